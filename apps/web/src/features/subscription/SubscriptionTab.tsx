import { useSessionSend } from '@conecta/session-machine/react'
import { Button, Card, FullPageSpinner, Notice } from '@conecta/ui'
import { useSelector } from '@xstate/react'
import { useCallback, useEffect, useId, useRef } from 'react'
import { formatMaputoDate } from '../../format/formatMaputoDate'
import { MPesa } from '../../format/keepNamesWhole'
import { useSubmission } from '../../forms/useSubmission'
import { useClientSessionUser } from '../../session/useClientSession'
import * as layout from '../../styles/layout.css'
import {
  describeSubscription,
  formatOverdueDays,
  type SubscriptionSummary,
} from './describeSubscription'
import { PaymentHistory } from './PaymentHistory'
import { PaymentPanel } from './PaymentPanel'
import { PlanList } from './PlanList'
import { usePaymentActorHost } from './paymentActorHost'
import * as styles from './SubscriptionTab.css'
import { startFreeTrial } from './subscriptionApi'
import { startSubscriptionActor } from './subscriptionLogic'
import {
  type SubscriptionActorRef,
  selectDeciding,
  selectHistory,
  selectLivePayment,
  selectPlans,
} from './subscriptionMachine'

export const FREE_TRIAL_STARTED_MESSAGE =
  'O seu teste gratuito começou. Aproveite o Conecta; escolha um plano quando quiser continuar.'
export const FREE_TRIAL_USED_MESSAGE =
  'Já usou o teste gratuito nesta conta. Escolha um plano abaixo para activar a subscrição.'

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
  const host = usePaymentActorHost()
  const currentUser = useClientSessionUser()
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
  const subscription = useClientSessionUser()?.subscription ?? null
  const plansState = useSelector(actor, selectPlans)
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
      <CurrentSubscription summary={summary} onRenew={renew} />
      <Card as="section" aria-labelledby={plansHeadingId} className={layout.column}>
        <h2 ref={plansHeading} id={plansHeadingId} tabIndex={-1} className={layout.sectionHeading}>
          {hasPayment ? 'Pagamento' : 'Planos'}
        </h2>
        {payment !== undefined ? (
          <PaymentPanel actor={payment} summary={summary} />
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
            <PlanList
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
        <PaymentHistory
          state={history}
          plans={plans}
          onRetry={() => actor.send({ type: 'history.reload' })}
        />
      </Card>
    </>
  )
}

interface CurrentSubscriptionProps {
  summary: SubscriptionSummary
  onRenew: () => void
}

function CurrentSubscription({ summary, onRenew }: CurrentSubscriptionProps) {
  const send = useSessionSend()
  const refresh = useCallback(() => send({ type: 'session.refresh' }), [send])
  const trial = useSubmission(startFreeTrial, refresh)
  const trialUsed = trial.failure?.status === 409

  useEffect(() => {
    // The server knows better than the stored user: stop offering the trial.
    if (trialUsed) refresh()
  }, [trialUsed, refresh])

  const trialNotices = (
    <>
      {trial.state.status === 'succeeded' ? (
        <Notice tone="success">{FREE_TRIAL_STARTED_MESSAGE}</Notice>
      ) : null}
      {trialUsed ? <Notice tone="warning">{FREE_TRIAL_USED_MESSAGE}</Notice> : null}
      {trial.failure !== null && !trialUsed ? (
        <Notice tone="error">{trial.failure.message}</Notice>
      ) : null}
    </>
  )

  if (summary.kind === 'none') {
    return (
      <Card as="section" title="A sua subscrição" className={layout.column}>
        <p className={layout.plainText}>Ainda não tem uma subscrição.</p>
        {summary.canFreeTrial ? (
          <>
            <p className={layout.plainText}>
              Experimente o Conecta sem pagar nada: o teste gratuito começa já e não precisa de{' '}
              <MPesa />.
            </p>
            <div className={layout.actions}>
              <Button loading={trial.pending} onClick={() => void trial.submit()}>
                Iniciar teste gratuito
              </Button>
            </div>
          </>
        ) : (
          <p className={layout.plainText}>Escolha um plano abaixo para activar a subscrição.</p>
        )}
        {trialNotices}
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
      className={layout.column}
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
      {trialNotices}
    </Card>
  )
}
