import type { Payment } from './paymentApi.js'

/** What the holding tab tells the others about its payment, and how they ask for it. */
export type PaymentTabMessage =
  | {
      type: 'payment.live'
      /** The announcing tab: a tab's own news are not news to it. */
      tab: string
      userId: string
      payment: Payment
    }
  | { type: 'payment.query'; tab: string; userId: string }

/** The other tabs' news: the live payment of one user, as the holding tab sees it. */
export interface PaymentTabChannel {
  announce(userId: string, payment: Payment): void
  /** This tab stopped paying for `userId`: it has nothing more to tell. */
  forget(userId: string): void
  /** Calls `listener` for each announcement about `userId`; returns a function that stops. */
  listen(userId: string, listener: (payment: Payment) => void): () => void
}

/**
 * Announcements over BroadcastChannel; where there is none, other tabs poll
 * the server instead. A tab that starts listening asks the paying tab for its
 * payment at once: it may have missed the announcements made before it
 * looked (a slower tap, a tab opened later).
 */
export function createPaymentTabChannel(
  makeChannel: (name: string) => BroadcastChannel | null = defaultChannel,
): PaymentTabChannel {
  const name = 'conecta.payment'
  const tab = Math.random().toString(36).slice(2)
  /** What this tab last announced per user, while it pays: the answer to a question. */
  const live = new Map<string, Payment>()
  let responder: BroadcastChannel | null = null

  function post(message: PaymentTabMessage): void {
    const channel = makeChannel(name)
    if (channel === null) return
    try {
      channel.postMessage(message)
    } finally {
      channel.close()
    }
  }

  function answerQuestions(): void {
    if (responder !== null) return
    responder = makeChannel(name)
    if (responder === null) return
    responder.onmessage = (event: MessageEvent<unknown>) => {
      const message = readMessage(event.data)
      if (message?.type !== 'payment.query' || message.tab === tab) return
      const payment = live.get(message.userId)
      if (payment !== undefined)
        post({ type: 'payment.live', tab, userId: message.userId, payment })
    }
  }

  return {
    announce(userId, payment) {
      live.set(userId, payment)
      answerQuestions()
      post({ type: 'payment.live', tab, userId, payment })
    },
    forget(userId) {
      live.delete(userId)
    },
    listen(userId, listener) {
      const channel = makeChannel(name)
      if (channel === null) return () => {}
      channel.onmessage = (event: MessageEvent<unknown>) => {
        const message = readMessage(event.data)
        if (message?.type !== 'payment.live' || message.tab === tab) return
        if (message.userId === userId) listener(message.payment)
      }
      post({ type: 'payment.query', tab, userId })
      return () => channel.close()
    },
  }
}

function readMessage(data: unknown): PaymentTabMessage | null {
  if (typeof data !== 'object' || data === null) return null
  const message = data as Partial<Record<keyof PaymentTabMessage, unknown>> & { payment?: unknown }
  if (typeof message.tab !== 'string' || typeof message.userId !== 'string') return null
  if (message.type === 'payment.query') {
    return { type: 'payment.query', tab: message.tab, userId: message.userId }
  }
  if (message.type === 'payment.live' && typeof message.payment === 'object' && message.payment) {
    return {
      type: 'payment.live',
      tab: message.tab,
      userId: message.userId,
      payment: message.payment as Payment,
    }
  }
  return null
}

function defaultChannel(name: string): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name)
  } catch {
    return null
  }
}

/** This tab's channel. */
export const paymentTabChannel: PaymentTabChannel = createPaymentTabChannel()
