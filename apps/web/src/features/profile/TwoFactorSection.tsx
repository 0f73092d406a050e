import { useSessionSend } from '@conecta/session-machine/react'
import { Button, buttonClassName, Card, Notice, Spinner, TextField } from '@conecta/ui'
import { useActorRef, useSelector } from '@xstate/react'
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react'
import { appConfig } from '../../config/appConfig'
import { useProfileUser } from '../../session/useProfileUser'
import * as layout from '../../styles/layout.css'
import * as styles from './TwoFactorSection.css'
import {
  groupRecoveryCode,
  groupSecretKey,
  RECOVERY_CODES_CASE_NOTE,
  recoveryCodesText,
} from './twoFactorCode'
import { twoFactorMachine } from './twoFactorMachine'

// uqr comes with it: loaded only once a person sets two-factor up.
const QrCode = lazy(() => import('./QrCode'))

export const TWO_FACTOR_TITLE = 'Verificação em dois passos'
export const OPEN_AUTHENTICATOR = 'Abrir na aplicação de autenticação'
export const RECOVERY_CODES_TITLE = 'Códigos de recuperação'

type Snapshot = ReturnType<(typeof twoFactorMachine)['getInitialSnapshot']>
type Actor = ReturnType<typeof useActorRef<typeof twoFactorMachine>>

const selectState = (snapshot: Snapshot) =>
  snapshot.matches('unavailable')
    ? 'unavailable'
    : snapshot.matches('off') || snapshot.matches('enabling')
      ? 'off'
      : snapshot.matches('settingUp') ||
          snapshot.matches('confirming') ||
          snapshot.matches('cancelling')
        ? 'settingUp'
        : 'on'
const selectContext = (snapshot: Snapshot) => snapshot.context
const selectBusy = (snapshot: Snapshot) =>
  snapshot.matches('enabling')
    ? 'enabling'
    : snapshot.matches('confirming')
      ? 'confirming'
      : snapshot.matches('cancelling')
        ? 'cancelling'
        : snapshot.matches({ on: 'regenerating' })
          ? 'regenerating'
          : snapshot.matches('disabling')
            ? 'disabling'
            : null
const selectShowingCodes = (snapshot: Snapshot) => snapshot.matches({ on: 'showingCodes' })
const selectAskingToDisable = (snapshot: Snapshot) =>
  snapshot.matches({ on: 'askingToDisable' }) || snapshot.matches('disabling')

/**
 * Verificação em dois passos (docs/product.md#two-factor-authentication),
 * designed for a phone: the authenticator app opened by its link, the key to
 * copy, the QR code for a computer; then a first code, and the recovery codes
 * shown once. Shows nothing on a backend without two-factor.
 */
