import { fromCallback, fromPromise } from 'xstate'
import type { CreatePaymentInput, Payment, PaymentApi } from './paymentApi.js'
import {
  type GetPaymentInput,
  type PaymentMachineActions,
  type PaymentMachineContext,
  type PaymentMachineEvent,
  paymentMachine,
  type TabInput,
} from './paymentMachine.js'
import { type PaymentTabChannel, paymentTabChannel } from './paymentTabChannel.js'
import { type PaymentTabLock, paymentTabLock } from './paymentTabLock.js'

/** What the payment machine runs on: the network, the other tabs, the connection. */
export interface PaymentServices {
  /** The payment calls, usually `createPaymentApi(sanctumClient)`. */
  api: PaymentApi
  /** @defaultValue this window's lock (Web Locks, else a localStorage lease) */
  lock?: PaymentTabLock
  /** @defaultValue this window's BroadcastChannel */
  channel?: PaymentTabChannel
  /**
   * Calls `listener` each time the browser is back online; returns a function that stops.
   * @defaultValue the window's `online` event; outside a browser, never
   */
  onOnline?: (listener: () => void) => () => void
}

/** What a host hears of a payment; each is optional. */
export type PaymentNews = Partial<
  Pick<PaymentMachineActions, 'onPaid' | 'refreshSubscription' | 'onSettled'>
>

/**
 * The payment machine wired to `services`: what a host starts with
 * `createActor(createPaymentLogic(services), { input })`, or invokes from
 * its own machine. `news` are the machine's actions for a paid payment
 * (`onPaid`), a verified truth that may have changed the subscription
 * (`refreshSubscription`) and any end (`onSettled`).
 */
export function createPaymentLogic(services: PaymentServices, news: PaymentNews = {}) {
  const { api, lock = paymentTabLock, channel = paymentTabChannel } = services
  const onOnline = services.onOnline ?? onWindowOnline
  return paymentMachine.provide({
    actors: {
      createPayment: fromPromise<Payment, CreatePaymentInput>(({ input, signal }) =>
        api.createPayment(input, signal),
      ),
      getPayment: fromPromise<Payment, GetPaymentInput>(({ input, signal }) =>
        api.getPayment(input.paymentId, signal),
      ),
      claimTab: fromPromise<boolean, TabInput>(({ input }) => lock.claim(input.userId)),
      waitForTab: fromPromise<void, TabInput>(({ input, signal }) =>
        lock.whenFree(input.userId, signal),
      ),
      watchTabs: fromCallback<PaymentMachineEvent, TabInput>(({ input, sendBack }) =>
        channel.listen(input.userId, (payment) => sendBack({ type: 'payment.observed', payment })),
      ),
      watchConnection: fromCallback<PaymentMachineEvent>(({ sendBack }) =>
        onOnline(() => sendBack({ type: 'payment.online' })),
      ),
    },
    actions: {
      ...news,
      announcePayment: (
        { context }: { context: PaymentMachineContext },
        params: { payment: Payment | null },
      ) => {
        if (params.payment !== null) channel.announce(context.userId, params.payment)
      },
      releaseTab: ({ context }: { context: PaymentMachineContext }) => {
        channel.forget(context.userId)
        lock.release(context.userId)
      },
    },
  })
}

/**
 * Calls `listener` each time this window is back online; returns a function
 * that stops. Outside a browser it never calls. The default of
 * `PaymentServices.onOnline`.
 */
export function onWindowOnline(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  window.addEventListener('online', listener)
  return () => window.removeEventListener('online', listener)
}
