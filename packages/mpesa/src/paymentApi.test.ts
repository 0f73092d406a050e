// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { makeTestPayment } from '../test/paymentFixtures.js'
import { createPaymentApi, type PaymentHttpClient, readPayment } from './paymentApi.js'

const payment = makeTestPayment()

function fakeClient(answer: unknown) {
  const post = vi.fn(async () => answer)
  const get = vi.fn(async () => answer)
  // The generic methods cannot be typed by vi.fn; the cast only widens the answer type.
  return { client: { post, get } as unknown as PaymentHttpClient, post, get }
}

describe('createPaymentApi', () => {
  it('given a new attempt, should POST the plan and number with the attempt id as Idempotency-Key, never held behind a sign-in', async () => {
    const { client, post } = fakeClient({ data: payment })
    const signal = new AbortController().signal
    const result = await createPaymentApi(client).createPayment(
      { plan: 'monthly', phoneNumber: '258841234567', idempotencyKey: 'key-1' },
      signal,
    )
    expect(result).toEqual(payment)
    expect(post).toHaveBeenCalledWith('/api/subscription/payments', {
      body: { plan: 'monthly', phone_number: '258841234567' },
      headers: { 'Idempotency-Key': 'key-1' },
      signInAgain: false,
      signal,
    })
  })

  it('given a payment id, should GET it and unwrap data', async () => {
    const { client, get } = fakeClient({ data: { ...payment, status: 'paid', code: 'INS-0' } })
    const result = await createPaymentApi(client).getPayment('pay/1')
    expect(result).toMatchObject({ status: 'paid', code: 'INS-0' })
    expect(get).toHaveBeenCalledWith('/api/subscription/payments/pay%2F1', undefined)
  })

  it('given an answer that is not { data: payment }, should reject rather than guess', async () => {
    const { client } = fakeClient({ data: { id: 'x', status: 'unknown' } })
    await expect(createPaymentApi(client).getPayment('x')).rejects.toThrow(/data: payment/)
  })
})

describe('readPayment', () => {
  it('given a numeric id and missing optional fields, should still read a payment', () => {
    expect(readPayment({ data: { id: 7, status: 'failed', code: 'INS-2006' } })).toMatchObject({
      id: '7',
      status: 'failed',
      code: 'INS-2006',
      transaction_id: null,
    })
  })
})
