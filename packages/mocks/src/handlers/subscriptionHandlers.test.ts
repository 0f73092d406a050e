import { describe, expect, it } from 'vitest'
import { createHandlerClient, signIn } from '../../test/support/createHandlerClient'
import { makeSubscriptionInfo } from '../factories/makeSubscriptionInfo'
import { makeUser } from '../factories/makeUser'
import { paymentOutcomes } from '../payments/paymentOutcomes'
import { PAYMENT_PIN_WINDOW_MS } from '../store/createMockStore'

const ana = 'ana.machava@example.co.mz'
const DAY = 86_400_000

const pay = (phone = '258841234560', plan = 'mensal') => ({ plan, phone_number: phone })

async function signedIn(options: Parameters<typeof createHandlerClient>[0] = {}, delay = 8000) {
  const harness = createHandlerClient(
    { users: [makeUser()], ...options },
    { paymentDelayMs: delay },
  )
  await signIn(harness.client, ana)
  return harness
}

describe('GET /api/subscription/plans', () => {
  it('given a visitor, should list the plans in MZN', async () => {
    const { client } = createHandlerClient()
    const body = await (await client.get('/api/subscription/plans')).json()

    expect(body.data.map((plan: { id: string }) => plan.id)).toEqual([
      'mensal',
      'trimestral',
      'anual',
    ])
    expect(body.data[0]).toEqual({
      id: 'mensal',
      name: 'Mensal',
      price: 299,
      currency: 'MZN',
      duration_days: 30,
    })
    // The trial lasts as long as the trial the demo starts (makeSubscriptionInfo).
    expect(body.free_trial_days).toBe(7)
  })
})

describe('POST /api/subscription/free-trial', () => {
  it('after starting the trial, should show it on /api/user and refuse a second one with 409', async () => {
    const { client, clock } = await signedIn()
    const first = await client.post('/api/subscription/free-trial')
    const second = await client.post('/api/subscription/free-trial')
    const { subscription_info } = await (await client.get('/api/user')).json()

    expect(first.status).toBe(204)
    expect(second.status).toBe(409)
    expect(await second.json()).toEqual({ message: 'The free trial has already been used.' })
    expect(subscription_info).toEqual({
      data: {
        start_date: new Date(clock.now()).toISOString(),
        end_date: new Date(clock.now() + 7 * DAY).toISOString(),
        plan: 'free_trial',
        phoneNumber: '',
      },
      can_free_trial: false,
      dept_days: 0,
    })
  })

  it('given an unverified user, should answer 409 not verified', async () => {
    const { client } = await signedIn({ users: [makeUser({ email_verified_at: null })] })
    const response = await client.post('/api/subscription/free-trial')

    expect(await response.json()).toEqual({ message: 'Your email address is not verified.' })
  })
})

