import { useSessionSend } from '@conecta/session-machine/react'
import { Button, Notice, PhoneField, VisuallyHidden } from '@conecta/ui'
import { useMachine } from '@xstate/react'
import { type FormEvent, type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react'
import { apiClient } from '../../api/apiClient'
import * as layout from '../../styles/layout.css'
import { formatMeticais } from '../landing/formatMeticais'
import { Countdown } from './Countdown'
import {
  PAYMENT_ACTION_LABELS,
  PAYMENT_DO_NOT_CLOSE,
  PAYMENT_PIN_INSTRUCTION,
  PAYMENT_VERIFYING_TITLE,
  type PaymentOutcome,
} from './mpesaMessages'
import * as styles from './PaymentPanel.css'
import { PaymentReceipt } from './PaymentReceipt'
import { createPaymentApi, type Plan } from './paymentApi'
import type { StoredAttempt } from './paymentAttemptStorage'
import { createPaymentActors, type PaymentMachineEvent, paymentMachine } from './paymentMachine'
import { formatMpesaNumber } from './phoneNumber'

export interface PaymentPanelProps {
  plan: Plan
  /** Normalised number of the last payment or subscription, to prefill the field. */
  lastPhoneNumber?: string | undefined
  /** The attempt kept in sessionStorage before a reload; it wins over `plan`. */
  resume?: StoredAttempt | null
  /** A payment reached an end (paid or not): the history has news. */
  onSettled?: () => void
  /** The person left the payment (another plan, or done with the receipt). */
  onClose: () => void
}

export const PAYMENT_SUBMITTING_MESSAGE = 'A enviar o pedido de pagamento…'
export const PAYMENT_CHECKING_AGAIN_MESSAGE =
  'Voltamos a verificar automaticamente dentro de momentos. Não será cobrado outra vez.'

/**
 * The M-Pesa payment of one plan, drawn from the payment machine's state
 * (paymentMachine.ts). The machine decides; this only shows and sends events.
 */
export function PaymentPanel({
  plan,
  lastPhoneNumber,
  resume = null,
  onSettled,
  onClose,
}: PaymentPanelProps) {
  const sendSession = useSessionSend()
  const latest = useRef({ sendSession, onSettled, onClose })
  latest.current = { sendSession, onSettled, onClose }

  // The machine's logic is fixed for the actor's life; its app effects read
  // the latest callbacks through the ref.
  const [logic] = useState(() =>
    paymentMachine.provide({
      actors: createPaymentActors(createPaymentApi(apiClient)),
      actions: {
        onPaid: () => latest.current.sendSession({ type: 'session.refresh' }),
        refreshSubscription: () => latest.current.sendSession({ type: 'session.refresh' }),
      },
    }),
  )
  const [snapshot, send] = useMachine(logic, {
    input: {
      plan,
      ...(lastPhoneNumber ? { lastPhoneNumber } : {}),
      resume,
    },
  })
  const { context } = snapshot

  const editing = snapshot.matches('editing')
  const submitting = snapshot.matches('submitting') || snapshot.matches('accepted')
  const waiting = snapshot.matches('waitingForPin')
  const submitFailed = snapshot.matches('submitFailed')
  const paid = snapshot.matches('paid')
  const failed = snapshot.matches('failed')
  const verifying = snapshot.matches('verifying')
  const checking = snapshot.matches({ verifying: 'checking' })
  const unpaid = snapshot.matches({ verifying: 'unpaid' })
  const done = snapshot.status === 'done'

  const resultHeading = useRef<HTMLHeadingElement>(null)
  const phoneInput = useRef<HTMLInputElement>(null)
  const headingId = useId()
  const phoneId = useId()

  // A settled payment moves focus to its result, so a screen reader reads it
  // and the keyboard starts from there (the Pagar button is gone).
  const settledKey = paid ? 'paid' : failed ? 'failed' : unpaid ? 'unpaid' : null
  useEffect(() => {
    if (settledKey === null) return
    resultHeading.current?.focus()
    latest.current.onSettled?.()
  }, [settledKey])

  useEffect(() => {
    if (context.phoneError !== null) phoneInput.current?.focus()
  }, [context.phoneError])

  // Leaving a result removes the button that was pressed: focus goes to the
  // field for 'Alterar número', else to the panel's heading.
  const panelHeading = useRef<HTMLHeadingElement>(null)
  const hadResult = useRef(false)
  useEffect(() => {
    if (hadResult.current && settledKey === null) {
      if (editing) phoneInput.current?.focus()
      else panelHeading.current?.focus()
    }
    hadResult.current = settledKey !== null
  }, [settledKey, editing])

  useEffect(() => {
    if (done) latest.current.onClose()
  }, [done])

  const activePlan = context.plan
  const amount = formatMeticais(activePlan.price)
  const live = submitting || waiting
  const number = context.attempt?.phoneNumber ?? context.phoneNumber
  const deadline = context.attempt?.deadline

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    send({ type: 'SUBMIT' })
  }

  const stage = submitting
    ? PAYMENT_SUBMITTING_MESSAGE
    : waiting
      ? `Aguarde a confirmação. ${PAYMENT_PIN_INSTRUCTION}.`
      : checking
        ? PAYMENT_VERIFYING_TITLE
        : ''

  return (
    <section className={layout.column} aria-labelledby={headingId}>
      <h3 ref={panelHeading} id={headingId} tabIndex={-1} className={layout.sectionHeading}>
        Pagar o plano {activePlan.name}
      </h3>
      <p className={styles.muted}>
        {amount} por {activePlan.duration_days} dias, pago com M-Pesa.
      </p>
      <VisuallyHidden role="status">{stage}</VisuallyHidden>

      {editing || live || submitFailed ? (
        <form method="post" className={layout.formColumn} onSubmit={onSubmit} noValidate>
          <PhoneField
            ref={phoneInput}
            id={phoneId}
            label="Número M-Pesa"
            name="phone_number"
            required
            readOnly={!editing}
            value={context.phoneInput}
            onChange={(event) => send({ type: 'PHONE_INPUT', value: event.target.value })}
            error={context.phoneError ?? undefined}
          />
          <div className={layout.actions}>
            <Button type="submit" loading={live} aria-disabled={!editing || undefined}>
              Pagar {amount}
            </Button>
            {editing ? (
              <Button variant="ghost" onClick={() => send({ type: 'CLOSE' })}>
                Escolher outro plano
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}

      {submitting ? <p className={layout.plainText}>{PAYMENT_SUBMITTING_MESSAGE}</p> : null}

      {submitFailed ? (
        <Notice
          tone="error"
          action={<Button onClick={() => send({ type: 'RETRY' })}>Tentar novamente</Button>}
        >
          {context.error}
        </Notice>
      ) : null}

      {waiting ? (
        <div className={styles.waiting}>
          <h4 className={styles.subheading}>Aguarde a confirmação</h4>
          <p className={styles.instruction}>{PAYMENT_PIN_INSTRUCTION}</p>
          {number ? (
            <p className={layout.plainText}>
              Pedimos {amount} ao número {formatMpesaNumber(number)}.
            </p>
          ) : null}
          {deadline === undefined ? null : <Countdown deadline={deadline} />}
          <p className={layout.plainText}>
            <strong>{PAYMENT_DO_NOT_CLOSE}</strong>
          </p>
        </div>
      ) : null}

      {paid && context.payment !== null ? (
        <>
          <PaymentReceipt
            payment={context.payment}
            planName={activePlan.name}
            headingRef={resultHeading}
          />
          <div className={layout.actions}>
            <Button variant="secondary" onClick={() => send({ type: 'CLOSE' })}>
              Fechar
            </Button>
          </div>
        </>
      ) : null}

      {failed && context.outcome !== null ? (
        <OutcomeView outcome={context.outcome} headingRef={resultHeading}>
          <OutcomeActions
            outcome={context.outcome}
            can={(event) => snapshot.can(event)}
            send={send}
          />
        </OutcomeView>
      ) : null}

      {verifying ? (
        <div className={layout.column}>
          {unpaid && context.outcome !== null ? (
            <OutcomeView outcome={context.outcome} headingRef={resultHeading}>
              <OutcomeActions
                outcome={context.outcome}
                can={(event) => snapshot.can(event)}
                send={send}
              />
            </OutcomeView>
          ) : (
            <>
              <h4 className={styles.subheading}>{PAYMENT_VERIFYING_TITLE}</h4>
              {context.outcome !== null && context.outcome.kind === 'uncertain' ? (
                <Notice tone="warning" role="none" title={context.outcome.title}>
                  {context.outcome.message}
                </Notice>
              ) : (
                <p className={layout.plainText}>
                  Ainda não sabemos se o pagamento foi efectuado. Estamos a confirmar com o M-Pesa;
                  não será cobrado outra vez.
                </p>
              )}
              {context.error !== null && !checking ? (
                <Notice tone="error">{context.error}</Notice>
              ) : null}
              {!checking ? <p className={styles.muted}>{PAYMENT_CHECKING_AGAIN_MESSAGE}</p> : null}
              <div className={layout.actions}>
                <Button
                  variant="secondary"
                  loading={checking}
                  onClick={() => send({ type: 'CHECK_AGAIN' })}
                >
                  {PAYMENT_ACTION_LABELS.checkStatus}
                </Button>
              </div>
            </>
          )}
        </div>
      ) : null}
    </section>
  )
}

interface OutcomeViewProps {
  outcome: PaymentOutcome
  headingRef: Ref<HTMLHeadingElement>
  children: ReactNode
}

function OutcomeView({ outcome, headingRef, children }: OutcomeViewProps) {
  return (
    <div className={layout.column}>
      <h4 ref={headingRef} tabIndex={-1} className={layout.sectionHeading}>
        {outcome.title}
      </h4>
      <p className={layout.plainText}>{outcome.message}</p>
      {outcome.showCode && outcome.code !== null ? (
        <p className={styles.code}>Código: {outcome.code}</p>
      ) : null}
      {children}
    </div>
  )
}

interface OutcomeActionsProps {
  outcome: PaymentOutcome
  can: (event: PaymentMachineEvent) => boolean
  send: (event: PaymentMachineEvent) => void
}

/**
 * 'Tentar novamente' (a new attempt) and 'Alterar número', the one the code
 * suggests first; only those the machine accepts now are shown.
 */
function OutcomeActions({ outcome, can, send }: OutcomeActionsProps) {
  const numberFirst =
    outcome.actions.indexOf('changeNumber') !== -1 &&
    (outcome.actions.indexOf('retry') === -1 ||
      outcome.actions.indexOf('changeNumber') < outcome.actions.indexOf('retry'))
  const retry = can({ type: 'RETRY' }) ? (
    <Button
      key="retry"
      variant={numberFirst ? 'secondary' : 'primary'}
      onClick={() => send({ type: 'RETRY' })}
    >
      {PAYMENT_ACTION_LABELS.retry}
    </Button>
  ) : null
  const changeNumber = can({ type: 'CHANGE_NUMBER' }) ? (
    <Button
      key="changeNumber"
      variant={numberFirst ? 'primary' : 'secondary'}
      onClick={() => send({ type: 'CHANGE_NUMBER' })}
    >
      {PAYMENT_ACTION_LABELS.changeNumber}
    </Button>
  ) : null
  return (
    <div className={layout.actions}>
      {numberFirst ? [changeNumber, retry] : [retry, changeNumber]}
    </div>
  )
}
