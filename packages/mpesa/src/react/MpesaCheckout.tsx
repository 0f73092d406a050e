'use client'

import { Button, Notice, PhoneField, VisuallyHidden } from '@conecta/ui'
import { useSelector } from '@xstate/react'
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import { formatMeticais } from '../mpesaFormat.js'
import type { MpesaPaymentStrings, PaymentOutcome } from '../mpesaStrings.js'
import type { Payment, PaymentStatus, Plan } from '../paymentApi.js'
import {
  type PaymentErrorKind,
  type PaymentStage,
  type PhoneErrorKind,
  type paymentMachine,
  selectPaymentOutcome,
  selectPaymentStage,
} from '../paymentMachine.js'
import * as styles from './checkout.css.js'
import { keepMpesaWhole } from './keepMpesaWhole.js'
import { usePaymentStrings } from './MpesaProvider.js'
import { MpesaReceipt } from './MpesaReceipt.js'
import { OutcomeActions, OutcomeBanner, RequestSummary, WaitView } from './PaymentStages.js'

/** A running payment: `createActor(createPaymentLogic(…), { input })`, or a parent's child. */
export type PaymentActorRef = ActorRefFrom<typeof paymentMachine>

export interface MpesaCheckoutProps {
  /** The live payment; the checkout only shows it and sends it the person's taps. */
  actor: PaymentActorRef
  /**
   * What paying for `plan` does, said under the price before "Pagar" (when the
   * paid days start, what happens to a trial): the host knows its subscription.
   */
  renderTerms?: (plan: Plan) => ReactNode
  /**
   * The receipt once paid.
   * @defaultValue the payment's facts (`MpesaReceipt`)
   */
  renderReceipt?: (payment: Payment, planName: string) => ReactNode
}

/**
 * The M-Pesa payment of one plan, one screen per stage of the payment actor
 * (`paymentMachine`): the form, then the wait for the PIN alone, then the
 * outcome and the receipt. It decides nothing; it shows the actor's state and
 * sends it the person's taps. Its words come from the nearest `MpesaProvider`.
 */
