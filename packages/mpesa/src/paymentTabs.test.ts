// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../test/createMemoryStorage.js'
import { makeTestPayment } from '../test/paymentFixtures.js'
import { createPaymentTabChannel } from './paymentTabChannel.js'
import { createPaymentTabLock, PAYMENT_LEASE_MS } from './paymentTabLock.js'

/**
 * The Web Locks API as far as the lock uses it, shared by the "tabs" of one
 * test: an exclusive lock per name, `ifAvailable` answering `null` when held,
 * other requests queued until it is free.
 */
function createLockManager() {
  const held = new Set<string>()
  const queues = new Map<string, Array<() => void>>()
  async function run(name: string, callback: (lock: unknown) => unknown) {
    held.add(name)
    try {
      return await callback({ name })
    } finally {
      held.delete(name)
      queues.get(name)?.shift()?.()
    }
  }
  return {
    request(
      name: string,
      options: { ifAvailable?: boolean; signal?: AbortSignal },
      callback: (lock: unknown) => unknown,
    ): Promise<unknown> {
      if (!held.has(name)) return run(name, callback)
      if (options.ifAvailable) return Promise.resolve(callback(null))
      return new Promise((resolve) => {
        const queue = queues.get(name) ?? []
        queue.push(() => resolve(run(name, callback)))
        queues.set(name, queue)
      })
    },
  }
}

describe('createPaymentTabLock with Web Locks', () => {
  it('given one tab paying, a second tab should be refused until the first lets go', async () => {
    const locks = createLockManager()
    const first = createPaymentTabLock({ locks })
    const second = createPaymentTabLock({ locks })

    expect(await first.claim('7')).toBe(true)
    expect(await first.claim('7')).toBe(true)
    expect(await second.claim('7')).toBe(false)
    // Another person's payments are not held up.
    expect(await second.claim('8')).toBe(true)

    const freed = second.whenFree('7', new AbortController().signal)
    first.release('7')
    await freed
    expect(await second.claim('7')).toBe(true)
  })

  it('given a browser that refuses locks, should let the claim through (the server refuses a second payment)', async () => {
    const lock = createPaymentTabLock({
      locks: { request: () => Promise.reject(new DOMException('denied', 'SecurityError')) },
    })
    expect(await lock.claim('7')).toBe(true)
  })
})

describe('createPaymentTabLock without Web Locks (localStorage lease)', () => {
  it('given one tab paying, a second tab should be refused until the first lets go', async () => {
    const storage = createMemoryStorage()
    const first = createPaymentTabLock({ locks: null, getStorage: () => storage })
    const second = createPaymentTabLock({ locks: null, getStorage: () => storage })

    const [a, b] = await Promise.all([first.claim('7'), second.claim('7')])
    expect([a, b].filter(Boolean)).toHaveLength(1)
    const [holder, other] = a ? [first, second] : [second, first]
    expect(await other.claim('7')).toBe(false)

    holder.release('7')
    expect(await other.claim('7')).toBe(true)
    other.release('7')
  })

  it('given a lease its tab stopped renewing (a crashed tab), should let another tab take over', async () => {
    const storage = createMemoryStorage()
    let now = 1_000_000
    storage.setItem(
      'conecta.payment.7',
      JSON.stringify({ tab: 'crashed', until: now + PAYMENT_LEASE_MS }),
    )
    const lock = createPaymentTabLock({ locks: null, getStorage: () => storage, now: () => now })

    expect(await lock.claim('7')).toBe(false)
    now += PAYMENT_LEASE_MS
    expect(await lock.claim('7')).toBe(true)
    lock.release('7')
  })

  it('given no storage at all, should let the claim through', async () => {
    const lock = createPaymentTabLock({ locks: null, getStorage: () => null })
    expect(await lock.claim('7')).toBe(true)
  })
})

describe('createPaymentTabChannel', () => {
  function createHub() {
    const channels = new Set<{ onmessage: ((event: MessageEvent) => void) | null }>()
    return (_name: string) => {
      const channel = {
        onmessage: null as ((event: MessageEvent) => void) | null,
        postMessage(data: unknown) {
          for (const other of channels) {
            if (other !== channel) other.onmessage?.({ data } as MessageEvent)
          }
        },
        close() {
          channels.delete(channel)
        },
      }
      channels.add(channel)
      return channel as unknown as BroadcastChannel
    }
  }

  it("should tell other tabs about the user's payment, not the announcing tab nor another user's listeners", () => {
    const hub = createHub()
    const paying = createPaymentTabChannel(hub)
    const watching = createPaymentTabChannel(hub)
    const heard: string[] = []
    const stops = [
      watching.listen('7', (payment) => heard.push(`other tab: ${payment.id}`)),
      paying.listen('7', (payment) => heard.push(`same tab: ${payment.id}`)),
      watching.listen('8', (payment) => heard.push(`other user: ${payment.id}`)),
    ]

    paying.announce('7', makeTestPayment({ id: 'pay-1' }))

    expect(heard).toEqual(['other tab: pay-1'])
    for (const stop of stops) stop()
  })

  it('given a tab that starts listening after the announcement, should still learn the live payment, until the payer forgets it', () => {
    const hub = createHub()
    const paying = createPaymentTabChannel(hub)
    const late = createPaymentTabChannel(hub)
    paying.announce('7', makeTestPayment({ id: 'pay-1' }))
    const heard: string[] = []

    const stop = late.listen('7', (payment) => heard.push(payment.id))
    paying.forget('7')
    const stopAgain = late.listen('7', (payment) => heard.push(`again ${payment.id}`))

    expect(heard).toEqual(['pay-1'])
    stop()
    stopAgain()
  })

  it('given no BroadcastChannel, should neither throw nor hear anything', () => {
    const channel = createPaymentTabChannel(() => null)
    expect(() => channel.announce('7', makeTestPayment())).not.toThrow()
    expect(typeof channel.listen('7', () => {})).toBe('function')
  })
})
