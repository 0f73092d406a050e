import type { Plan } from '@conecta/mpesa'
import type { Subscription } from '@conecta/session-machine'
import { formatMaputoDate } from '../../format/formatMaputoDate'

export const FREE_TRIAL_LABEL = 'Teste gratuito'

export type SubscriptionSummary =
  | {
      kind: 'none'
      canFreeTrial: boolean
    }
  | {
      kind: 'trial' | 'active' | 'expired'
      /** 'Teste gratuito', the plan's name, or its id as a name while the plans are unknown. */
      planLabel: string
      isTrial: boolean
      /** ISO 8601, `null` when the server sent none. */
      endDate: string | null
      /** Days in arrears (docs/product.md#current-user-and-subscription, `dept.days`), 0 when up to date. */
      overdueDays: number
      canFreeTrial: boolean
    }

/**
 * What the subscription tab says about the current subscription. Expired is
 * judged by the end date; without one, days in arrears say it ended.
 */
export function describeSubscription(
  subscription: Subscription | null,
  plans: readonly Plan[],
  now: number = Date.now(),
): SubscriptionSummary {
  if (subscription === null || subscription.type === null) {
    return { kind: 'none', canFreeTrial: subscription?.canFreeTrial ?? true }
  }
  const isTrial = subscription.type === 'freeTrial'
  const planLabel = isTrial
    ? FREE_TRIAL_LABEL
    : (plans.find((plan) => plan.id === subscription.type)?.name ?? readableId(subscription.type))
  const end = subscription.end_date === null ? Number.NaN : Date.parse(subscription.end_date)
  const overdueDays = Math.max(0, subscription.dept.days)
  const ended = Number.isNaN(end) ? overdueDays > 0 : end <= now
  return {
    kind: ended ? 'expired' : isTrial ? 'trial' : 'active',
    planLabel,
    isTrial,
    endDate: subscription.end_date,
    overdueDays,
    canFreeTrial: subscription.canFreeTrial,
  }
}

/**
 * A plan's id as a name, while the plans (and their names) are unknown, offline
 * say: 'mensal' reads 'Mensal', 'pacote_anual' 'Pacote anual'.
 */
function readableId(id: string): string {
  const words = id.replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toLocaleUpperCase('pt') + words.slice(1)
}

/** '1 dia em atraso', '3 dias em atraso'. */
export function formatOverdueDays(days: number): string {
  return days === 1 ? '1 dia em atraso' : `${days} dias em atraso`
}

/** 'os 30 dias do plano Mensal', 'o dia do plano Diário'; the plan alone when its length is unknown. */
function periodOf(plan: Plan): string {
  if (!(plan.duration_days > 0)) return `o plano ${plan.name}`
  return plan.duration_days === 1
    ? `o dia do plano ${plan.name}`
    : `os ${plan.duration_days} dias do plano ${plan.name}`
}

function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`
}

function starts(plan: Plan): string {
  return `${capitalised(periodOf(plan))} ${plan.duration_days === 1 || !(plan.duration_days > 0) ? 'começa' : 'começam'}`
}

/**
 * What paying for a plan does to the current subscription, said before the
 * person pays (docs/product.md#what-a-payment-buys). Each is a function of the
 * plan and the date, exported so tests and stories compare whole sentences.
 */
export const PLAN_TERMS = {
  /** During a trial: the paid days come after it, not on top of today. */
  afterTrial: (plan: Plan, trialEnd: string) =>
    `${starts(plan)} quando o teste gratuito terminar, a ${trialEnd}.`,
  /** An active plan: the new days are added after its end. */
  afterCurrentEnd: (plan: Plan, currentEnd: string) =>
    `${starts(plan)} a ${currentEnd}, quando termina o período actual: não perde nenhum dia.`,
  /** Ended with days in arrears: those days are not charged. */
  overdueNotCharged: (plan: Plan, overdueDays: number) =>
    `${overdueDays === 1 ? 'O dia em atraso não é cobrado' : `Os ${overdueDays} dias em atraso não são cobrados`}. ${starts(plan)} no dia em que o pagamento for confirmado.`,
  /** Nothing running: the days start when the payment is confirmed. */
  fromPayment: (plan: Plan) => `${starts(plan)} no dia em que o pagamento for confirmado.`,
} as const

/**
 * The terms of paying `plan` now, for the current subscription. Follows what
 * the backend does on a paid payment (docs/product.md#what-a-payment-buys):
 * the new period starts at the later of the payment and the current end date,
 * and the days in arrears are cleared, not charged.
 */
export function describePlanTerms(plan: Plan, summary: SubscriptionSummary): string {
  if (summary.kind === 'none') return PLAN_TERMS.fromPayment(plan)
  const end = formatMaputoDate(summary.endDate)
  if (summary.kind === 'trial' && end !== null) return PLAN_TERMS.afterTrial(plan, end)
  if (summary.kind === 'active' && end !== null) return PLAN_TERMS.afterCurrentEnd(plan, end)
  if (summary.overdueDays > 0) return PLAN_TERMS.overdueNotCharged(plan, summary.overdueDays)
  return PLAN_TERMS.fromPayment(plan)
}
