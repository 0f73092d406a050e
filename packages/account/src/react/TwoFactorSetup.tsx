'use client'

import type { CurrentUser, SessionSnapshot } from '@conecta/session-machine'
import { useSessionSelector, useSessionSend } from '@conecta/session-machine/react'
import { Button, buttonClassName, Notice, Spinner, TextField } from '@conecta/ui'
import { useActorRef, useSelector } from '@xstate/react'
import {
  type FormEvent,
  lazy,
  type RefObject,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react'
import type { ActorRefFrom } from 'xstate'
import type { TwoFactorSetupStrings } from '../accountStrings.js'
import { failurePt } from '../strings/failurePt.js'
import { twoFactorSetupPt } from '../strings/twoFactorSetupPt.js'
import {
  groupRecoveryCode,
  groupSecretKey,
  recoveryCodesText,
  splitGlyphSentence,
} from '../twoFactorCode.js'
import { createTwoFactorSetupCalls, type TwoFactorSetupCalls } from '../twoFactorSetupCalls.js'
import {
  selectAskingToDisable,
  selectRecoveryCodes,
  selectShowingRecoveryCodes,
  selectTwoFactorCodeError,
  selectTwoFactorFailure,
  selectTwoFactorNotice,
  selectTwoFactorSecret,
  selectTwoFactorSetupBusy,
  selectTwoFactorSetupView,
  type TwoFactorSetupBusy,
  twoFactorSetupMachine,
} from '../twoFactorSetupMachine.js'
import {
  AccountStringsContext,
  useAccountSection,
  useFieldWords,
  useNoticeLabels,
} from './AccountProvider.js'
import * as blockStyles from './account.css.js'
import { type BlockFrame, defaultFrame } from './BlockFrame.js'
import * as styles from './TwoFactorSetup.css.js'
import { usePerson } from './usePerson.js'

// uqr comes with it: loaded only once a person sets two-factor up.
const QrCode = lazy(() => import('./QrCode.js'))

type Actor = ActorRefFrom<typeof twoFactorSetupMachine>

const selectClient = (snapshot: SessionSnapshot) => snapshot.context.client

export interface TwoFactorSetupProps {
  /** The host's product, named in the recovery codes' file and its name. */
  productName: string
  /**
   * The person whose two-factor it is.
   * @defaultValue the nearest session's user
   */
  user?: CurrentUser | null
  /**
   * The set-up's calls.
   * @defaultValue `createTwoFactorSetupCalls` over the nearest session's client
   */
  calls?: TwoFactorSetupCalls
  /**
   * The block's card and heading.
   * @defaultValue a section under an `<h2>`
   */
  frame?: BlockFrame
  /**
   * The first code's form's class, when the host's frame lays it out.
   * @defaultValue the block's own column
   */
  formClassName?: string
}

/**
 * Two-step verification (Laravel Fortify's two-factor authentication), set up
 * from the phone itself: the authenticator app opened by its link, the key to
 * copy, the QR code for a computer; then a first code, and the recovery codes
 * shown once, to copy, download or share. Once on, the codes can be renewed
 * and it can be turned off, after asking. Every call goes through the nearest
 * session's Sanctum client (a 423 asks for the password as that client is set
 * up to), and the session's user is told what changed. Shows nothing for
 * nobody, nor on a backend without two-factor (a user without
 * `two_factor_confirmed_at`).
 */
export function TwoFactorSetup({ user, ...props }: TwoFactorSetupProps) {
  const current = usePerson(user)
  // The machine starts from the person as they are when they are known.
  return current === null ? null : <TwoFactorSetupCard current={current} {...props} />
}

function TwoFactorSetupCard({
  current,
  productName,
  calls,
  frame = defaultFrame,
  formClassName = blockStyles.form,
}: Omit<TwoFactorSetupProps, 'user'> & { current: CurrentUser }) {
  const words = useAccountSection('twoFactorSetup', twoFactorSetupPt)
  const catalogue = useContext(AccountStringsContext)
  const labels = useNoticeLabels()
  const send = useSessionSend()
  const client = useSessionSelector(selectClient)
  const actor = useActorRef(twoFactorSetupMachine, {
    input: {
      calls: calls ?? createTwoFactorSetupCalls(client),
      words: { twoFactorSetup: words, failure: catalogue?.failure ?? failurePt },
      confirmedAt: current.user.two_factor_confirmed_at,
    },
  })
  // The session's user is told what changed, as it is when the call ends (its name may have
  // changed meanwhile): its stored copy stays true without asking the server again.
  const latest = useRef(current)
  useEffect(() => {
    latest.current = current
  }, [current])
  useEffect(() => {
    const subscription = actor.on('userChanged', ({ confirmedAt }) => {
      const person = latest.current
      send({
        type: 'session.userUpdated',
        user: { ...person, user: { ...person.user, two_factor_confirmed_at: confirmedAt } },
      })
    })
    return () => subscription.unsubscribe()
  }, [actor, send])
  const view = useSelector(actor, selectTwoFactorSetupView)
  const busy = useSelector(actor, selectTwoFactorSetupBusy)
  const notice = useSelector(actor, selectTwoFactorNotice)
  const failure = useSelector(actor, selectTwoFactorFailure)
  const showingCodes = useSelector(actor, selectShowingRecoveryCodes)
  const askingToDisable = useSelector(actor, selectAskingToDisable)

  // When a step replaces the one the person was on, the focus goes to what is new.
  const focusTarget = useRef<HTMLElement>(null)
  const stepKey = `${view}:${showingCodes}:${askingToDisable}`
  const firstStep = useRef(stepKey)
  useEffect(() => {
    if (stepKey === firstStep.current) return
    focusTarget.current?.focus()
  }, [stepKey])

  if (view === 'unavailable') return null

  // A fragment, not the frame's ReactNode: a component's type that React 18's JSX takes too.
  return (
    <>
      {frame(
        words.title,
        <>
          {notice !== null ? (
            <Notice tone="success" toneLabel={labels.success}>
              {notice}
            </Notice>
          ) : null}
          {failure !== null ? (
            <Notice tone="error" toneLabel={labels.error}>
              {failure}
            </Notice>
          ) : null}
          {view === 'off' ? (
            <>
              <p
                className={`${blockStyles.plainText} ${styles.focusable}`}
                ref={focusRef(focusTarget)}
                tabIndex={-1}
              >
                {words.offIntro}
              </p>
              <div className={blockStyles.actions}>
                <Button
                  loading={busy === 'enabling'}
                  onClick={() => actor.send({ type: 'enable' })}
                >
                  {words.enable}
                </Button>
              </div>
            </>
          ) : null}
          {view === 'settingUp' ? (
            <SetUp
              actor={actor}
              busy={busy}
              focusTarget={focusTarget}
              words={words}
              formClassName={formClassName}
            />
          ) : null}
          {view === 'on' ? (
            <>
              {showingCodes ? (
                <RecoveryCodes
                  actor={actor}
                  productName={productName}
                  email={current.user.email}
                  focusTarget={focusTarget}
                  words={words}
                />
              ) : (
                <p className={blockStyles.plainText}>{words.onIntro}</p>
              )}
              {askingToDisable ? (
                <div className={blockStyles.column}>
                  <p
                    className={`${blockStyles.plainText} ${styles.focusable}`}
                    ref={focusRef(focusTarget)}
                    tabIndex={-1}
                  >
                    {words.disableQuestion}
                  </p>
                  <div className={blockStyles.actions}>
                    <Button
                      variant="danger"
                      loading={busy === 'disabling'}
                      onClick={() => actor.send({ type: 'disableConfirmed' })}
                    >
                      {words.disableConfirm}
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={busy === 'disabling'}
                      onClick={() => actor.send({ type: 'keep' })}
                    >
                      {words.keep}
                    </Button>
                  </div>
                </div>
              ) : (
                <div className={blockStyles.actions}>
                  <Button
                    variant="secondary"
                    loading={busy === 'regenerating'}
                    onClick={() => actor.send({ type: 'regenerate' })}
                  >
                    {words.regenerate}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={busy === 'regenerating'}
                    onClick={() => actor.send({ type: 'disable' })}
                  >
                    {words.disable}
                  </Button>
                </div>
              )}
            </>
          ) : null}
        </>,
      )}
    </>
  )
}

/** A ref setter that points `target` at this element (one focus target a step). */
function focusRef(target: RefObject<HTMLElement | null>) {
  return (element: HTMLElement | null) => {
    if (element !== null) target.current = element
  }
}

function SetUp({
  actor,
  busy,
  focusTarget,
  words,
  formClassName,
}: {
  actor: Actor
  busy: TwoFactorSetupBusy
  focusTarget: RefObject<HTMLElement | null>
  words: TwoFactorSetupStrings
  formClassName: string
}) {
  const secret = useSelector(actor, selectTwoFactorSecret)
  const codeError = useSelector(actor, selectTwoFactorCodeError)
  const fieldWords = useFieldWords()
  if (secret === null) return null

  // The code lives in its field: read when the form is sent, kept there after a refusal.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    actor.send({ type: 'confirm', code: String(data.get('code') ?? '') })
  }

  return (
    <ol className={styles.steps}>
      <li className={styles.step}>
        <p
          className={`${blockStyles.plainText} ${styles.focusable}`}
          ref={focusRef(focusTarget)}
          tabIndex={-1}
        >
          {words.addAccount}
        </p>
        <div className={`${blockStyles.actions} ${styles.openAuthenticator}`}>
          <a className={buttonClassName()} href={secret.url}>
            {words.openAuthenticator}
          </a>
        </div>
        <p className={styles.muted}>{words.keyFallback}</p>
        <p className={styles.secret}>{groupSecretKey(secret.secretKey)}</p>
        <CopyButton
          text={secret.secretKey}
          label={words.copyKey}
          done={words.keyCopied}
          failed={words.copyFailed}
        />
        <p className={styles.muted}>{words.qrIntro}</p>
        <div className={styles.qr}>
          <Suspense fallback={<Spinner label={words.qrDrawing} />}>
            <QrCode text={secret.url} label={words.qrLabel} />
          </Suspense>
        </div>
      </li>
      <li className={styles.step}>
        <form className={formClassName} onSubmit={onSubmit} noValidate>
          <TextField
            {...fieldWords}
            label={words.codeLabel}
            hint={words.codeHint}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            error={codeError === null ? undefined : [codeError]}
          />
          <div className={blockStyles.actions}>
            <Button type="submit" loading={busy === 'confirming'} disabled={busy === 'cancelling'}>
              {words.confirm}
            </Button>
            <Button
              variant="secondary"
              loading={busy === 'cancelling'}
              disabled={busy === 'confirming'}
              onClick={() => actor.send({ type: 'cancel' })}
            >
              {words.cancel}
            </Button>
          </div>
        </form>
      </li>
    </ol>
  )
}

