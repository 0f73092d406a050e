import {
  type Payment,
  type PaymentMachineContext,
  type PaymentMachineEvent,
  type PaymentMachineInput,
  type Plan,
  paymentAttemptStorage,
  paymentMachine,
  type StoredAttempt,
  type TabInput,
} from '@conecta/mpesa'
import type { PaymentHistoryView } from '@conecta/mpesa/react'
import { toApiError } from '@conecta/session-machine'
import {
  type ActorRefFrom,
  assign,
  fromCallback,
  fromPromise,
  type SnapshotFrom,
  sendParent,
  setup,
} from 'xstate'
import type { PlanCatalogue } from '../../plans/plansApi'

/**
 * The subscription of one signed-in person, as one actor (subscriptionActorHost.tsx
 * keeps it for as long as the person is signed in): the plans, the payment
 * history, and the one payment that is live. It alone decides which payment
 * that is, in this order:
 * 1. this tab's own attempt, kept before a reload (`readStoredAttempt`): it is
 *    resumed, or offered for resuming when its POST got no answer;
 * 2. else a payment the server holds as pending (made in another tab, on
 *    another phone, or before a reload that lost this tab's storage): it is
 *    followed, never paid again (the server would refuse a second one, 409);
 * 3. else the plans are shown, and a payment another tab starts meanwhile is
 *    followed here (`watchTabs`); a tap on a plan starts a new one.
 *
 * The payment itself (the attempt, its key, the tab lock, the polls) is the
 * invoked `payment` actor, `paymentMachine` of @conecta/mpesa, with its money rules. Its end
 * (paid or not) reloads the history, and a paid or verified one asks the app
 * to refresh the session (`refreshSession`), so the new expiry shows everywhere.
 *
 * Every actor is declared here; the app provides the network ones once
 * (subscriptionLogic.ts). Stopping this actor (its person is gone) stops the
 * payment and lets another tab pay (`releaseTabOnStop`).
 */

export type PlansState =
  | { status: 'loading' }
  /** `saved`: offline, the copy kept on this phone (savedSubscriptionStorage.ts). */
  | { status: 'ready'; plans: Plan[]; freeTrialDays: number | null; saved: boolean }
  /** `offline`: for want of a connection (asked again when it returns), not a refusal. */
  | { status: 'failed'; offline: boolean }

/** What `MpesaHistory` shows, and on a ready history whether it is the copy kept on this phone. */
export type PaymentHistoryState =
  | Exclude<PaymentHistoryView, { status: 'ready' }>
  /** `saved`: offline, the copy kept on this phone (savedSubscriptionStorage.ts). */
  | { status: 'ready'; payments: Payment[]; saved: boolean }

/** What loading the plans gives: the server's answer, or offline the copy kept on this phone. */
export type PlansAnswer = PlanCatalogue & { saved: boolean }
/** What loading the history gives: the server's answer, or offline the copy kept on this phone. */
export interface HistoryAnswer {
  payments: Payment[]
  saved: boolean
}

export interface SubscriptionMachineInput {
  userId: string
  /** Normalised number of the current subscription's payment, to prefill the field. */
  lastPhoneNumber?: string
}

export interface SubscriptionMachineContext {
  userId: string
  lastPhoneNumber: string | undefined
  plans: PlansState
  history: PaymentHistoryState
  /** What the invoked payment starts from, while one is live. */
  live: Pick<PaymentMachineInput, 'plan' | 'resume' | 'follow'> | null
  /** 'Renovar' asked to pay this plan again, perhaps before the plans were known. */
  renewPlanId: string | null
}

export type SubscriptionMachineEvent =
  | { type: 'subscription.choosePlan'; plan: Plan }
  /** 'Renovar subscrição': pay the current plan again, once the plans are known. */
  | { type: 'subscription.renew'; planId: string }
  | { type: 'plans.retry' }
  | { type: 'history.reload' }
  /** Another tab's news about the payment it is making (BroadcastChannel). */
  | { type: 'payment.observed'; payment: Payment }
  /** From the payment: it ended, paid or not. */
  | { type: 'payment.settled' }
  /** From the payment: the subscription may have changed (paid, or being verified). */
  | { type: 'subscription.changed' }
  /** The browser is back online: what failed or was only a saved copy is asked for again. */
  | { type: 'subscription.online' }

function notProvided(name: string): never {
  throw new Error(`subscriptionMachine: provide the "${name}" actor (see subscriptionLogic.ts)`)
}

/**
 * How the payment tells this actor its news; the app's payment logic gets it
 * too (subscriptionLogic.ts), since `provide` replaces the machine's defaults.
 */
export const PAYMENT_TO_PARENT = {
  onPaid: toParent({ type: 'subscription.changed' }),
  refreshSubscription: toParent({ type: 'subscription.changed' }),
  onSettled: toParent({ type: 'payment.settled' }),
}

