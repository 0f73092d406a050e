import { describe, expect, it } from 'vitest'
import { freshUser } from '../test/fixtures.js'
import { createTabSync, type TabMessage } from './createTabSync.js'
import { serializeStoredUser, USER_STORAGE_KEY } from './createUserStorage.js'

function nextMessage(subscribe: (listener: (message: TabMessage) => void) => () => void) {
  return new Promise<TabMessage>((resolve) => {
    const stop = subscribe((message) => {
      stop()
      resolve(message)
    })
  })
}

describe('createTabSync', () => {
  describe('given a BroadcastChannel', () => {
    it('should carry a sign-out under way, a sign-out, a user and an unverified sign-in to another tab', async () => {
      const here = createTabSync({ BroadcastChannel })
      const there = createTabSync({ BroadcastChannel })

      const signingOut = nextMessage(there.subscribe)
      here.post({ type: 'signingOut' })
      expect(await signingOut).toEqual({ type: 'signingOut' })

      const signedOut = nextMessage(there.subscribe)
      here.post({ type: 'signedOut' })
      expect(await signedOut).toEqual({ type: 'signedOut' })

      const stored = nextMessage(there.subscribe)
      here.post({ type: 'userStored', user: freshUser })
      expect(await stored).toEqual({ type: 'userStored', user: freshUser })

      const unverified = nextMessage(there.subscribe)
      here.post({ type: 'unverified' })
      expect(await unverified).toEqual({ type: 'unverified' })
    })

    it('should never hear its own messages, even while subscribed', async () => {
      const here = createTabSync({ BroadcastChannel })
      const there = createTabSync({ BroadcastChannel })
      const heardHere: TabMessage[] = []
      const stopHere = here.subscribe((message) => heardHere.push(message))

      const arrived = nextMessage(there.subscribe)
      here.post({ type: 'signedOut' })
      await arrived
      stopHere()

      expect(heardHere).toEqual([])
    })

    it('should ignore what is not one of its messages', async () => {
      const there = createTabSync({ BroadcastChannel })
      const heard: TabMessage[] = []
      const stop = there.subscribe((message) => heard.push(message))
      const foreign = new BroadcastChannel('conecta-session')
      foreign.postMessage({ type: 'userStored', user: { name: 'Intrusa' } })
      foreign.postMessage('{"version":1,"user":{"id":9}}')
      const marker = nextMessage(there.subscribe)
      foreign.postMessage('signedOut')
      await marker
      stop()
      foreign.close()

      expect(heard).toEqual([{ type: 'signedOut' }])
    })
  })

  describe('without a BroadcastChannel', () => {
    it('should read the storage event of user-storage', () => {
      const listeners = new Set<(event: StorageEvent) => void>()
      const sync = createTabSync({
        addEventListener: (_, listener) => listeners.add(listener),
        removeEventListener: (_, listener) => listeners.delete(listener),
      })
      const heard: TabMessage[] = []
      const stop = sync.subscribe((message) => heard.push(message))
      const fire = (key: string | null, newValue: string | null) => {
        for (const listener of listeners) listener({ key, newValue } as StorageEvent)
      }

      fire('another-key', null)
      fire(USER_STORAGE_KEY, serializeStoredUser(freshUser))
      fire(USER_STORAGE_KEY, 'not ours')
      fire(USER_STORAGE_KEY, null)
      fire(null, null)
      stop()
      fire(USER_STORAGE_KEY, null)

      expect(heard).toEqual([
        { type: 'userStored', user: freshUser },
        { type: 'signedOut' },
        { type: 'signedOut' },
      ])
      expect(listeners.size).toBe(0)
    })
  })

  it('with neither (node, pre-rendering), should do nothing and never throw', () => {
    const sync = createTabSync({})
    expect(() => sync.post({ type: 'signedOut' })).not.toThrow()
    expect(() => sync.subscribe(() => {})()).not.toThrow()
  })
})
