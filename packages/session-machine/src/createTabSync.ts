import type { CurrentUser } from './CurrentUser.js'
import { parseStoredUser, serializeStoredUser, USER_STORAGE_KEY } from './createUserStorage.js'

/** What one tab tells the others of the same origin about the session. */
export type TabMessage =
  /** This tab signed out (or found the session over): the others forget the user. */
  | { type: 'signedOut' }
  /**
   * This tab is about to end the session on the server (log-out, account
   * deletion): a 401 the others get meanwhile is that sign-out, not an expiry.
   */
  | { type: 'signingOut' }
  /** This tab confirmed or changed the user: the others adopt or re-check it. */
  | { type: 'userStored'; user: CurrentUser }
  /**
   * The server told this tab that the session's address is not verified yet
   * (someone registered or signed in here): the others ask it again. The
   * server names nobody then, so there is no user to store and no storage
   * write to stand in for it where there is no BroadcastChannel.
   */
  | { type: 'unverified' }

export interface TabSync {
  /** Tells every other tab; never this one. Never throws. */
  post(message: TabMessage): void
  /** Hears the other tabs; returns the unsubscribe. */
  subscribe(listener: (message: TabMessage) => void): () => void
}

export const TAB_CHANNEL_NAME = 'conecta-session'

interface TabSyncEnvironment {
  BroadcastChannel?: typeof BroadcastChannel
  addEventListener?: (type: 'storage', listener: (event: StorageEvent) => void) => void
  removeEventListener?: (type: 'storage', listener: (event: StorageEvent) => void) => void
}

/**
 * Tabs of one origin share the session cookie, so they must agree on who is
 * signed in. A BroadcastChannel carries explicit messages; where there is
 * none, the `storage` event of the `user-storage` key (written by every tab
 * anyway) stands in. Without either (node, pre-rendering) nothing is sent.
 */
export function createTabSync(
  environment: TabSyncEnvironment = typeof window === 'undefined' ? {} : window,
): TabSync {
  const Channel = environment.BroadcastChannel
  if (typeof Channel === 'function') {
    // One channel object both sends and hears: a channel never hears its own
    // messages, while a second one in this tab would, and take this tab's
    // news for another's.
    let channel: BroadcastChannel | null = null
    const listeners = new Set<(message: TabMessage) => void>()
    const open = (): BroadcastChannel => {
      if (channel === null) {
        channel = new Channel(TAB_CHANNEL_NAME)
        channel.onmessage = (event: MessageEvent<unknown>) => {
          const message = decode(event.data)
          if (message === null) return
          for (const listener of [...listeners]) listener(message)
        }
      }
      return channel
    }
    return {
      post(message) {
        try {
          open().postMessage(encode(message))
        } catch {
          // A closed or unavailable channel: the other tabs re-check on their next call.
        }
      },
      subscribe(listener) {
        listeners.add(listener)
        open()
        return () => {
          listeners.delete(listener)
          if (listeners.size === 0 && channel !== null) {
            channel.close()
            channel = null
          }
        }
      },
    }
  }
  const { addEventListener, removeEventListener } = environment
  if (typeof addEventListener !== 'function' || typeof removeEventListener !== 'function') {
    return { post: () => {}, subscribe: () => () => {} }
  }
  return {
    // The user storage's own write is the message.
    post: () => {},
    subscribe(listener) {
      const onStorage = (event: StorageEvent) => {
        // `key` is null when the whole storage was cleared.
        if (event.key !== USER_STORAGE_KEY && event.key !== null) return
        if (event.newValue === null) {
          listener({ type: 'signedOut' })
          return
        }
        const user = parseStoredUser(event.newValue)
        if (user !== null) listener({ type: 'userStored', user })
      }
      addEventListener.call(environment, 'storage', onStorage)
      return () => removeEventListener.call(environment, 'storage', onStorage)
    },
  }
}

// Messages travel as strings in the stored format, so a message from an older
// or foreign script is read as strictly as a stored value.
function encode(message: TabMessage): string {
  return message.type === 'userStored' ? serializeStoredUser(message.user) : message.type
}

function decode(data: unknown): TabMessage | null {
  if (data === 'signedOut' || data === 'signingOut' || data === 'unverified') return { type: data }
  if (typeof data !== 'string') return null
  const user = parseStoredUser(data)
  return user === null ? null : { type: 'userStored', user }
}
