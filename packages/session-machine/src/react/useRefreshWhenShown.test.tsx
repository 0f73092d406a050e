// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { createDeferred } from '../../test/createDeferred.js'
import { createMemoryStorage } from '../../test/createMemoryStorage.js'
import { freshUser, unusedClient } from '../../test/fixtures.js'
import type { CurrentUser } from '../CurrentUser.js'
import type { CsrfPrimeResult, SanctumClient } from '../createSanctumClient.js'
import { createUserStorage } from '../createUserStorage.js'
import { sessionMachine } from '../sessionMachine.js'
import { SessionProvider } from './SessionProvider.js'
import { useRefreshWhenShown } from './useRefreshWhenShown.js'

afterEach(cleanup)

function Waiting({ active }: { active: boolean }) {
  useRefreshWhenShown(active)
  return null
}

/** A signed-in session whose user fetches are counted; `next` answers the ones after the first. */
async function signedIn() {
  let fetches = 0
  let next: Promise<CurrentUser> = Promise.resolve(freshUser)
  const logic = sessionMachine.provide({
    actors: {
      primeCsrf: fromPromise<CsrfPrimeResult, { client: SanctumClient }>(async () => ({
        ok: true,
        status: 204,
      })),
      fetchUser: fromPromise<CurrentUser, { client: SanctumClient }>(() => {
        fetches += 1
        return fetches === 1 ? Promise.resolve(freshUser) : next
      }),
    },
    actions: { logError: () => {} },
  })
  const storage = createUserStorage(createMemoryStorage().storage)
  const actor = createActor(logic, { input: { client: unusedClient, storage } }).start()
  await waitFor(actor, (snapshot) => snapshot.matches('authenticated'))
  return {
    actor,
    fetches: () => fetches,
    answerLater: () => {
      const deferred = createDeferred<CurrentUser>()
      next = deferred.promise
      return deferred
    },
  }
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
}

describe('useRefreshWhenShown', () => {
  afterEach(() => setVisibility('visible'))

  it('given a page waiting for a mailed link, should ask the server again each time the person comes back to it', async () => {
    const session = await signedIn()
    render(
      <SessionProvider actor={session.actor}>
        <Waiting active />
      </SessionProvider>,
    )

    setVisibility('hidden')
    act(() => document.dispatchEvent(new Event('visibilitychange')))
    expect(session.fetches()).toBe(1)

    setVisibility('visible')
    act(() => document.dispatchEvent(new Event('visibilitychange')))
    await waitFor(session.actor, (snapshot) => snapshot.matches('authenticated'))
    expect(session.fetches()).toBe(2)

    // A computer: the window focused again, the tab never hidden.
    act(() => window.dispatchEvent(new Event('focus')))
    await waitFor(session.actor, (snapshot) => snapshot.matches('authenticated'))
    expect(session.fetches()).toBe(3)
    session.actor.stop()
  })

  it('given a fetch already on its way, should not ask twice when both events come', async () => {
    const session = await signedIn()
    render(
      <SessionProvider actor={session.actor}>
        <Waiting active />
      </SessionProvider>,
    )
    const answer = session.answerLater()

    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
      window.dispatchEvent(new Event('focus'))
    })
    expect(session.fetches()).toBe(2)

    await act(async () => answer.resolve(freshUser))
    await waitFor(session.actor, (snapshot) => snapshot.matches('authenticated'))
    expect(session.fetches()).toBe(2)
    session.actor.stop()
  })

  it('given nothing to wait for (or the page gone), should ask nothing', async () => {
    const session = await signedIn()
    const { rerender, unmount } = render(
      <SessionProvider actor={session.actor}>
        <Waiting active={false} />
      </SessionProvider>,
    )
    act(() => window.dispatchEvent(new Event('focus')))
    expect(session.fetches()).toBe(1)

    rerender(
      <SessionProvider actor={session.actor}>
        <Waiting active />
      </SessionProvider>,
    )
    unmount()
    act(() => window.dispatchEvent(new Event('focus')))
    expect(session.fetches()).toBe(1)
    session.actor.stop()
  })
})
