import {
  mpesaPt,
  type PaymentErrorKind,
  type PaymentOutcome,
  type PaymentStage,
  type PaymentStatus,
  type PhoneErrorKind,
  selectPaymentOutcome,
  selectPaymentStage,
} from '@conecta/mpesa'
import { Button, Notice, PhoneField, VisuallyHidden } from '@conecta/ui'
import { useSelector } from '@xstate/react'
import { type FormEvent, useEffect, useId, useRef } from 'react'
import { formatMeticais } from '../../format/formatMeticais'
import { keepNamesWhole, MPesa } from '../../format/keepNamesWhole'
import * as layout from '../../styles/layout.css'
import type { SubscriptionSummary } from './describeSubscription'
import * as styles from './PaymentPanel.css'
import { PaymentReceipt } from './PaymentReceipt'
import { OutcomeActions, OutcomeBanner, RequestSummary, WaitView } from './PaymentStages'
import { PlanTerms } from './PlanTerms'
import type { PaymentActorRef } from './subscriptionMachine'

export interface PaymentPanelProps {
  /** The live payment (subscriptionMachine.ts); this panel only shows it and sends it events. */
  actor: PaymentActorRef
  /** The current subscription: said before paying, what the plan does to a trial or to overdue days. */
  summary: SubscriptionSummary
}

export const PAYMENT_SUBMITTING_MESSAGE = 'A enviar o pedido de pagamento…'
/** While the tab takes the payment lock to follow a payment the server already has. */
export const PAYMENT_OPENING_MESSAGE = 'A carregar o pagamento…'
export const PAYMENT_CHECKING_AGAIN_MESSAGE =
  'Voltamos a verificar automaticamente dentro de momentos. Não será cobrado outra vez.'
/** Beside 'Fechar' while a payment is verified: leaving is safe, and the check goes on. */
export const PAYMENT_VERIFYING_LEAVE_MESSAGE =
  'Pode fechar e continuar a usar o Conecta: não será cobrado outra vez, e a subscrição é actualizada se o pagamento tiver sido efectuado.'
export const PAYMENT_RESUME_TITLE = 'Retomar pagamento'
export const PAYMENT_RESUME_MESSAGE =
  'O seu pedido de pagamento foi enviado, mas não recebemos resposta. Retome-o para saber se foi feito: é o mesmo pedido, não será cobrado duas vezes.'
export const PAYMENT_ELSEWHERE_TITLE = 'Pagamento em curso noutro separador'
export const PAYMENT_ELSEWHERE_MESSAGE =
  'Este pagamento está a ser feito noutro separador ou janela. Acompanhe-o aqui; só pode fazer outro quando este terminar.'
export const PAYMENT_SIGNED_OUT_MESSAGE =
  'A sua sessão terminou. Entre novamente para ver o estado do pagamento; não será cobrado outra vez.'

const ERROR_MESSAGES: Readonly<Record<PaymentErrorKind, string>> = {
  connection: mpesaPt.connectionError,
  check: mpesaPt.checkError,
}

function phoneErrorMessage(kind: PhoneErrorKind): string {
  return kind === 'rejectedByServer' ? mpesaPt.phoneRejected : mpesaPt.phoneNumber[kind]
}

/**
 * The M-Pesa payment of one plan, one screen per stage of the payment actor
 * (`paymentMachine` of @conecta/mpesa): the form, then the wait alone, then the outcome. It
 * decides nothing; it shows the actor's state and sends it the person's taps.
 */