export function TwoFactorSection() {
  const current = useProfileUser()
  const send = useSessionSend()
  const actor = useActorRef(
    twoFactorMachine.provide({
      actions: {
        userChanged: (_, { confirmedAt }) => {
          if (current === null) return
          send({
            type: 'session.userUpdated',
            user: { ...current, user: { ...current.user, two_factor_confirmed_at: confirmedAt } },
          })
        },
      },
    }),
    { input: { confirmedAt: current?.user.two_factor_confirmed_at } },
  )
  const state = useSelector(actor, selectState)
  const context = useSelector(actor, selectContext)
  const busy = useSelector(actor, selectBusy)
  const showingCodes = useSelector(actor, selectShowingCodes)
  const askingToDisable = useSelector(actor, selectAskingToDisable)

  // When a step replaces the one the person was on, the focus goes to what is new.
  const focusTarget = useRef<HTMLElement>(null)
  const stepKey = `${state}:${showingCodes}:${askingToDisable}`
  const firstStep = useRef(stepKey)
  useEffect(() => {
    if (stepKey === firstStep.current) return
    focusTarget.current?.focus()
  }, [stepKey])

  if (state === 'unavailable') return null

  return (
    <Card as="section" title={TWO_FACTOR_TITLE} className={layout.column}>
      {context.notice !== null ? <Notice tone="success">{context.notice}</Notice> : null}
      {context.failure !== null ? <Notice tone="error">{context.failure}</Notice> : null}
      {state === 'off' ? (
        <>
          <p
            className={`${layout.plainText} ${styles.focusable}`}
            ref={focusRef(focusTarget)}
            tabIndex={-1}
          >
            Além da palavra-passe, peça um código de 6 algarismos de uma aplicação de autenticação
            (Google Authenticator, Microsoft Authenticator, Aegis…) sempre que alguém entrar na sua
            conta. Quem souber a sua palavra-passe não entra sem o seu telemóvel.
          </p>
          <div className={layout.actions}>
            <Button loading={busy === 'enabling'} onClick={() => actor.send({ type: 'enable' })}>
              Activar
            </Button>
          </div>
        </>
      ) : null}
      {state === 'settingUp' && context.setup !== null ? (
        <SetUp actor={actor} busy={busy} focusTarget={focusTarget} />
      ) : null}
      {state === 'on' ? (
        <>
          {showingCodes ? (
            <RecoveryCodes
              codes={context.recoveryCodes}
              email={current?.user.email ?? ''}
              actor={actor}
              focusTarget={focusTarget}
            />
          ) : (
            <p className={layout.plainText}>
              Ao entrar, depois da palavra-passe, é pedido o código da aplicação de autenticação. Se
              perder o telemóvel, entre com um código de recuperação.
            </p>
          )}
          {askingToDisable ? (
            <div className={layout.column}>
              <p
                className={`${layout.plainText} ${styles.focusable}`}
                ref={focusRef(focusTarget)}
                tabIndex={-1}
              >
                Desactivar a verificação em dois passos? Quem souber a sua palavra-passe passa a
                conseguir entrar na sua conta.
              </p>
              <div className={layout.actions}>
                <Button
                  variant="danger"
                  loading={busy === 'disabling'}
                  onClick={() => actor.send({ type: 'disableConfirmed' })}
                >
                  Desactivar
                </Button>
                <Button
                  variant="secondary"
                  disabled={busy === 'disabling'}
                  onClick={() => actor.send({ type: 'keep' })}
                >
                  Manter activa
                </Button>
              </div>
            </div>
          ) : (
            <div className={layout.actions}>
              <Button
                variant="secondary"
                loading={busy === 'regenerating'}
                onClick={() => actor.send({ type: 'regenerate' })}
              >
                Gerar novos códigos de recuperação
              </Button>
              <Button
                variant="secondary"
                disabled={busy === 'regenerating'}
                onClick={() => actor.send({ type: 'disable' })}
              >
                Desactivar
              </Button>
            </div>
          )}
        </>
      ) : null}
    </Card>
  )
}

/** A ref setter that points `target` at this element (one focus target a step). */
function focusRef(target: React.RefObject<HTMLElement | null>) {
  return (element: HTMLElement | null) => {
    if (element !== null) target.current = element
  }
}

function SetUp({
  actor,
  busy,
  focusTarget,
}: {
  actor: Actor
  busy: ReturnType<typeof selectBusy>
  focusTarget: React.RefObject<HTMLElement | null>
}) {
  const setup = useSelector(actor, (snapshot) => snapshot.context.setup)
  const codeError = useSelector(actor, (snapshot) => snapshot.context.codeError)
  if (setup === null) return null

  // The code lives in its field (docs/architecture.md#rule-15): read when the form is sent, kept
  // there after a refusal.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    actor.send({ type: 'confirm', code: String(data.get('code') ?? '') })
  }

  return (
    <ol className={styles.steps}>
      <li className={styles.step}>
        <p
          className={`${layout.plainText} ${styles.focusable}`}
          ref={focusRef(focusTarget)}
          tabIndex={-1}
        >
          Adicione a sua conta à aplicação de autenticação do telemóvel.
        </p>
        <div className={`${layout.actions} ${styles.openAuthenticator}`}>
          <a className={buttonClassName()} href={setup.url}>
            {OPEN_AUTHENTICATOR}
          </a>
        </div>
        <p className={styles.muted}>Se nada abrir, introduza esta chave na aplicação:</p>
        <p className={styles.secret}>{groupSecretKey(setup.secretKey)}</p>
        <CopyButton text={setup.secretKey} label="Copiar chave" done="Chave copiada." />
        <p className={styles.muted}>
          A configurar a partir de um computador? Leia este código QR com o telemóvel:
        </p>
        <div className={styles.qr}>
          <Suspense fallback={<Spinner label="A desenhar o código QR…" />}>
            <QrCode
              text={setup.url}
              label="Código QR da sua conta para a aplicação de autenticação"
            />
          </Suspense>
        </div>
      </li>
      <li className={styles.step}>
        <form className={layout.formColumn} onSubmit={onSubmit} noValidate>
          <TextField
            label="Código de 6 algarismos"
            hint="O código que a aplicação mostra agora para a sua conta."
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            error={codeError === null ? undefined : [codeError]}
          />
          <div className={layout.actions}>
            <Button type="submit" loading={busy === 'confirming'} disabled={busy === 'cancelling'}>
              Confirmar
            </Button>
            <Button
              variant="secondary"
              loading={busy === 'cancelling'}
              disabled={busy === 'confirming'}
              onClick={() => actor.send({ type: 'cancel' })}
            >
              Cancelar
            </Button>
          </div>
        </form>
      </li>
    </ol>
  )
}

