import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { createSessionHarness } from '../test/createSessionHarness.js'
import { freshUser, otherPerson, storedUser, updatedUser } from '../test/fixtures.js'
import { selectSessionStatus } from './selectSessionStatus.js'
import { selectSessionUser, selectStoredUser } from './selectSessionUser.js'
import { selectSignedOutReason } from './selectSignedOutReason.js'

const primed = { ok: true, status: 204 } as const

/** Signed in, then a form's call answered 401: the app asks the person to sign in again. */
async function signingInAgain() {
  const session = createSessionHarness({ stored: storedUser })
  session.actor.start()
  session.pendingPrime().resolve(primed)
  await waitFor(session.actor, (snapshot) => snapshot.matches('fetchingUser'))
  session.pendingFetch().resolve(freshUser)
  await waitFor(session.actor, (snapshot) => snapshot.matches('authenticated'))
  session.actor.send({ type: 'session.signInAgain.opened' })
  return session
}

const snapshotOf = (session: ReturnType<typeof createSessionHarness>) => session.actor.getSnapshot()

describe('sessionMachine while the person signs in again over a form (docs/product.md#session-ended-mid-form)', () => {
  it('should keep the person, their stored copy and their pages, and tell the other tabs nothing', async () => {
    const session = await signingInAgain()
    const posted = session.posted.length

    expect(snapshotOf(session).matches('signingInAgain')).toBe(true)
    expect(selectSessionStatus(snapshotOf(session))).toBe('authenticated')
    expect(selectSessionUser(snapshotOf(session))).toEqual(freshUser)
    expect(session.storage.read()).toEqual(freshUser)
    expect(session.posted.length).toBe(posted)
  })

  it('should ask the server nothing on a refresh or the connection’s return: their 401 would take the form away', async () => {
    const session = await signingInAgain()
    const fetches = session.fetches.length

    session.actor.send({ type: 'session.refresh' })
    session.goOnline()

    expect(session.fetches.length).toBe(fetches)
    expect(snapshotOf(session).matches('signingInAgain')).toBe(true)
  })

  it('given another tab meeting the same expiry, should keep the form', async () => {
    const session = await signingInAgain()

    session.fromOtherTab({ type: 'signedOut' })

    expect(snapshotOf(session).matches('signingInAgain')).toBe(true)
    expect(selectSessionUser(snapshotOf(session))).toEqual(freshUser)
    expect(session.storage.read()).toEqual(freshUser)
  })

  it('given a log-out in another tab (announced first), should end the session as anywhere', async () => {
    const session = await signingInAgain()

    session.fromOtherTab({ type: 'signingOut' })
    session.fromOtherTab({ type: 'signedOut' })

    expect(selectSessionStatus(snapshotOf(session))).toBe('anonymous')
    expect(selectSignedOutReason(snapshotOf(session))).toBe('elsewhere')
    expect(session.storage.read()).toBeNull()
  })

  it('after the same person signs in, should adopt their user as the server sent it and tell the other tabs', async () => {
    const session = await signingInAgain()

    session.actor.send({ type: 'session.signInAgain.same', user: updatedUser })

    expect(snapshotOf(session).matches('authenticated')).toBe(true)
    expect(selectSessionUser(snapshotOf(session))).toEqual(updatedUser)
    expect(session.storage.read()).toEqual(updatedUser)
    expect(session.posted.at(-1)).toEqual({ type: 'userStored', user: updatedUser })
  })

  it('after another person signs in, should show nobody at once, then whoever the server names', async () => {
    const session = await signingInAgain()
    const fetches = session.fetches.length

    session.actor.send({ type: 'session.signInAgain.other' })

    expect(selectSessionStatus(snapshotOf(session))).toBe('loading')
    expect(selectSessionUser(snapshotOf(session))).toBeNull()
    expect(session.fetches.length).toBe(fetches + 1)
    session.pendingFetch().resolve(otherPerson)
    await waitFor(session.actor, (snapshot) => snapshot.matches('authenticated'))
    expect(selectSessionUser(snapshotOf(session))).toEqual(otherPerson)
    expect(selectStoredUser(snapshotOf(session))).toEqual(otherPerson)
    expect(session.posted.at(-1)).toEqual({ type: 'userStored', user: otherPerson })
  })

  it('after Cancelar, should end as an expiry does today once the held 401 is told', async () => {
    const session = await signingInAgain()

    session.actor.send({ type: 'session.signInAgain.ended' })
    expect(snapshotOf(session).matches('authenticated')).toBe(true)
    session.reportUnauthenticated()

    expect(selectSessionStatus(snapshotOf(session))).toBe('anonymous')
    expect(selectSignedOutReason(snapshotOf(session))).toBe('expired')
    expect(session.storage.read()).toBeNull()
    expect(session.posted.at(-1)).toEqual({ type: 'signedOut' })
  })

  it('given another person signed in from another tab meanwhile, should show nobody until the server names them', async () => {
    const session = await signingInAgain()

    session.fromOtherTab({ type: 'userStored', user: otherPerson })

    expect(selectSessionUser(snapshotOf(session))).toBeNull()
    expect(selectSessionStatus(snapshotOf(session))).toBe('loading')
  })

  it('given the page back from the back/forward cache, should show nobody and ask the server', async () => {
    const session = await signingInAgain()
    const fetches = session.fetches.length

    session.actor.send({ type: 'session.restored' })

    expect(selectSessionUser(snapshotOf(session))).toBeNull()
    expect(session.fetches.length).toBe(fetches + 1)
  })

  it('should not open for a page with nobody on it', async () => {
    const session = createSessionHarness()
    session.actor.start()
    session.actor.send({ type: 'session.signInAgain.opened' })

    expect(snapshotOf(session).matches('signingInAgain')).toBe(false)
  })
})