export function PaymentPanel({ actor, summary }: PaymentPanelProps) {
  const snapshot = useSelector(actor, (current) => current)
  const send = actor.send
  const { context } = snapshot
  const stage = selectPaymentStage(snapshot)
  const outcome = selectPaymentOutcome(snapshot)
  const busy = snapshot.hasTag('busy')

  const stageHeading = useRef<HTMLHeadingElement>(null)
  const phoneField = useRef<HTMLInputElement>(null)
  const phoneId = useId()

  // Each new stage replaces what was on screen, the tapped button included:
  // focus moves to its heading, so a screen reader reads it and the keyboard
  // starts from there ('Alterar número' goes to the field).
  // A payment followed from the server opens on 'opening': the stage it then shows is
  // still the panel's first showing, which no tap caused, and focus stays put.
  const shown = useRef<PaymentStage | null>(stage === 'opening' ? null : stage)
  useEffect(() => {
    if (shown.current === null) {
      if (stage !== 'opening') shown.current = stage
      return
    }
    if (shown.current === stage) return
    const wasForm = FORM_STAGES.includes(shown.current)
    shown.current = stage
    if (stage === 'editing' && !wasForm) phoneField.current?.focus()
    else if (!FORM_STAGES.includes(stage)) stageHeading.current?.focus()
  }, [stage])

  useEffect(() => {
    if (context.phoneError !== null) phoneField.current?.focus()
  }, [context.phoneError])

  const plan = context.plan
  const amount = formatMeticais(plan.price)
  const number = context.attempt?.phoneNumber ?? context.phoneNumber
  const close = () => send({ type: 'payment.close' })

  // The number is the field's until "Pagar" (docs/architecture.md#rule-15): read from the form,
  // never kept while typed.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const phone = new FormData(event.currentTarget).get(PHONE_FIELD_NAME)
    send({ type: 'payment.submit', phone: typeof phone === 'string' ? phone : '' })
  }

  if (FORM_STAGES.includes(stage)) {
    const editing = stage === 'editing'
    return (
      <section className={layout.column} aria-labelledby={`${phoneId}-heading`}>
        <h3
          ref={stageHeading}
          id={`${phoneId}-heading`}
          tabIndex={-1}
          className={layout.sectionHeading}
        >
          Pagar o plano {plan.name}
        </h3>
        <p className={styles.muted}>
          {amount} por {plan.duration_days} dias, pago com <MPesa />.
        </p>
        {stage === 'editing' ? <PlanTerms plan={plan} summary={summary} /> : null}
        <VisuallyHidden role="status">
          {stage === 'submitting' ? PAYMENT_SUBMITTING_MESSAGE : ''}
        </VisuallyHidden>
        <form method="post" className={layout.formColumn} onSubmit={onSubmit} noValidate>
          <PhoneField
            ref={phoneField}
            id={phoneId}
            label="Número M-Pesa"
            name={PHONE_FIELD_NAME}
            required
            readOnly={!editing}
            // Uncontrolled: the typed text stays in the field through a refusal, a failed
            // call and "Tentar novamente" (editing, submitting and submitFailed share this
            // one input). Only when the form is mounted again (back to 'editing' after a
            // failed payment, a retry from the result, a return to the tab) does it start
            // from the number last submitted, which is the machine's to remember.
            defaultValue={context.submittedPhone}
            // Editing retires the message about the last number; the text is not copied.
            onChange={() => {
              if (context.phoneError !== null) send({ type: 'payment.phoneEdited' })
            }}
            error={context.phoneError === null ? undefined : phoneErrorMessage(context.phoneError)}
          />
          <div className={layout.actions}>
            <Button type="submit" loading={busy} aria-disabled={!editing || undefined}>
              Pagar {amount}
            </Button>
            {editing ? (
              <Button variant="ghost" onClick={close}>
                Escolher outro plano
              </Button>
            ) : null}
          </div>
        </form>
        {stage === 'submitting' ? (
          <p className={layout.plainText}>{PAYMENT_SUBMITTING_MESSAGE}</p>
        ) : null}
        {stage === 'submitFailed' && context.error !== null ? (
          <Notice
            tone="error"
            action={
              <Button onClick={() => send({ type: 'payment.retry' })}>
                {mpesaPt.actions.retry}
              </Button>
            }
          >
            {ERROR_MESSAGES[context.error]}
          </Notice>
        ) : null}
      </section>
    )
  }

  const forPlan = (
    <p className={styles.muted}>
      Plano {plan.name}, {amount}.
    </p>
  )

  return (
    <section className={layout.column} aria-label={`Pagamento do plano ${plan.name}`}>
      <VisuallyHidden role="status">{announcementOf(stage)}</VisuallyHidden>

      {stage === 'opening' ? <p className={styles.muted}>{PAYMENT_OPENING_MESSAGE}</p> : null}

      {stage === 'waiting' ? (
        <WaitView
          amount={amount}
          planName={plan.name}
          number={number}
          deadline={context.attempt?.deadline}
          headingRef={stageHeading}
        />
      ) : null}

      {stage === 'resumable' ? (
        <RequestSummary
          title={PAYMENT_RESUME_TITLE}
          message={PAYMENT_RESUME_MESSAGE}
          amount={amount}
          number={number}
          headingRef={stageHeading}
        >
          {forPlan}
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
          headingRef={stageHeading}
        >
          {forPlan}
          <p className={layout.plainText}>
            <strong>{describeElsewhere(outcome, context.payment?.status ?? null)}</strong>
          </p>
        </RequestSummary>
      ) : null}

      {stage === 'paid' && context.payment !== null ? (
        <>
          <OutcomeBanner
            tone="success"
            title={mpesaPt.outcomes.paid.title}
            headingRef={stageHeading}
          >
            <p className={layout.plainText}>{mpesaPt.outcomes.paid.message}</p>
          </OutcomeBanner>
          <PaymentReceipt payment={context.payment} planName={plan.name} />
          <div className={layout.actions}>
            <Button variant="secondary" onClick={close}>
              Fechar
            </Button>
          </div>
        </>
      ) : null}

      {(stage === 'failed' || stage === 'unpaid') && outcome !== null ? (
        <>
          <OutcomeBanner tone="failure" title={outcome.title} headingRef={stageHeading}>
            <p className={layout.plainText}>
              {keepNamesWhole(
                // The check that an uncertain code called for is over ('unpaid'):
                // its message ("Vamos confirmar…") no longer holds.
                stage === 'unpaid' && outcome.kind === 'uncertain'
                  ? mpesaPt.confirmedUnpaid
                  : outcome.message,
              )}
            </p>
            {outcome.showCode && outcome.code !== null ? (
              <p className={styles.code}>Código: {outcome.code}</p>
            ) : null}
            {forPlan}
          </OutcomeBanner>
          <OutcomeActions outcome={outcome} can={(event) => snapshot.can(event)} send={send} />
          <div className={layout.actions}>
            <Button variant="ghost" onClick={close}>
              Escolher outro plano
            </Button>
          </div>
        </>
      ) : null}

      {stage === 'checking' || stage === 'unresolved' ? (
        <>
          <OutcomeBanner tone="uncertain" title={mpesaPt.verifyingTitle} headingRef={stageHeading}>
            {outcome !== null && outcome.kind === 'uncertain' ? (
              <>
                <p className={layout.plainText}>
                  <strong>{keepNamesWhole(outcome.title)}</strong>
                </p>
                <p className={layout.plainText}>{keepNamesWhole(outcome.message)}</p>
              </>
            ) : (
              <p className={layout.plainText}>
                {keepNamesWhole(
                  'Ainda não sabemos se o pagamento foi efectuado. Estamos a confirmar com o M-Pesa; não será cobrado outra vez.',
                )}
              </p>
            )}
            {forPlan}
          </OutcomeBanner>
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
              {mpesaPt.actions.checkStatus}
            </Button>
            <Button variant="ghost" onClick={close}>
              Fechar
            </Button>
          </div>
          <p className={styles.muted}>{PAYMENT_VERIFYING_LEAVE_MESSAGE}</p>
        </>
      ) : null}

      {stage === 'signedOut' ? (
        <>
          <h3 ref={stageHeading} tabIndex={-1} className={layout.sectionHeading}>
            Sessão terminada
          </h3>
          <Notice tone="warning">{PAYMENT_SIGNED_OUT_MESSAGE}</Notice>
        </>
      ) : null}
    </section>
  )
}

/** The pay form's number field, as the form data names it. */
const PHONE_FIELD_NAME = 'phone_number'

/** The stages that show the pay form: typing, sending, and a send that got no answer. */
const FORM_STAGES: readonly string[] = ['editing', 'submitting', 'submitFailed']

function announcementOf(stage: string): string {
  if (stage === 'waiting') return `${mpesaPt.outcomes.awaiting.title}. ${mpesaPt.pinInstruction}.`
  if (stage === 'checking') return mpesaPt.verifyingTitle
  if (stage === 'elsewhere') return PAYMENT_ELSEWHERE_TITLE
  return ''
}

/** How another tab's payment stands, from what this tab last heard of it. */
function describeElsewhere(outcome: PaymentOutcome | null, status: PaymentStatus | null): string {
  if (status === null || outcome === null) return 'A aguardar a confirmação do M-Pesa…'
  if (status === 'pending' && outcome.kind !== 'uncertain')
    return `${mpesaPt.outcomes.awaiting.title}. ${mpesaPt.pinInstruction}.`
  return outcome.title
}
