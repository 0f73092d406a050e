import {
  createPaymentApi,
  createPaymentLogic,
  onWindowOnline,
  type Payment,
  type PaymentApi,
  type PaymentTabChannel,
  type PaymentTabLock,
  paymentTabChannel,
  paymentTabLock,
  type TabInput,
} from '@conecta/mpesa'
import { toApiError } from '@conecta/session-machine'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { apiClient } from '../../api/apiClient'
import { fetchPlans, type PlanCatalogue } from '../../plans/plansApi'
import {
  createSavedSubscriptionStorage,
  type SavedSubscriptionStorage,
} from './savedSubscriptionStorage'
import { fetchPayments } from './subscriptionApi'
import {
  type HistoryAnswer,
  PAYMENT_TO_PARENT,
  type PlansAnswer,
  type SubscriptionActorRef,
  type SubscriptionMachineEvent,
  type SubscriptionMachineInput,
  subscriptionMachine,
} from './subscriptionMachine'

/**
 * The app's edge of the payment: the one place where the subscription actor
 * (subscriptionMachine.ts) and its payment (`paymentMachine` of @conecta/mpesa) get the real
 * network, the tab lock and the tab channel. Views never wire actors.
 */

export interface SubscriptionServices {
  api: PaymentApi
  fetchPlans: (signal: AbortSignal) => Promise<PlanCatalogue>
  fetchPayments: (signal: AbortSignal) => Promise<Payment[]>
  /** The plans and history last shown, kept for offline. */
  saved: SavedSubscriptionStorage
  lock: PaymentTabLock
  channel: PaymentTabChannel
  /** Calls `listener` each time the browser is back online; returns a function that stops. */
  onOnline: (listener: () => void) => () => void
}

/**
 * The subscription actor's logic for the app and stories.
 * @param refreshSession asks the session for the person again (a payment changed the subscription)
 */
export function createSubscriptionLogic(
  services: SubscriptionServices,
  refreshSession: () => void,
) {
  const { lock, channel } = services
  return subscriptionMachine.provide({
    actors: {
      loadPlans: fromPromise<PlansAnswer, TabInput>(async ({ signal, input }) => {
        const kept = await orSavedCopy(
          () => services.fetchPlans(signal),
          () => services.saved.read(input.userId).plans,
        )
        if (!kept.saved) services.saved.savePlans(input.userId, kept.value)
        return { ...kept.value, saved: kept.saved }
      }),
      loadHistory: fromPromise<HistoryAnswer, TabInput>(async ({ signal, input }) => {
        const kept = await orSavedCopy(
          () => services.fetchPayments(signal),
          () => services.saved.read(input.userId).payments,
        )
        if (!kept.saved) services.saved.saveHistory(input.userId, kept.value)
        return { payments: kept.value, saved: kept.saved }
      }),
      watchConnection: fromCallback<SubscriptionMachineEvent>(({ sendBack }) =>
        services.onOnline(() => sendBack({ type: 'subscription.online' })),
      ),
      watchTabs: fromCallback<SubscriptionMachineEvent, TabInput>(({ input, sendBack }) =>
        channel.listen(input.userId, (payment) => sendBack({ type: 'payment.observed', payment })),
      ),
      // A stopped actor runs no exit actions: its person is gone, and another tab may pay.
      releaseTabOnStop: fromCallback<SubscriptionMachineEvent, TabInput>(({ input }) => () => {
        channel.forget(input.userId)
        lock.release(input.userId)
      }),
      // The payment with its network and tab actors, reporting to this actor.
      payment: createPaymentLogic(services, PAYMENT_TO_PARENT),
    },
    actions: { refreshSession },
  })
}

/**
 * The server's answer; or, when there is no connection (no other failure),
 * the copy this phone kept, if any.
 */
async function orSavedCopy<T>(
  ask: () => Promise<T>,
  readSaved: () => T | null,
): Promise<{ value: T; saved: boolean }> {
  try {
    return { value: await ask(), saved: false }
  } catch (error) {
    const saved = toApiError(error).isNetworkError ? readSaved() : null
    if (saved === null) throw error
    return { value: saved, saved: true }
  }
}

/** The browser's services: the Sanctum client, this window's lock and channel. */
export function appSubscriptionServices(): SubscriptionServices {
  return {
    api: createPaymentApi(apiClient),
    fetchPlans,
    fetchPayments,
    saved: createSavedSubscriptionStorage(),
    lock: paymentTabLock,
    channel: paymentTabChannel,
    onOnline: onWindowOnline,
  }
}

/** The person's subscription actor as the app runs it, started (subscriptionActorHost.tsx keeps it). */
export function startSubscriptionActor(
  input: SubscriptionMachineInput,
  refreshSession: () => void,
): SubscriptionActorRef {
  return createActor(createSubscriptionLogic(appSubscriptionServices(), refreshSession), {
    input,
  }).start()
}