describe('POST /api/subscription/payments', () => {
  it('given no Idempotency-Key, should answer 400 and create nothing', async () => {
    const { client, store } = await signedIn()
    const response = await client.post('/api/subscription/payments', pay())

    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'The Idempotency-Key header is required.' })
    expect(store.payments.size).toBe(0)
  })

  it('given a number that is not M-Pesa or an unknown plan, should answer 422', async () => {
    const { client } = await signedIn()
    const response = await client.post('/api/subscription/payments', pay('258821234560', 'vip'), {
      headers: { 'Idempotency-Key': 'k1' },
    })

    expect(response.status).toBe(422)
    expect((await response.json()).errors).toEqual({
      plan: ['The selected plan is invalid.'],
      phone_number: ['The phone number field format is invalid.'],
    })
  })

  it('given the same key twice, even with another body, should return the same payment and charge once', async () => {
    const { client, store, clock } = await signedIn()
    const headers = { 'Idempotency-Key': 'tentativa-1' }
    const first = await client.post('/api/subscription/payments', pay(), { headers })
    const second = await client.post('/api/subscription/payments', pay('258851111114', 'anual'), {
      headers,
    })
    const a = (await first.json()).data
    const b = (await second.json()).data

    expect(first.status).toBe(202)
    expect(second.status).toBe(202)
    expect(b).toEqual(a)
    expect(a).toMatchObject({ status: 'pending', plan: 'mensal', amount: 299, currency: 'MZN' })
    expect(store.payments.size).toBe(1)

    clock.advance(8000)
    const list = (await (await client.get('/api/subscription/payments')).json()).data
    const again = await client.post('/api/subscription/payments', pay(), { headers })
    const { subscription_info } = await (await client.get('/api/user')).json()

    expect(list).toHaveLength(1)
    expect((await again.json()).data.status).toBe('paid')
    expect(subscription_info.data.end_date).toBe(new Date(clock.now() + 30 * DAY).toISOString())
  })

  it('given a double click (two concurrent calls with one key), should create one payment', async () => {
    const { client, store } = await signedIn()
    const headers = { 'Idempotency-Key': 'duplo-clique' }
    const responses = await Promise.all([
      client.post('/api/subscription/payments', pay(), { headers }),
      client.post('/api/subscription/payments', pay(), { headers }),
    ])
    const ids = await Promise.all(
      responses.map(async (response) => (await response.json()).data.id),
    )

    expect(store.payments.size).toBe(1)
    expect(ids[0]).toBe(ids[1])
  })

  it('given the same key from another user, should create a separate payment', async () => {
    const { client, store, newClient } = await signedIn({
      users: [makeUser(), makeUser({ id: 2, email: 'joao@example.co.mz' })],
    })
    const joao = newClient()
    await signIn(joao, 'joao@example.co.mz')
    const headers = { 'Idempotency-Key': 'mesma' }
    await client.post('/api/subscription/payments', pay(), { headers })
    await joao.post('/api/subscription/payments', pay(), { headers })

    expect(store.payments.size).toBe(2)
  })

  it('given a pending payment, a new key should answer 409 with that payment and create nothing', async () => {
    const { client, store } = await signedIn()
    const first = await client.post('/api/subscription/payments', pay('258841234569'), {
      headers: { 'Idempotency-Key': 'separador-1' },
    })
    const second = await client.post('/api/subscription/payments', pay('258851111110', 'anual'), {
      headers: { 'Idempotency-Key': 'separador-2' },
    })
    const replay = await client.post('/api/subscription/payments', pay('258841234569'), {
      headers: { 'Idempotency-Key': 'separador-1' },
    })
    const pending = (await first.json()).data

    expect(second.status).toBe(409)
    expect(await second.json()).toEqual({
      message: 'A payment is already in progress.',
      payment: pending,
    })
    // The key is looked up first: the tab that made the payment still gets it back.
    expect(replay.status).toBe(202)
    expect((await replay.json()).data).toEqual(pending)
    expect(store.payments.size).toBe(1)
  })

  it('given a pending payment that never answers, after the PIN window, should expire it and accept a new one', async () => {
    const { client, store, clock } = await signedIn()
    await client.post('/api/subscription/payments', pay('258841234569'), {
      headers: { 'Idempotency-Key': 'nunca' },
    })
    clock.advance(PAYMENT_PIN_WINDOW_MS)
    const next = await client.post('/api/subscription/payments', pay(), {
      headers: { 'Idempotency-Key': 'depois' },
    })
    const list = (await (await client.get('/api/subscription/payments')).json()).data

    expect(next.status).toBe(202)
    expect(
      list.map((payment: { status: string; code: string | null }) => [
        payment.status,
        payment.code,
      ]),
    ).toEqual([
      ['pending', null],
      ['expired', 'INS-9'],
    ])
    expect(store.payments.size).toBe(2)
  })

  it("given another user's pending payment, should still create this user's", async () => {
    const { client, store, newClient } = await signedIn({
      users: [makeUser(), makeUser({ id: 2, email: 'joao@example.co.mz' })],
    })
    const joao = newClient()
    await signIn(joao, 'joao@example.co.mz')
    await joao.post('/api/subscription/payments', pay('258841234569'), {
      headers: { 'Idempotency-Key': 'joao' },
    })
    const mine = await client.post('/api/subscription/payments', pay(), {
      headers: { 'Idempotency-Key': 'ana' },
    })

    expect(mine.status).toBe(202)
    expect(store.payments.size).toBe(2)
  })

  it.each(paymentOutcomes.map((outcome) => [outcome.lastDigit, outcome] as const))(
    'given a number ending in %i, should settle as documented after the delay',
    async (digit, outcome) => {
      const { client, clock } = await signedIn()
      const created = await client.post('/api/subscription/payments', pay(`25884123456${digit}`), {
        headers: { 'Idempotency-Key': `digit-${digit}` },
      })
      const { id } = (await created.json()).data
      const early = (await (await client.get(`/api/subscription/payments/${id}`)).json()).data
      clock.advance(8000)
      const late = (await (await client.get(`/api/subscription/payments/${id}`)).json()).data
      const { subscription_info } = await (await client.get('/api/user')).json()

      expect(early).toMatchObject({ status: 'pending', code: null, transaction_id: null })
      expect(late).toMatchObject({
        status: outcome.status,
        code: outcome.code,
        message: outcome.message,
      })
      if (outcome.status === 'paid') {
        expect(late.transaction_id).toMatch(/^[A-Z0-9]{10}$/)
        expect(subscription_info.data).toMatchObject({
          plan: 'mensal',
          phoneNumber: `25884123456${digit}`,
        })
      } else {
        expect(late.transaction_id).toBeNull()
        expect(subscription_info.data).toBeNull()
      }
    },
  )

  it('given an active period, after paying, should extend from its end, clear arrears and the trial offer', async () => {
    const { client, clock, store } = await signedIn({}, 0)
    const user = store.users.get(1)
    if (user === undefined) throw new Error('seeded user missing')
    user.subscription_info = makeSubscriptionInfo({ state: 'active', days: 10, now: clock.now() })
    await client.post('/api/subscription/payments', pay('258851234560', 'trimestral'), {
      headers: { 'Idempotency-Key': 'renovar' },
    })
    const { subscription_info } = await (await client.get('/api/user')).json()

    expect(subscription_info).toEqual({
      data: {
        start_date: new Date(clock.now()).toISOString(),
        end_date: new Date(clock.now() + (10 + 90) * DAY).toISOString(),
        plan: 'trimestral',
        phoneNumber: '258851234560',
      },
      can_free_trial: false,
      dept_days: 0,
    })
  })
})

describe('GET /api/subscription/payments', () => {
  it('given several payments, should list only mine, newest first; another’s id is 404', async () => {
    // Settled at once: a pending first payment would refuse the second (409).
    const { client, clock, store, newClient } = await signedIn(
      { users: [makeUser(), makeUser({ id: 2, email: 'joao@example.co.mz' })] },
      0,
    )
    for (const key of ['a', 'b']) {
      await client.post('/api/subscription/payments', pay(), {
        headers: { 'Idempotency-Key': key },
      })
      clock.advance(1000)
    }
    const joao = newClient()
    await signIn(joao, 'joao@example.co.mz')
    const mine = (await (await client.get('/api/subscription/payments')).json()).data
    const foreign = await joao.get(`/api/subscription/payments/${mine[0].id}`)

    expect(mine).toHaveLength(2)
    expect(mine[0].created_at > mine[1].created_at).toBe(true)
    expect(store.idempotencyKeys.get('1:b')).toBe(mine[0].id)
    expect(foreign.status).toBe(404)
    expect((await joao.get('/api/subscription/payments')).status).toBe(200)
  })
})