function toParent(event: SubscriptionMachineEvent) {
  return sendParent<
    PaymentMachineContext,
    PaymentMachineEvent,
    unknown,
    SubscriptionMachineEvent,
    PaymentMachineEvent
  >(event)
}

/** The plan a payment is for; a stand-in named after its id while the plans are unknown. */
export function planOfPayment(payment: Payment, plans: readonly Plan[]): Plan {
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

function plansOf(state: PlansState): Plan[] {
  return state.status === 'ready' ? state.plans : []
}

function paymentsOf(state: PaymentHistoryState): Payment[] {
  return state.status === 'ready' ? state.payments : []
}

function isOffline(error: unknown): boolean {
  return toApiError(error).isNetworkError
}

function isSavedCopy(state: PlansState | PaymentHistoryState): boolean {
  return state.status === 'ready' && state.saved
}

function pendingIn(history: PaymentHistoryState): Payment | null {
  return paymentsOf(history).find((payment) => payment.status === 'pending') ?? null
}

export const subscriptionMachine = setup({
  types: {
    context: {} as SubscriptionMachineContext,
    events: {} as SubscriptionMachineEvent,
    input: {} as SubscriptionMachineInput,
  },
  actors: {
    loadPlans: fromPromise<PlansAnswer, TabInput>(async () => notProvided('loadPlans')),
    loadHistory: fromPromise<HistoryAnswer, TabInput>(async () => notProvided('loadHistory')),
    watchConnection: fromCallback<SubscriptionMachineEvent>(() => notProvided('watchConnection')),
    readStoredAttempt: fromPromise<StoredAttempt | null, TabInput>(async ({ input }) =>
      paymentAttemptStorage.read(input.userId),
    ),
    // A lone tab: nothing to hear from, nothing to release.
    watchTabs: fromCallback<SubscriptionMachineEvent, TabInput>(() => () => {}),
    releaseTabOnStop: fromCallback<SubscriptionMachineEvent, TabInput>(() => () => {}),
    payment: paymentMachine.provide({ actions: PAYMENT_TO_PARENT }),
  },
  actions: {
    /** The app refreshes the session here. */
    refreshSession: () => {},
    choose: assign((_, params: { plan: Plan }) => ({
      live: { plan: params.plan, resume: null, follow: null },
    })),
    follow: assign(({ context }, params: { payment: Payment }) => ({
      live: {
        plan: planOfPayment(params.payment, plansOf(context.plans)),
        resume: null,
        follow: params.payment,
      },
    })),
    resume: assign((_, params: { attempt: StoredAttempt }) => ({
      live: { plan: params.attempt.plan, resume: params.attempt, follow: null },
    })),
    forgetLive: assign({ live: null }),
    chooseRenewal: assign(({ context }) => {
      const plan = plansOf(context.plans).find((known) => known.id === context.renewPlanId)
      return {
        renewPlanId: null,
        live: plan === undefined ? null : { plan, resume: null, follow: null },
      }
    }),
  },
  guards: {
    isPending: (_, params: { payment: Payment }) => params.payment.status === 'pending',
    // A saved copy's pending payment is old news: only the server's answer is followed.
    hasPendingPayment: ({ context }) =>
      context.plans.status !== 'loading' &&
      !isSavedCopy(context.history) &&
      pendingIn(context.history) !== null,
    // Only `ready` asks it ('failed' asks again on its own): a saved copy is not the server's word.
    plansNeedAsking: ({ context }) => isSavedCopy(context.plans),
    historyNeedsAsking: ({ context }) =>
      context.history.status === 'failed' || isSavedCopy(context.history),
    canRenew: ({ context }) =>
      context.renewPlanId !== null &&
      plansOf(context.plans).some((plan) => plan.id === context.renewPlanId),
    knowsHistoryAndPlans: ({ context }) =>
      context.plans.status !== 'loading' && context.history.status !== 'loading',
  },
}).createMachine({
  id: 'subscription',
  context: ({ input }) => ({
    userId: input.userId,
    lastPhoneNumber: input.lastPhoneNumber,
    plans: { status: 'loading' },
    history: { status: 'loading' },
    live: null,
    renewPlanId: null,
  }),
  invoke: [
    {
      src: 'releaseTabOnStop',
      input: ({ context }) => ({ userId: context.userId }),
    },
    { src: 'watchConnection' },
  ],
  on: {
    'subscription.changed': { actions: 'refreshSession' },
    // Kept until the plans are known; ignored while a payment is live.
    'subscription.renew': {
      actions: assign({ renewPlanId: ({ event }) => event.planId }),
    },
  },
  type: 'parallel',
  states: {
    plans: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadPlans',
            input: ({ context }) => ({ userId: context.userId }),
            onDone: {
              target: 'ready',
              actions: assign({ plans: ({ event }) => ({ status: 'ready', ...event.output }) }),
            },
            onError: {
              target: 'failed',
              actions: assign({
                plans: ({ event }) => ({ status: 'failed', offline: isOffline(event.error) }),
              }),
            },
          },
        },
        // A saved copy stays on screen while the server is asked again.
        ready: {
          on: { 'subscription.online': { guard: 'plansNeedAsking', target: 'loading' } },
        },
        failed: {
          on: {
            'plans.retry': {
              target: 'loading',
              actions: assign({ plans: { status: 'loading' } }),
            },
            'subscription.online': {
              target: 'loading',
              actions: assign({ plans: { status: 'loading' } }),
            },
          },
        },
      },
    },
    history: {
      initial: 'loading',
      // The list on screen stays while it is asked for again.
      on: { 'history.reload': '.loading', 'payment.settled': '.loading' },
      states: {
        loading: {
          invoke: {
            src: 'loadHistory',
            input: ({ context }) => ({ userId: context.userId }),
            onDone: {
              target: 'loaded',
              actions: assign({ history: ({ event }) => ({ status: 'ready', ...event.output }) }),
            },
            onError: {
              target: 'loaded',
              actions: assign({
                history: ({ event }) => ({ status: 'failed', offline: isOffline(event.error) }),
              }),
            },
          },
        },
        loaded: {
          on: { 'subscription.online': { guard: 'historyNeedsAsking', target: 'loading' } },
        },
      },
    },
    payment: {
      initial: 'reading',
      states: {
        reading: {
          invoke: {
            src: 'readStoredAttempt',
            input: ({ context }) => ({ userId: context.userId }),
            onDone: [
              {
                guard: ({ event }) => event.output !== null,
                target: 'paying',
                actions: {
                  type: 'resume',
                  params: ({ event }) => ({ attempt: event.output as StoredAttempt }),
                },
              },
              { target: 'deciding' },
            ],
            onError: 'deciding',
          },
        },
        // Once, on the first news of the history and the plans.
        deciding: {
          always: [
            {
              guard: 'hasPendingPayment',
              target: 'paying',
              actions: {
                type: 'follow',
                params: ({ context }) => ({ payment: pendingIn(context.history) as Payment }),
              },
            },
            { guard: 'knowsHistoryAndPlans', target: 'choosing' },
          ],
        },
        choosing: {
          always: {
            guard: 'canRenew',
            target: 'paying',
            actions: 'chooseRenewal',
          },
          invoke: {
            src: 'watchTabs',
            input: ({ context }) => ({ userId: context.userId }),
          },
          on: {
            'subscription.choosePlan': {
              target: 'paying',
              actions: { type: 'choose', params: ({ event }) => ({ plan: event.plan }) },
            },
            // Another tab started paying while this one shows the plans: follow it here.
            'payment.observed': {
              guard: { type: 'isPending', params: ({ event }) => ({ payment: event.payment }) },
              target: 'paying',
              actions: { type: 'follow', params: ({ event }) => ({ payment: event.payment }) },
            },
          },
        },
        paying: {
          invoke: {
            id: 'payment',
            src: 'payment',
            input: ({ context }) => {
              const live = context.live as NonNullable<SubscriptionMachineContext['live']>
              const lastPhoneNumber =
                context.lastPhoneNumber || paymentsOf(context.history)[0]?.phone_number
              return {
                userId: context.userId,
                plans: plansOf(context.plans),
                ...live,
                ...(lastPhoneNumber ? { lastPhoneNumber } : {}),
              }
            },
            // The person left the payment (another plan, or done with the result).
            onDone: { target: 'choosing', actions: ['forgetLive', assign({ renewPlanId: null })] },
          },
        },
      },
    },
  },
})

export type SubscriptionActorRef = ActorRefFrom<typeof subscriptionMachine>
export type SubscriptionSnapshot = SnapshotFrom<typeof subscriptionMachine>
export type PaymentActorRef = ActorRefFrom<typeof paymentMachine>

export const selectPlans = (snapshot: SubscriptionSnapshot) => snapshot.context.plans
export const selectHistory = (snapshot: SubscriptionSnapshot) => snapshot.context.history

/** The live payment's actor, while one is live. */
export function selectLivePayment(snapshot: SubscriptionSnapshot): PaymentActorRef | undefined {
  return snapshot.children.payment as PaymentActorRef | undefined
}

/** Whether the tab is still finding out which payment is live (its stored attempt, the server's pending one). */
export function selectDeciding(snapshot: SubscriptionSnapshot): boolean {
  return snapshot.matches({ payment: 'reading' }) || snapshot.matches({ payment: 'deciding' })
}