function RecoveryCodes({
  actor,
  productName,
  email,
  focusTarget,
  words,
}: {
  actor: Actor
  productName: string
  email: string
  focusTarget: RefObject<HTMLElement | null>
  words: TwoFactorSetupStrings
}) {
  const codes = useSelector(actor, selectRecoveryCodes)
  const text = recoveryCodesText(words, productName, email, codes)
  const [href, setHref] = useState<string | null>(null)
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
    setHref(url)
    return () => URL.revokeObjectURL(url)
  }, [text])
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function'

  return (
    <div className={blockStyles.column}>
      <h3 className={styles.codesHeading} ref={focusRef(focusTarget)} tabIndex={-1}>
        {words.recoveryTitle}
      </h3>
      <p className={blockStyles.plainText}>{words.recoveryIntro}</p>
      <p className={blockStyles.plainText}>
        {splitGlyphSentence(words.glyphs).map((part, index) =>
          part.glyph ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a sentence's parts never move
            <Glyph key={index}>{part.text}</Glyph>
          ) : (
            part.text
          ),
        )}{' '}
        {words.caseNote}
      </p>
      <ul className={styles.codes} aria-label={words.recoveryTitle}>
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
      <div className={blockStyles.actions}>
        <CopyButton
          text={codes.join('\n')}
          label={words.copyCodes}
          done={words.codesCopied}
          failed={words.copyFailed}
        />
        {href !== null ? (
          <a
            className={buttonClassName({ variant: 'secondary' })}
            href={href}
            download={words.fileName(productName)}
          >
            {words.download}
          </a>
        ) : null}
        {canShare ? (
          <Button
            variant="secondary"
            onClick={() => {
              navigator.share({ title: words.recoveryTitle, text }).catch(() => {
                // Closed without sharing, or refused: the codes are still on screen.
              })
            }}
          >
            {words.share}
          </Button>
        ) : null}
      </div>
      <div className={blockStyles.actions}>
        <Button onClick={() => actor.send({ type: 'codesSaved' })}>{words.codesSaved}</Button>
      </div>
    </div>
  )
}

/** A character as the codes show it (their face, a digit in bold), named in the text around. */
function Glyph({ children }: { children: string }) {
  return /^\d+$/.test(children) ? (
    <strong className={`${styles.glyph} ${styles.digits}`}>{children}</strong>
  ) : (
    <span className={styles.glyph}>{children}</span>
  )
}

function CopyButton({
  text,
  label,
  done,
  failed,
}: {
  text: string
  label: string
  done: string
  failed: string
}) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle')
  return (
    <div className={blockStyles.actions}>
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
        {status === 'copied' ? done : status === 'failed' ? failed : ''}
      </p>
    </div>
  )
}
