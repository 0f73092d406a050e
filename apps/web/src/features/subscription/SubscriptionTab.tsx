import { useSessionSend } from '@conecta/session-machine/react'
import { Button, Card, Notice } from '@conecta/ui'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { formatMaputoDate } from '../../format/formatMaputoDate'
import { useSubmission } from '../../forms/useSubmission'
import { usePlans } from '../../plans/usePlans'
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
import type { Payment, Plan } from './paymentApi'
import { paymentAttemptStorage, type StoredAttempt } from './paymentAttemptStorage'
import { paymentTabChannel } from './paymentTabLock'
import * as styles from './SubscriptionTab.css'
import { startFreeTrial } from './subscriptionApi'
import { usePaymentHistory } from './usePaymentHistory'

export const FREE_TRIAL_STARTED_MESSAGE =
  'O seu teste gratuito começou. Aproveite o Conecta; escolha um plano quando quiser continuar.'
export const FREE_TRIAL_USED_MESSAGE =
  'Já usou o teste gratuito nesta conta. Escolha um plano abaixo para activar a subscrição.'

/** /profile/subscription: the current subscription, the free trial, the plans and payment, the history. */
export function SubscriptionTab() {
  const currentUser = useClientSessionUser()
  const subscription = currentUser?.subscription ?? null
  const userId = currentUser === null ? null : String(currentUser.user.id)
  const plansState = usePlans()
  const plans = plansState.status === 'ready' ? plansState.plans : []
  const [history, reloadHistory] = usePaymentHistory()
  const [chosen, setChosen] = useState<Plan | null>(null)
  const [resume, setResume] = useState<StoredAttempt | null>(null)
  const [follow, setFollow] = useState<Payment | null>(null)
  const [panelKey, setPanelKey] = useState(0)
  const plansHeading = useRef<HTMLHeadingElement>(null)
  const plansHeadingId = useId()
  const historyHeadingId = useId()
  const resumeChecked = useRef<string | null>(null)

  // Read after mount, not during render: storage is the browser's alone. Only
  // the signed-in person's own attempt comes back (paymentAttemptStorage.ts).
  useEffect(() => {
    if (userId === null || resumeChecked.current === userId) return
    resumeChecked.current = userId
    const stored = paymentAttemptStorage.read(userId)
    if (stored !== null) {
      setResume(stored)
      setChosen(stored.plan)
    }
  }, [userId])

  // A pending payment on the server (made in another tab, on another phone, or
  // before a reload that lost this tab's storage) is followed, not hidden
  // behind the plans: the server would refuse a second one anyway (409).
  const pendingChecked = useRef(false)
  const pending =
    history.status === 'ready'
      ? (history.payments.find((payment) => payment.status === 'pending') ?? null)
      : null
  const ready = history.status !== 'loading' && plansState.status !== 'loading' && userId !== null
  useEffect(() => {
    if (!ready || pendingChecked.current) return
    pendingChecked.current = true
    if (pending !== null) {
      setChosen((current) => current ?? planFor(pending, plans))
      setFollow((current) => current ?? pending)
    }
  }, [ready, pending, plans])

  // Another tab started paying while this one shows the plans: follow it here.
  const panelOpen = chosen !== null
  useEffect(() => {
    if (userId === null || panelOpen) return
    return paymentTabChannel.listen(userId, (payment) => {
      if (payment.status !== 'pending') return
      setFollow(payment)
      setChosen(planFor(payment, plans))
    })
  }, [userId, panelOpen, plans])

  const summary = describeSubscription(subscription, plans)
  const lastPhoneNumber =
    subscription?.phoneNumber ||
    (history.status === 'ready' ? history.payments[0]?.phone_number : undefined)

  const focusPlans = useCallback(() => {
    plansHeading.current?.scrollIntoView({ block: 'start' })
    plansHeading.current?.focus()
  }, [])

  const closePayment = useCallback(() => {
    setChosen(null)
    setResume(null)
    setFollow(null)
    setPanelKey((key) => key + 1)
    // The panel, and the focus in it, are gone.
    requestAnimationFrame(() => plansHeading.current?.focus())
  }, [])

  return (
    <>
      <CurrentSubscription summary={summary} onRenew={focusPlans} />
      <Card as="section" aria-labelledby={plansHeadingId} className={layout.column}>
        <h2 ref={plansHeading} id={plansHeadingId} tabIndex={-1} className={layout.sectionHeading}>
          {chosen === null ? 'Planos' : 'Pagamento'}
        </h2>
        {chosen !== null && userId !== null ? (
          <PaymentPanel
            key={panelKey}
            userId={userId}
            plan={chosen}
            plans={plans}
            lastPhoneNumber={lastPhoneNumber}
            resume={resume}
            follow={resume === null ? follow : null}
            onSettled={reloadHistory}
            onClose={closePayment}
          />
        ) : plansState.status === 'loading' ? (
          <p className={styles.muted}>A carregar os planos…</p>
        ) : plansState.status === 'failed' ? (
          <Notice tone="error">
            Não foi possível carregar os planos. Verifique a sua ligação e actualize a página.
          </Notice>
        ) : (
          <>
            <p className={layout.plainText}>
              Escolha um plano e pague com M-Pesa. A subscrição é prolongada assim que o pagamento
              for confirmado.
            </p>
            <PlanList
              plans={plans}
              currentPlanId={summary.kind === 'none' ? null : subscription?.type}
              onChoose={setChosen}
            />
          </>
        )}
      </Card>
      <Card as="section" aria-labelledby={historyHeadingId} className={layout.column}>
        <h2 id={historyHeadingId} className={layout.sectionHeading}>
          Histórico de pagamentos
        </h2>
        <PaymentHistory state={history} plans={plans} onRetry={reloadHistory} />
      </Card>
    </>
  )
}

/** The plan a payment is for; a stand-in named after its id while the plans are unknown. */
function planFor(payment: Payment, plans: readonly Plan[]): Plan {
  return (
    plans.find((plan) => plan.id === payment.plan) ?? {
      id: payment.plan,
      name: payment.plan,
      price: payment.amount,
      currency: 'MZN',
      duration_days: 0,
    }
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
              Experimente o Conecta sem pagar nada: o teste gratuito começa já e não precisa de
              M-Pesa.
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
