// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { makeTestPayment, testPlan } from '../test/paymentFixtures.js'
import type { CreatePaymentInput, Payment, PaymentApi } from './paymentApi.js'
import { createPaymentLogic } from './paymentLogic.js'
import { selectPaymentStage } from './paymentMachine.js'
import type { PaymentTabChannel } from './paymentTabChannel.js'
import type { PaymentTabLock } from './paymentTabLock.js'

const USER = '7'

/** A host's services as fakes that record what the machine asked of them. */
function services({ claimed = true }: { claimed?: boolean } = {}) {
  const created: CreatePaymentInput[] = []
  const asked: string[] = []
  const lockCalls: string[] = []
  const announced: Payment[] = []
  const api: PaymentApi = {
    async createPayment(input) {
      created.push(input)
      return makeTestPayment({ phone_number: input.phoneNumber })
    },
    async getPayment(id) {
      asked.push(id)
      return makeTestPayment({ status: 'paid', code: 'INS-0', transaction_id: 'MP1' })
    },
  }
  const lock: PaymentTabLock = {
    async claim(userId) {
      lockCalls.push(`claim ${userId}`)
      return claimed
    },
    whenFree: () => new Promise<void>(() => {}),
    release(userId) {
      lockCalls.push(`release ${userId}`)
    },
  }
  const channel: PaymentTabChannel = {
    announce: (_userId, payment) => announced.push(payment),
    forget: () => {},
    listen: () => () => {},
  }
  return { api, lock, channel, created, asked, lockCalls, announced, onOnline: () => () => {} }
}

describe('createPaymentLogic', () => {
  it("given a host's API, lock and channel, should pay once with the normalised number, tell the other tabs, and let the lock go when paid", async () => {
    vi.useFakeTimers()
    try {
      const host = services()
      const onPaid = vi.fn()
      const onSettled = vi.fn()
      const actor = createActor(createPaymentLogic(host, { onPaid, onSettled }), {
        input: { userId: USER, plan: testPlan },
      }).start()

      actor.send({ type: 'payment.submit', phone: '84 123 4567' })
      await vi.waitFor(() => expect(selectPaymentStage(actor.getSnapshot())).toBe('waiting'))
      await vi.advanceTimersByTimeAsync(2_000)
      await waitFor(actor, (snapshot) => selectPaymentStage(snapshot) === 'paid')

      expect(host.created).toEqual([
        { plan: testPlan.id, phoneNumber: '258841234567', idempotencyKey: expect.any(String) },
      ])
      expect(host.asked).toEqual(['pay-1'])
      expect(host.announced.map((payment) => payment.status)).toEqual(['pending', 'paid'])
      // Editing lets any lock go (its entry); the tap takes it, the end lets it go.
      expect(host.lockCalls).toEqual([`release ${USER}`, `claim ${USER}`, `release ${USER}`])
      expect(onPaid).toHaveBeenCalledTimes(1)
      expect(onSettled).toHaveBeenCalledTimes(1)
      actor.stop()
    } finally {
      vi.useRealTimers()
    }
  })

  it('given another tab holds the lock, should follow it and never pay', async () => {
    const host = services({ claimed: false })
    const actor = createActor(createPaymentLogic(host), {
      input: { userId: USER, plan: testPlan },
    }).start()

    actor.send({ type: 'payment.submit', phone: '84 123 4567' })
    await waitFor(actor, (snapshot) => selectPaymentStage(snapshot) === 'elsewhere')

    expect(host.created).toEqual([])
    actor.stop()
  })
})
