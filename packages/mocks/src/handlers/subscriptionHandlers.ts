import { http, type RequestHandler } from 'msw'
import { FREE_TRIAL_DAYS } from '../factories/makeSubscriptionInfo'
import { outcomeForPhoneNumber } from '../payments/paymentOutcomes'
import type { Payment, PaymentRecord } from '../store/MockStore'
import type { Router } from './createRouter'
import { oneOf, regex, required, string, validate } from './validate'

/** A normalised Vodacom M-Pesa number (docs/api-contract.md#phone-numbers). */
export const MPESA_PHONE_PATTERN = /^2588[45]\d{7}$/

const DAY_MS = 86_400_000

const view = (record: PaymentRecord): Payment => ({ ...record.payment })

/** Plans, the free trial and M-Pesa payments. */
export function subscriptionHandlers({ url, route, store, options }: Router): RequestHandler[] {
  const notFound = (id: string) => ({
    message: `No query results for model [App\\Models\\Payment] ${id}`,
  })

  const newestPendingOf = (userId: number): PaymentRecord | undefined =>
    [...store.payments.values()]
      .filter((record) => record.userId === userId && record.payment.status === 'pending')
      .sort((a, b) => b.payment.created_at.localeCompare(a.payment.created_at))[0]

  return [
    // Public: the landing page shows the prices to visitors.
    http.get(
      url('/api/subscription/plans'),
      route({}, (conn) =>
        conn.respond({
          data: store.plans.map((plan) => ({ ...plan })),
          free_trial_days: FREE_TRIAL_DAYS,
        }),
      ),
    ),

    http.post(
      url('/api/subscription/free-trial'),
      route({ verified: true }, (conn) => {
        const user = conn.user
        if (user === null) return conn.respond({ message: 'Unauthenticated.' }, { status: 401 })
        const info = user.subscription_info ?? { data: null, can_free_trial: true, dept_days: 0 }
        if (!info.can_free_trial) {
          return conn.respond({ message: 'The free trial has already been used.' }, { status: 409 })
        }
        const start = store.now()
        user.subscription_info = {
          data: {
            start_date: new Date(start).toISOString(),
            end_date: new Date(start + FREE_TRIAL_DAYS * DAY_MS).toISOString(),
            plan: 'free_trial',
            phoneNumber: '',
          },
          can_free_trial: false,
          dept_days: 0,
        }
        return conn.respond(undefined, { status: 204 })
      }),
    ),

    http.post(
      url('/api/subscription/payments'),
      route({ verified: true }, async (conn) => {
        const user = conn.user
        if (user === null) return conn.respond({ message: 'Unauthenticated.' }, { status: 401 })
        const key = conn.request.headers.get('idempotency-key')?.trim() ?? ''
        // A missing key is a client bug, not something a person can correct in a field: 400.
        if (key === '') {
          return conn.respond(
            { message: 'The Idempotency-Key header is required.' },
            { status: 400 },
          )
        }
        // Everything async happens before the key is looked up, so two concurrent calls with one
        // key (a double click) cannot both miss it and both create a payment.
        const body = await conn.body()
        // The key decides before the body: a retry with a changed body must not charge again.
        const existing = store.idempotencyKeys.get(`${user.id}:${key}`)
        const replayed = existing === undefined ? undefined : store.readPayment(existing)
        if (replayed !== undefined) return conn.respond({ data: view(replayed) }, { status: 202 })

        // One live payment per user: a second tab, or a second phone, gets the pending one to
        // follow instead of a second charge.
        store.settlePaymentsOf(user.id)
        const live = newestPendingOf(user.id)
        if (live !== undefined) {
          return conn.respond(
            { message: 'A payment is already in progress.', payment: view(live) },
            { status: 409 },
          )
        }

        const errors = validate(body, {
          plan: [required, string, oneOf(store.plans.map((plan) => plan.id))],
          phone_number: [required, string, regex(MPESA_PHONE_PATTERN)],
        })
        if (errors !== null) return conn.validationError(errors)
        const plan = store.plans.find((candidate) => candidate.id === body.plan)
        const phoneNumber = String(body.phone_number)
        const outcome = outcomeForPhoneNumber(phoneNumber)
        const record = store.addPayment({
          userId: user.id,
          idempotencyKey: key,
          plan: plan?.id,
          amount: plan?.price,
          phone_number: phoneNumber,
          settlesAt: outcome.settles ? store.now() + options.paymentDelayMs : null,
        })
        return conn.respond({ data: view(record) }, { status: 202 })
      }),
    ),

    http.get(
      url('/api/subscription/payments/:id'),
      route({ verified: true }, (conn) => {
        const id = String(conn.params.id)
        const record = store.payments.get(id)
        if (record === undefined || record.userId !== conn.user?.id) {
          return conn.respond(notFound(id), { status: 404 })
        }
        store.readPayment(id)
        return conn.respond({ data: view(record) })
      }),
    ),

    http.get(
      url('/api/subscription/payments'),
      route({ verified: true }, (conn) => {
        const userId = conn.user?.id
        const records = [...store.payments.values()].filter((record) => record.userId === userId)
        for (const record of records) store.readPayment(record.payment.id)
        const newestFirst = records
          .map((record, index) => ({ record, index }))
          .sort(
            (a, b) =>
              b.record.payment.created_at.localeCompare(a.record.payment.created_at) ||
              b.index - a.index,
          )
        return conn.respond({ data: newestFirst.map(({ record }) => view(record)) })
      }),
    ),
  ]
}
