import { selectTrialAnswer, trialMachine } from '@conecta/mpesa'
import { MpesaCheckout, MpesaHistory, MpesaPlans, MpesaTrial } from '@conecta/mpesa/react'
import { toApiError } from '@conecta/session-machine'
import { useSessionSend } from '@conecta/session-machine/react'
import { Button, Card, FullPageSpinner, Notice, useOnlineStatus } from '@conecta/ui'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useId, useRef } from 'react'
import { Link } from 'react-router-dom'
import { fromPromise } from 'xstate'
import { formatMaputoDate } from '../../format/formatMaputoDate'
import { MPesa } from '../../format/keepNamesWhole'
import { useProfileUser } from '../../session/useProfileUser'
import * as layout from '../../styles/layout.css'
import {
  describeSubscription,
  formatOverdueDays,
  type SubscriptionSummary,
} from './describeSubscription'
import { PaymentReceipt } from './PaymentReceipt'
import { PlanTerms } from './PlanTerms'
import * as receiptStyles from './ReceiptActions.css'
import { receiptPath } from './receiptPath'
import * as styles from './SubscriptionTab.css'
import { useSubscriptionActorHost } from './subscriptionActorHost'
import { startFreeTrial } from './subscriptionApi'
import { startSubscriptionActor } from './subscriptionLogic'
import {
  type SubscriptionActorRef,
  selectDeciding,
  selectHistory,
  selectLivePayment,
  selectPlans,
} from './subscriptionMachine'

export const PLANS_OFFLINE_TEXT = 'Os planos aparecem aqui assim que a ligação voltar.'

/** A failed free trial in the app's words: the client's Portuguese message (a 500, no connection…). */
const describeTrialError = (error: unknown) => toApiError(error).message

/** /profile/subscription: the current subscription, the free trial, the plans and payment, the history. */
export function SubscriptionTab() {
  const actor = useSubscriptionActor()
  return actor === null ? <FullPageSpinner /> : <SubscriptionSections actor={actor} />
}

/**
 * The signed-in person's subscription actor (subscriptionMachine.ts), kept by
 * the host beside the session; `null` until the host runs.
 */
function useSubscriptionActor(): SubscriptionActorRef | null {
  const host = useSubscriptionActorHost()
  const currentUser = useProfileUser()
  const sendSession = useSessionSend()
  if (host === null || currentUser === null) return null
  const userId = String(currentUser.user.id)
  const lastPhoneNumber = currentUser.subscription?.phoneNumber || undefined
  return host.actorFor(userId, () =>
    startSubscriptionActor({ userId, ...(lastPhoneNumber ? { lastPhoneNumber } : {}) }, () =>
      sendSession({ type: 'session.refresh' }),
    ),
  )
}

function SubscriptionSections({ actor }: { actor: SubscriptionActorRef }) {
  const subscription = useProfileUser()?.subscription ?? null
  const plansState = useSelector(actor, selectPlans)
  const online = useOnlineStatus()
  const history = useSelector(actor, selectHistory)
  const payment = useSelector(actor, selectLivePayment)
  const deciding = useSelector(actor, selectDeciding)
  const plans = plansState.status === 'ready' ? plansState.plans : []
  const plansHeading = useRef<HTMLHeadingElement>(null)
  const plansHeadingId = useId()
  const historyHeadingId = useId()

  const summary = describeSubscription(subscription, plans)

  // A payment opened or closed replaces the section's content: focus goes to
  // its heading ('Pagamento' or 'Planos'). Not on the tab's first showing.
  const hasPayment = payment !== undefined
  const shown = useRef<boolean | null>(null)
  useEffect(() => {
    if (deciding) return
    if (shown.current !== null && shown.current !== hasPayment) plansHeading.current?.focus()
    shown.current = hasPayment
  }, [deciding, hasPayment])

  const currentPlanId = summary.kind === 'none' || summary.isTrial ? null : subscription?.type
  const renew = useCallback(() => {
    // 'Renovar' pays the current plan again (once the plans are known); the
    // plans are the choice when there is none, and stay in view meanwhile.
    if (currentPlanId) actor.send({ type: 'subscription.renew', planId: currentPlanId })
    plansHeading.current?.scrollIntoView({ block: 'start' })
    plansHeading.current?.focus()
  }, [actor, currentPlanId])

  return (
    <>
      <CurrentSubscription
        summary={summary}
        onRenew={renew}
        paying={hasPayment}
        freeTrialDays={plansState.status === 'ready' ? plansState.freeTrialDays : null}
      />
      <Card as="section" aria-labelledby={plansHeadingId} className={layout.column}>
        <h2 ref={plansHeading} id={plansHeadingId} tabIndex={-1} className={layout.sectionHeading}>
          {hasPayment ? 'Pagamento' : 'Planos'}
        </h2>
        {payment !== undefined ? (
          <MpesaCheckout
            actor={payment}
            renderTerms={(plan) => <PlanTerms plan={plan} summary={summary} />}
            renderReceipt={(paid, planName) => (
              <PaymentReceipt payment={paid} planName={planName} />
            )}
          />
        ) : plansState.status === 'failed' && plansState.offline && !online ? (
          // The page's offline notice says it once; the plans are asked again when the
          // browser is back online (a server out of reach meanwhile gets the retry below).
          <p className={styles.muted}>{PLANS_OFFLINE_TEXT}</p>
        ) : plansState.status === 'failed' ? (
          <Notice
            tone="error"
            action={
              <Button variant="secondary" onClick={() => actor.send({ type: 'plans.retry' })}>
                Tentar novamente
              </Button>
            }
          >
            Não foi possível carregar os planos. Verifique a sua ligação e tente novamente.
          </Notice>
        ) : plansState.status === 'loading' || deciding ? (
          <p className={styles.muted}>A carregar os planos…</p>
        ) : (
          <>
            <p className={layout.plainText}>
              Escolha um plano e pague com <MPesa />. A subscrição é prolongada assim que o
              pagamento for confirmado.
            </p>
            <MpesaPlans
              plans={plans}
              currentPlanId={summary.kind === 'none' ? null : subscription?.type}
              onChoose={(plan) => actor.send({ type: 'subscription.choosePlan', plan })}
            />
          </>
        )}
      </Card>
      <Card as="section" aria-labelledby={historyHeadingId} className={layout.column}>
        <h2 id={historyHeadingId} className={layout.sectionHeading}>
          Histórico de pagamentos
        </h2>
        <MpesaHistory
          history={history}
          plans={plans}
          onRetry={() => actor.send({ type: 'history.reload' })}
          renderReceiptLink={(payment, label) => (
            <Link className={receiptStyles.receiptLink} to={receiptPath(payment.id)}>
              {label}
            </Link>
          )}
        />
      </Card>
    </>
  )
}