export function MpesaCheckout({
  actor,
  renderTerms,
  renderReceipt = defaultReceipt,
}: MpesaCheckoutProps) {
  const strings = usePaymentStrings()
  const snapshot = useSelector(actor, (current) => current)
  const send = actor.send
  const { context } = snapshot
  const stage = selectPaymentStage(snapshot)
  const outcome = selectPaymentOutcome(snapshot, strings)
  const busy = snapshot.hasTag('busy')
  const { checkout } = strings

  const stageHeading = useRef<HTMLHeadingElement>(null)
  const phoneField = useRef<HTMLInputElement>(null)
  const phoneId = useId()

  // Each new stage replaces what was on screen, the tapped button included:
  // focus moves to its heading, so a screen reader reads it and the keyboard
  // starts from there ('Alterar número' goes to the field).
  // A payment followed from the server opens on 'opening': the stage it then shows is
  // still the checkout's first showing, which no tap caused, and focus stays put.
  const shown = useRef<PaymentStage | null>(stage === 'opening' ? null : stage)
  useEffect(() => {
    if (shown.current === null) {
      if (stage !== 'opening') shown.current = stage
      return
    }
    if (shown.current === stage) return
    const wasForm = isFormStage(shown.current)
    shown.current = stage
    if (stage === 'editing' && !wasForm) phoneField.current?.focus()
    else if (!isFormStage(stage)) stageHeading.current?.focus()
  }, [stage])

  useEffect(() => {
    if (context.phoneError !== null) phoneField.current?.focus()
  }, [context.phoneError])

  const plan = context.plan
  const amount = formatMeticais(plan.price, strings)
  const number = context.attempt?.phoneNumber ?? context.phoneNumber
  const close = () => send({ type: 'payment.close' })

  // The number is the field's until "Pagar": read from the form, never kept while typed.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const phone = new FormData(event.currentTarget).get(PHONE_FIELD_NAME)
    send({ type: 'payment.submit', phone: typeof phone === 'string' ? phone : '' })
  }

  if (isFormStage(stage)) {
    const editing = stage === 'editing'
    return (
      <section className={styles.column} aria-labelledby={`${phoneId}-heading`}>
        <h3
          ref={stageHeading}
          id={`${phoneId}-heading`}
          tabIndex={-1}
          className={styles.stageHeading}
        >
          {checkout.payPlanHeading(plan.name)}
        </h3>
        <p className={styles.muted}>
          {keepMpesaWhole(checkout.planPrice(amount, plan.duration_days))}
        </p>
        {editing && renderTerms !== undefined ? renderTerms(plan) : null}
        <VisuallyHidden role="status">
          {stage === 'submitting' ? checkout.submitting : ''}
        </VisuallyHidden>
        <form method="post" className={styles.formColumn} onSubmit={onSubmit} noValidate>
          <PhoneField
            ref={phoneField}
            id={phoneId}
            label={checkout.phoneLabel}
            name={PHONE_FIELD_NAME}
            required
            readOnly={!editing}
            // Uncontrolled: the typed text stays in the field through a refusal, a failed
            // call and "Tentar novamente" (editing, submitting and submitFailed share this
            // one input). Only when the form is mounted again (back to 'editing' after a
            // failed payment, a retry from the result, a return to the page) does it start
            // from the number last submitted, which is the machine's to remember.
            defaultValue={context.submittedPhone}
            // Editing retires the message about the last number; the text is not copied.
            onChange={() => {
              if (context.phoneError !== null) send({ type: 'payment.phoneEdited' })
            }}
            error={
              context.phoneError === null
                ? undefined
                : phoneErrorMessage(context.phoneError, strings)
            }
          />
          <div className={styles.actions}>
            <Button type="submit" loading={busy} aria-disabled={!editing || undefined}>
              {checkout.pay(amount)}
            </Button>
            {editing ? (
              <Button variant="ghost" onClick={close}>
                {checkout.choosePlan}
              </Button>
            ) : null}
          </div>
        </form>
        {stage === 'submitting' ? <p className={styles.plainText}>{checkout.submitting}</p> : null}
        {stage === 'submitFailed' && context.error !== null ? (
          <Notice
            tone="error"
            action={
              <Button onClick={() => send({ type: 'payment.retry' })}>
                {strings.actions.retry}
              </Button>
            }
          >
            {errorMessage(context.error, strings)}
          </Notice>
        ) : null}
      </section>
    )
  }

  const forPlan = <p className={styles.muted}>{checkout.forPlan(plan.name, amount)}</p>

  return (
    <section className={styles.column} aria-label={checkout.paymentOf(plan.name)}>
      <VisuallyHidden role="status">{announcementOf(stage, strings)}</VisuallyHidden>

      {stage === 'opening' ? <p className={styles.muted}>{checkout.opening}</p> : null}

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
          title={checkout.resumeTitle}
          message={checkout.resumeMessage}
          amount={amount}
          number={number}
          headingRef={stageHeading}
        >
          {forPlan}
          <div className={styles.actions}>
            <Button onClick={() => send({ type: 'payment.resume' })}>{checkout.resumeTitle}</Button>
          </div>
        </RequestSummary>
      ) : null}

      {stage === 'elsewhere' ? (
        <RequestSummary
          title={checkout.elsewhereTitle}
          message={checkout.elsewhereMessage}
          amount={amount}
          number={number}
          headingRef={stageHeading}
        >
          {forPlan}
          <p className={styles.plainText}>
            <strong>
              {keepMpesaWhole(describeElsewhere(outcome, context.payment?.status ?? null, strings))}
            </strong>
          </p>
        </RequestSummary>
      ) : null}

      {stage === 'paid' && context.payment !== null ? (
        <>
          <OutcomeBanner
            tone="success"
            title={strings.outcomes.paid.title}
            headingRef={stageHeading}
          >
            <p className={styles.plainText}>{strings.outcomes.paid.message}</p>
          </OutcomeBanner>
          {renderReceipt(context.payment, plan.name)}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={close}>
              {checkout.close}
            </Button>
          </div>
        </>
      ) : null}

      {(stage === 'failed' || stage === 'unpaid') && outcome !== null ? (
        <>
          <OutcomeBanner tone="failure" title={outcome.title} headingRef={stageHeading}>
            <p className={styles.plainText}>
              {keepMpesaWhole(
                // The check that an uncertain code called for is over ('unpaid'):
                // its message ("Vamos confirmar…") no longer holds.
                stage === 'unpaid' && outcome.kind === 'uncertain'
                  ? strings.confirmedUnpaid
                  : outcome.message,
              )}
            </p>
            {outcome.showCode && outcome.code !== null ? (
              <p className={styles.code}>{checkout.code(outcome.code)}</p>
            ) : null}
            {forPlan}
          </OutcomeBanner>
          <OutcomeActions outcome={outcome} can={(event) => snapshot.can(event)} send={send} />
          <div className={styles.actions}>
            <Button variant="ghost" onClick={close}>
              {checkout.choosePlan}
            </Button>
          </div>
        </>
      ) : null}

      {stage === 'checking' || stage === 'unresolved' ? (
        <>
          <OutcomeBanner tone="uncertain" title={strings.verifyingTitle} headingRef={stageHeading}>
            {outcome !== null && outcome.kind === 'uncertain' ? (
              <>
                <p className={styles.plainText}>
                  <strong>{keepMpesaWhole(outcome.title)}</strong>
                </p>
                <p className={styles.plainText}>{keepMpesaWhole(outcome.message)}</p>
              </>
            ) : (
              <p className={styles.plainText}>{keepMpesaWhole(checkout.verifyingUnknown)}</p>
            )}
            {forPlan}
          </OutcomeBanner>
          {context.error !== null && stage === 'unresolved' ? (
            <Notice tone="error">{errorMessage(context.error, strings)}</Notice>
          ) : null}
          {stage === 'unresolved' ? <p className={styles.muted}>{checkout.checkingAgain}</p> : null}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              loading={stage === 'checking'}
              onClick={() => send({ type: 'payment.checkAgain' })}
            >
              {strings.actions.checkStatus}
            </Button>
            <Button variant="ghost" onClick={close}>
              {checkout.close}
            </Button>
          </div>
          <p className={styles.muted}>{checkout.verifyingLeave}</p>
        </>
      ) : null}

      {stage === 'signedOut' ? (
        <>
          <h3 ref={stageHeading} tabIndex={-1} className={styles.stageHeading}>
            {checkout.signedOutTitle}
          </h3>
          <Notice tone="warning">{checkout.signedOutMessage}</Notice>
        </>
      ) : null}
    </section>
  )
}

