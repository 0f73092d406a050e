import { useSessionSend } from '@conecta/session-machine/react'
import { Button, Notice, PhoneField, VisuallyHidden } from '@conecta/ui'
import { useMachine } from '@xstate/react'
import { type FormEvent, type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react'
import { apiClient } from '../../api/apiClient'
import { formatMeticais } from '../../format/formatMeticais'
import * as layout from '../../styles/layout.css'
import { Countdown } from './Countdown'
import {
  PAYMENT_ACTION_LABELS,
  PAYMENT_CHECK_ERROR_MESSAGE,
  PAYMENT_CONNECTION_ERROR_MESSAGE,
  PAYMENT_DO_NOT_CLOSE,
  PAYMENT_PIN_INSTRUCTION,
  PAYMENT_VERIFYING_TITLE,
  type PaymentOutcome,
  PHONE_REJECTED_MESSAGE,
} from './mpesaMessages'
import * as styles from './PaymentPanel.css'
import { PaymentReceipt } from './PaymentReceipt'
import { createPaymentApi, type Payment, type PaymentStatus, type Plan } from './paymentApi'
import type { StoredAttempt } from './paymentAttemptStorage'
import {
  createPaymentActors,
  createPaymentTabCoordination,
  type PaymentErrorKind,
  type PaymentMachineEvent,
  type PhoneErrorKind,
  paymentMachine,
  selectPaymentOutcome,
  selectPaymentStage,
} from './paymentMachine'
import { paymentTabChannel, paymentTabLock } from './paymentTabLock'
import { formatMpesaNumber, MPESA_NUMBER_MESSAGES } from './phoneNumber'

export interface PaymentPanelProps {
  /** The signed-in person; the attempt and the tab lock are theirs. */
  userId: string | number
  plan: Plan
  /** Every plan, to name the plan of a payment followed from the server or another tab. */
  plans?: readonly Plan[]
  /** Normalised number of the last payment or subscription, to prefill the field. */
  lastPhoneNumber?: string | undefined
  /** This user's attempt kept in sessionStorage before a reload; it wins over `plan`. */
  resume?: StoredAttempt | null
  /** A live payment to follow rather than start one (the server's pending one, another tab's). */
  follow?: Payment | null
  /** A payment reached an end (paid or not): the history has news. */
  onSettled?: () => void
  /** The person left the payment (another plan, or done with the receipt). */
  onClose: () => void
}

export const PAYMENT_SUBMITTING_MESSAGE = 'A enviar o pedido de pagamento…'
export const PAYMENT_CHECKING_AGAIN_MESSAGE =
  'Voltamos a verificar automaticamente dentro de momentos. Não será cobrado outra vez.'
export const PAYMENT_RESUME_TITLE = 'Retomar pagamento'
export const PAYMENT_RESUME_MESSAGE =
  'O seu pedido de pagamento foi enviado, mas não recebemos resposta. Retome-o para saber se foi feito: é o mesmo pedido, não será cobrado duas vezes.'
export const PAYMENT_ELSEWHERE_TITLE = 'Pagamento em curso noutro separador'
export const PAYMENT_ELSEWHERE_MESSAGE =
  'Este pagamento está a ser feito noutro separador ou janela. Acompanhe-o aqui; só pode fazer outro quando este terminar.'
export const PAYMENT_SIGNED_OUT_MESSAGE =
  'A sua sessão terminou. Entre novamente para ver o estado do pagamento; não será cobrado outra vez.'

const ERROR_MESSAGES: Readonly<Record<PaymentErrorKind, string>> = {
  connection: PAYMENT_CONNECTION_ERROR_MESSAGE,
  check: PAYMENT_CHECK_ERROR_MESSAGE,
}

function phoneErrorMessage(kind: PhoneErrorKind): string {
  return kind === 'rejectedByServer' ? PHONE_REJECTED_MESSAGE : MPESA_NUMBER_MESSAGES[kind]
}

const tabCoordination = createPaymentTabCoordination(paymentTabLock, paymentTabChannel)

/**
 * The M-Pesa payment of one plan, drawn from the payment machine's state
 * (paymentMachine.ts). The machine decides; this only shows and sends events.
 */
export function PaymentPanel({
  userId,
  plan,
  plans,
  lastPhoneNumber,
  resume = null,
  follow = null,
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
      actors: { ...createPaymentActors(createPaymentApi(apiClient)), ...tabCoordination.actors },
      actions: {
        ...tabCoordination.actions,
        onPaid: () => latest.current.sendSession({ type: 'session.refresh' }),
        refreshSubscription: () => latest.current.sendSession({ type: 'session.refresh' }),
      },
    }),
  )
  const [snapshot, send] = useMachine(logic, {
    input: {
      userId,
      plan,
      ...(plans === undefined ? {} : { plans }),
      ...(lastPhoneNumber ? { lastPhoneNumber } : {}),
      resume,
      follow,
    },
  })
  const { context } = snapshot
  const stage = selectPaymentStage(snapshot)
  const outcome = selectPaymentOutcome(snapshot)
  const busy = snapshot.hasTag('busy')
  const settled = snapshot.hasTag('settled')

  const resultHeading = useRef<HTMLHeadingElement>(null)
  const phoneInput = useRef<HTMLInputElement>(null)
  const headingId = useId()
  const phoneId = useId()

  // A settled payment moves focus to its result, so a screen reader reads it
  // and the keyboard starts from there (the Pagar button is gone).
  const settledKey = settled ? stage : null
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
  const editing = stage === 'editing'
  useEffect(() => {
    if (hadResult.current && settledKey === null) {
      if (editing) phoneInput.current?.focus()
      else panelHeading.current?.focus()
    }
    hadResult.current = settledKey !== null
  }, [settledKey, editing])

  useEffect(() => {
    if (stage === 'closed') latest.current.onClose()
  }, [stage])

  // A stopped actor runs no exit actions: leaving the tab (another profile tab,
  // a sign-out) must still let another browser tab pay.
  useEffect(
    () => () => {
      paymentTabChannel.forget(String(userId))
      paymentTabLock.release(String(userId))
    },
    [userId],
  )

  const activePlan = context.plan
  const amount = formatMeticais(activePlan.price)
  const number = context.attempt?.phoneNumber ?? context.phoneNumber
  const deadline = context.attempt?.deadline

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    send({ type: 'payment.submit' })
  }

  const announcement =
    stage === 'submitting'
      ? PAYMENT_SUBMITTING_MESSAGE
      : stage === 'waiting'
        ? `Aguarde a confirmação. ${PAYMENT_PIN_INSTRUCTION}.`
        : stage === 'checking'
          ? PAYMENT_VERIFYING_TITLE
          : stage === 'elsewhere'
            ? PAYMENT_ELSEWHERE_TITLE
            : ''
  const showsForm = editing || busy || stage === 'submitFailed'

  return (
    <section className={layout.column} aria-labelledby={headingId}>
      <h3 ref={panelHeading} id={headingId} tabIndex={-1} className={layout.sectionHeading}>
        Pagar o plano {activePlan.name}
      </h3>
      <p className={styles.muted}>
        {amount} por {activePlan.duration_days} dias, pago com M-Pesa.
      </p>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>

      {showsForm ? (
        <form method="post" className={layout.formColumn} onSubmit={onSubmit} noValidate>
          <PhoneField
            ref={phoneInput}
            id={phoneId}
            label="Número M-Pesa"
            name="phone_number"
            required
            readOnly={!editing}
            value={context.phoneInput}
            onChange={(event) => send({ type: 'payment.phoneInput', value: event.target.value })}
            error={context.phoneError === null ? undefined : phoneErrorMessage(context.phoneError)}
          />
          <div className={layout.actions}>
            <Button type="submit" loading={busy} aria-disabled={!editing || undefined}>
              Pagar {amount}
            </Button>
            {editing ? (
              <Button variant="ghost" onClick={() => send({ type: 'payment.close' })}>
                Escolher outro plano
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}

      {stage === 'submitting' ? (
        <p className={layout.plainText}>{PAYMENT_SUBMITTING_MESSAGE}</p>
      ) : null}

      {stage === 'submitFailed' && context.error !== null ? (
        <Notice
          tone="error"
          action={
            <Button onClick={() => send({ type: 'payment.retry' })}>
              {PAYMENT_ACTION_LABELS.retry}
            </Button>
          }
        >
          {ERROR_MESSAGES[context.error]}
        </Notice>
      ) : null}

      {stage === 'resumable' ? (
        <RequestSummary
          title={PAYMENT_RESUME_TITLE}
          message={PAYMENT_RESUME_MESSAGE}
          amount={amount}
          number={number}
        >
          <div className={layout.actions}>
            <Button onClick={() => send({ type: 'payment.resume' })}>{PAYMENT_RESUME_TITLE}</Button>
          </div>
        </RequestSummary>
      ) : null}

      {stage === 'elsewhere' ? (
        <RequestSummary
          title={PAYMENT_ELSEWHERE_TITLE}
          message={PAYMENT_ELSEWHERE_MESSAGE}
          amount={amount}
          number={number}
        >
          <p className={layout.plainText}>
            <strong>{describeElsewhere(outcome, context.payment?.status ?? null)}</strong>
          </p>
        </RequestSummary>
      ) : null}

      {stage === 'waiting' ? (
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

      {stage === 'paid' && context.payment !== null ? (
        <>
          <PaymentReceipt
            payment={context.payment}
            planName={activePlan.name}
            headingRef={resultHeading}
          />
          <div className={layout.actions}>
            <Button variant="secondary" onClick={() => send({ type: 'payment.close' })}>
              Fechar
            </Button>
          </div>
        </>
      ) : null}

      {(stage === 'failed' || stage === 'unpaid') && outcome !== null ? (
        <OutcomeView outcome={outcome} headingRef={resultHeading}>
          <OutcomeActions outcome={outcome} can={(event) => snapshot.can(event)} send={send} />
        </OutcomeView>
      ) : null}

      {stage === 'checking' || stage === 'unresolved' ? (
        <div className={layout.column}>
          <h4 className={styles.subheading}>{PAYMENT_VERIFYING_TITLE}</h4>
          {outcome !== null && outcome.kind === 'uncertain' ? (
            <Notice tone="warning" role="none" title={outcome.title}>
              {outcome.message}
            </Notice>
          ) : (
            <p className={layout.plainText}>
              Ainda não sabemos se o pagamento foi efectuado. Estamos a confirmar com o M-Pesa; não
              será cobrado outra vez.
            </p>
          )}
          {context.error !== null && stage === 'unresolved' ? (
            <Notice tone="error">{ERROR_MESSAGES[context.error]}</Notice>
          ) : null}
          {stage === 'unresolved' ? (
            <p className={styles.muted}>{PAYMENT_CHECKING_AGAIN_MESSAGE}</p>
          ) : null}
          <div className={layout.actions}>
            <Button
              variant="secondary"
              loading={stage === 'checking'}
              onClick={() => send({ type: 'payment.checkAgain' })}
            >
              {PAYMENT_ACTION_LABELS.checkStatus}
            </Button>
          </div>
        </div>
      ) : null}

      {stage === 'signedOut' ? <Notice tone="warning">{PAYMENT_SIGNED_OUT_MESSAGE}</Notice> : null}
    </section>
  )
}

interface RequestSummaryProps {
  title: string
  message: string
  amount: string
  number: string | null | undefined
  children: ReactNode
}

/** A payment request this tab did not see through: what it was, and what can be done. */
function RequestSummary({ title, message, amount, number, children }: RequestSummaryProps) {
  return (
    <div className={styles.waiting}>
      <h4 className={styles.subheading}>{title}</h4>
      <p className={layout.plainText}>{message}</p>
      {number ? (
        <p className={layout.plainText}>
          Pedido de {amount} ao número {formatMpesaNumber(number)}.
        </p>
      ) : null}
      {children}
    </div>
  )
}

/** How another tab's payment stands, from what this tab last heard of it. */
function describeElsewhere(outcome: PaymentOutcome | null, status: PaymentStatus | null): string {
  if (status === null || outcome === null) return 'A aguardar a confirmação do M-Pesa…'
  if (status === 'pending' && outcome.kind !== 'uncertain')
    return `A aguardar a confirmação. ${PAYMENT_PIN_INSTRUCTION}.`
  return outcome.title
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
  const retry = can({ type: 'payment.retry' }) ? (
    <Button
      key="retry"
      variant={numberFirst ? 'secondary' : 'primary'}
      onClick={() => send({ type: 'payment.retry' })}
    >
      {PAYMENT_ACTION_LABELS.retry}
    </Button>
  ) : null
  const changeNumber = can({ type: 'payment.changeNumber' }) ? (
    <Button
      key="changeNumber"
      variant={numberFirst ? 'primary' : 'secondary'}
      onClick={() => send({ type: 'payment.changeNumber' })}
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