interface CurrentSubscriptionProps {
  summary: SubscriptionSummary
  onRenew: () => void
  /** A payment is open below: what the trial's button said is old news from then on. */
  paying: boolean
  /** How long the trial lasts, once the plans say (`null` until then, or if they never do). */
  freeTrialDays: number | null
}

function CurrentSubscription({
  summary,
  onRenew,
  paying,
  freeTrialDays,
}: CurrentSubscriptionProps) {
  const send = useSessionSend()
  const trial = useActorRef(
    trialMachine.provide({
      actors: { startTrial: fromPromise(startFreeTrial) },
      // Started, or known to be used: the stored user no longer tells the truth.
      actions: { refreshSubscription: () => send({ type: 'session.refresh' }) },
    }),
  )
  // Started, and the refresh still on its way: the stored user says there is no subscription yet.
  // The trial's answer is the news until the refresh brings its dates, not "Ainda não tem uma
  // subscrição." beside "O seu teste gratuito começou".
  const trialStarted = useSelector(trial, selectTrialAnswer) === 'started'
  // One key in both cards: the refreshed summary replaces the card's lines, not the trial's answer,
  // which keeps the focus it took from the button.
  const trialBlock = (offered: boolean) => (
    <MpesaTrial
      key="trial"
      actor={trial}
      offered={offered}
      freeTrialDays={freeTrialDays}
      paying={paying}
      describeError={describeTrialError}
    />
  )

  if (summary.kind === 'none') {
    return (
      <Card as="section" title="A sua subscrição" className={`${layout.column} ${styles.summary}`}>
        {trialStarted ? null : <p className={layout.plainText}>Ainda não tem uma subscrição.</p>}
        {summary.canFreeTrial || trialStarted ? null : (
          <p className={layout.plainText}>Escolha um plano abaixo para activar a subscrição.</p>
        )}
        {trialBlock(summary.canFreeTrial)}
      </Card>
    )
  }

  const endDate = formatMaputoDate(summary.endDate)
  const expired = summary.kind === 'expired'
  const needsRenewal = expired || summary.overdueDays > 0

  return (
    <Card
      as="section"
      title={expired ? 'Subscrição expirada' : 'A sua subscrição'}
      className={`${layout.column} ${styles.summary}`}
    >
      <p className={layout.plainText}>
        Plano actual: <strong>{summary.planLabel}</strong>
      </p>
      {endDate !== null ? (
        <p className={layout.plainText}>
          {expired ? `Expirou a ${endDate}` : `Válida até ${endDate}`}
        </p>
      ) : null}
      {summary.overdueDays > 0 ? (
        <p className={styles.overdue}>{formatOverdueDays(summary.overdueDays)}</p>
      ) : null}
      {summary.kind === 'trial' ? (
        <p className={styles.muted}>Para continuar depois do teste, escolha um plano abaixo.</p>
      ) : null}
      {needsRenewal ? (
        <div className={layout.actions}>
          <Button onClick={onRenew}>Renovar subscrição</Button>
        </div>
      ) : null}
      {trialBlock(false)}
    </Card>
  )
}