function defaultReceipt(payment: Payment, planName: string): ReactNode {
  return <MpesaReceipt payment={payment} planName={planName} />
}

/** The pay form's number field, as the form data names it. */
const PHONE_FIELD_NAME = 'phone_number'

/** The stages that show the pay form: typing, sending, and a send that got no answer. */
function isFormStage(stage: PaymentStage): boolean {
  return stage === 'editing' || stage === 'submitting' || stage === 'submitFailed'
}

function errorMessage(kind: PaymentErrorKind, strings: MpesaPaymentStrings): string {
  return kind === 'connection' ? strings.connectionError : strings.checkError
}

function phoneErrorMessage(kind: PhoneErrorKind, strings: MpesaPaymentStrings): string {
  return kind === 'rejectedByServer' ? strings.phoneRejected : strings.phoneNumber[kind]
}

function announcementOf(stage: PaymentStage, strings: MpesaPaymentStrings): string {
  if (stage === 'waiting') return `${strings.outcomes.awaiting.title}. ${strings.pinInstruction}.`
  if (stage === 'checking') return strings.verifyingTitle
  if (stage === 'elsewhere') return strings.checkout.elsewhereTitle
  return ''
}

/** How another tab's payment stands, from what this tab last heard of it. */
function describeElsewhere(
  outcome: PaymentOutcome | null,
  status: PaymentStatus | null,
  strings: MpesaPaymentStrings,
): string {
  if (status === null || outcome === null) return strings.checkout.elsewhereWaiting
  if (status === 'pending' && outcome.kind !== 'uncertain')
    return `${strings.outcomes.awaiting.title}. ${strings.pinInstruction}.`
  return outcome.title
}
