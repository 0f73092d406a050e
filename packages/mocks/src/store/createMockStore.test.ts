import { describe, expect, it } from 'vitest'
import { makeUser } from '../factories/makeUser'
import { createManualClock } from './createManualClock'
import {
  createMockStore,
  MAX_SESSIONS,
  PAYMENT_PIN_WINDOW_MS,
  SESSION_LIFETIME_MINUTES,
} from './createMockStore'
import { seededRandom } from './seededRandom'

const DAY = 86_400_000
const MINUTE = 60_000

describe('createMockStore', () => {
  it('given the same seed, should produce the same app key, sessions and payment ids', () => {
    const build = () => {
      const clock = createManualClock()
      const store = createMockStore({
        now: clock.now,
        random: seededRandom(42),
        users: [makeUser()],
      })
      return [store.appKey, store.createSession(1).id, store.addPayment({}).payment.id]
    }

    expect(build()).toEqual(build())
  })

  it('given seeds without ids, should number users after the highest id and lower-case e-mails', () => {
    const store = createMockStore({ users: [makeUser({ id: 4 }), { email: 'Joao@Example.co.MZ' }] })

    expect([...store.users.keys()]).toEqual([4, 5])
    expect(store.findUserByEmail('JOAO@example.co.mz')?.id).toBe(5)
  })

  it('given signedInAs an e-mail already seeded, should reuse that user for the ambient session', () => {
    const store = createMockStore({
      users: [makeUser({ id: 3 })],
      signedInAs: { email: 'ana.machava@example.co.mz' },
    })
    const ambient = store.sessions.get(store.ambientSessionId ?? '')

    expect(store.users.size).toBe(1)
    expect(ambient?.userId).toBe(3)
  })

  it('given no signedInAs, should have no ambient session', () => {
    expect(createMockStore().ambientSessionId).toBeNull()
  })

  it('given a session idle for its lifetime, should forget it; a use before then restarts the count', () => {
    const clock = createManualClock()
    const store = createMockStore({ now: clock.now })
    const kept = store.createSession(1)
    const idle = store.createSession(2)
    clock.advance((SESSION_LIFETIME_MINUTES - 1) * MINUTE)
    expect(store.resumeSession(kept.id)).toBe(kept)
    clock.advance(MINUTE)

    expect(SESSION_LIFETIME_MINUTES).toBe(120)
    expect(store.resumeSession(idle.id)).toBeUndefined()
    expect(store.sessions.has(idle.id)).toBe(false)
    expect(store.resumeSession(kept.id)).toBe(kept)
  })

  it('given expired sessions nobody asks for again, should drop them when the next one is made', () => {
    const clock = createManualClock()
    const store = createMockStore({ now: clock.now, sessionLifetimeMinutes: 10 })
    for (let index = 0; index < 50; index += 1) store.createSession(null)
    clock.advance(10 * MINUTE)
    const fresh = store.createSession(null)

    expect([...store.sessions.keys()]).toEqual([fresh.id])
  })

  it('given a full store, should drop the session idle longest to make room, never the ambient one', () => {
    const clock = createManualClock()
    const store = createMockStore({ now: clock.now, maxSessions: 3, ambient: true })
    const ambient = store.ambientSessionId ?? ''
    const used = store.createSession(1)
    const unused = store.createSession(2)
    clock.advance(MINUTE)
    store.resumeSession(used.id)
    const third = store.createSession(3)

    expect(MAX_SESSIONS).toBe(10_000)
    expect(store.sessions.size).toBe(3)
    expect([...store.sessions.keys()]).toEqual([ambient, used.id, third.id])
    expect(store.resumeSession(unused.id)).toBeUndefined()
    expect(store.resumeSession(ambient)?.id).toBe(ambient)
  })

  it('after maxAttempts hits, should refuse with the seconds left and allow again after the window', () => {
    const clock = createManualClock()
    const store = createMockStore({ now: clock.now })
    const results = [1, 2, 3].map(() => store.hit('k', 2, 60))
    clock.advance(15_500)
    const later = store.hit('k', 2, 60)
    clock.advance(44_500)

    expect(results).toEqual([null, null, 60])
    expect(later).toBe(45)
    expect(store.tooManyAttempts('k', 2)).toBeNull()
    expect(store.hit('k', 2, 60)).toBeNull()
  })

  it('given a paid outcome, should extend the subscription once however often it is read', () => {
    const clock = createManualClock()
    const store = createMockStore({ now: clock.now, users: [makeUser()] })
    const record = store.addPayment({
      plan: 'anual',
      phone_number: '258841234560',
      settlesAt: clock.now() + 1000,
    })

    expect(store.readPayment(record.payment.id)?.payment.status).toBe('pending')
    clock.advance(1000)
    store.readPayment(record.payment.id)
    store.settlePaymentsOf(1)
    store.readPayment(record.payment.id)

    expect(record.payment).toMatchObject({ status: 'paid', amount: 2999, code: 'INS-0' })
    expect(store.users.get(1)?.subscription_info?.data?.end_date).toBe(
      new Date(clock.now() + 365 * DAY).toISOString(),
    )
  })

  it('given a number ending in 9, should stay pending through the PIN window, then expire with INS-9', () => {
    const clock = createManualClock()
    const store = createMockStore({ now: clock.now, users: [makeUser()] })
    const record = store.addPayment({ phone_number: '258851234569', settlesAt: clock.now() })
    clock.advance(PAYMENT_PIN_WINDOW_MS - 1)
    const during = { ...store.readPayment(record.payment.id)?.payment }
    clock.advance(1)
    const after = { ...store.readPayment(record.payment.id)?.payment }

    expect(during).toMatchObject({ status: 'pending', code: null })
    expect(after).toMatchObject({ status: 'expired', code: 'INS-9', message: 'Request timeout' })
  })

  it('given a paid outcome first read after the PIN window, should be paid, not expired', () => {
    const clock = createManualClock()
    const store = createMockStore({ now: clock.now, users: [makeUser()] })
    const record = store.addPayment({ phone_number: '258851234560', settlesAt: clock.now() + 8000 })
    clock.advance(10 * PAYMENT_PIN_WINDOW_MS)

    expect(store.readPayment(record.payment.id)?.payment).toMatchObject({
      status: 'paid',
      code: 'INS-0',
    })
  })

  it('after sending mail, should keep it in the outbox and tell listeners until unsubscribed', () => {
    const store = createMockStore()
    const heard: string[] = []
    const stop = store.onMail((mail) => heard.push(mail.to))
    store.sendMail({
      kind: 'verify-email',
      to: 'a@example.co.mz',
      subject: 's',
      text: 't',
      link: 'l',
    })
    stop()
    store.sendMail({
      kind: 'verify-email',
      to: 'b@example.co.mz',
      subject: 's',
      text: 't',
      link: 'l',
    })

    expect(heard).toEqual(['a@example.co.mz'])
    expect(store.outbox.map((mail) => mail.id)).toEqual(['1', '2'])
  })
})