function RecoveryCodes({
  codes,
  email,
  actor,
  focusTarget,
}: {
  codes: readonly string[]
  email: string
  actor: Actor
  focusTarget: React.RefObject<HTMLElement | null>
}) {
  const text = recoveryCodesText(appConfig.productName, email, codes)
  const [href, setHref] = useState<string | null>(null)
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
    setHref(url)
    return () => URL.revokeObjectURL(url)
  }, [text])
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function'

  return (
    <div className={layout.column}>
      <h3
        className={`${layout.sectionHeading} ${styles.focusable}`}
        ref={focusRef(focusTarget)}
        tabIndex={-1}
      >
        {RECOVERY_CODES_TITLE}
      </h3>
      <p className={layout.plainText}>
        Guarde estes códigos num lugar seguro. Cada um serve uma vez para entrar se perder o
        telemóvel. Não voltam a ser mostrados.
      </p>
      <p className={layout.plainText}>
        Os algarismos aparecem a negrito: <Glyph digit>0</Glyph> é zero, não a letra{' '}
        <Glyph>O</Glyph>; <Glyph digit>1</Glyph> é um, não a letra <Glyph>l</Glyph> nem o{' '}
        <Glyph>I</Glyph>. {RECOVERY_CODES_CASE_NOTE}
      </p>
      <ul className={styles.codes} aria-label={RECOVERY_CODES_TITLE}>
        {codes.map((code) => (
          <li key={code} className={styles.recoveryCode}>
            {groupRecoveryCode(code).map((group, index) => (
              // The groups are apart by a gap, not a space: a code selected and copied by hand
              // is the code itself.
              // biome-ignore lint/suspicious/noArrayIndexKey: a code's groups never move
              <span key={index} className={styles.codeGroup}>
                {group.map((run, at) =>
                  run.digits ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a group's runs never move
                    <strong key={at} className={styles.digits}>
                      {run.text}
                    </strong>
                  ) : (
                    run.text
                  ),
                )}
              </span>
            ))}
          </li>
        ))}
      </ul>
      <div className={layout.actions}>
        <CopyButton text={codes.join('\n')} label="Copiar códigos" done="Códigos copiados." />
        {href !== null ? (
          <a
            className={buttonClassName({ variant: 'secondary' })}
            href={href}
            download={`${appConfig.productName.toLowerCase()}-codigos-de-recuperacao.txt`}
          >
            Descarregar (.txt)
          </a>
        ) : null}
        {canShare ? (
          <Button
            variant="secondary"
            onClick={() => {
              navigator.share({ title: RECOVERY_CODES_TITLE, text }).catch(() => {
                // Closed without sharing, or refused: the codes are still on screen.
              })
            }}
          >
            Partilhar
          </Button>
        ) : null}
      </div>
      <div className={layout.actions}>
        <Button onClick={() => actor.send({ type: 'codesSaved' })}>Já guardei os códigos</Button>
      </div>
    </div>
  )
}

/** A character as the codes show it (their face, a digit in bold), named in the text around. */
function Glyph({ digit = false, children }: { digit?: boolean; children: string }) {
  return digit ? (
    <strong className={`${styles.glyph} ${styles.digits}`}>{children}</strong>
  ) : (
    <span className={styles.glyph}>{children}</span>
  )
}

function CopyButton({ text, label, done }: { text: string; label: string; done: string }) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle')
  return (
    <div className={layout.actions}>
      <Button
        variant="secondary"
        onClick={() => {
          // No clipboard outside a secure context (plain http): say so, as for a refusal.
          const copied =
            navigator.clipboard === undefined
              ? Promise.reject(new Error('No clipboard'))
              : navigator.clipboard.writeText(text)
          copied.then(
            () => setStatus('copied'),
            () => setStatus('failed'),
          )
        }}
      >
        {label}
      </Button>
      <p className={styles.muted} role="status">
        {status === 'copied'
          ? done
          : status === 'failed'
            ? 'Não foi possível copiar: seleccione o texto e copie-o à mão.'
            : ''}
      </p>
    </div>
  )
}
