import {
  createSanctumClient,
  createTabSync,
  createUserStorage,
  type SanctumClientOptions,
  sessionMachine,
} from '@conecta/session-machine'
import { SessionProvider } from '@conecta/session-machine/react'
import { type ReactNode, useState } from 'react'
import { appConfig } from '../../apps/web/src/config/appConfig'
import { createMemoryStorage } from '../../packages/mpesa/test/createMemoryStorage'

// The account blocks' stories (stories/blocks/) as a host mounts them: in a
// session of the host's own, against whatever `parameters.msw.handlers` serves.

// A host's own logging: an anonymous visitor's first question (401) is no error to it.
const session = sessionMachine.provide({ actions: { logError: () => {} } })

/**
 * A session of its own per story: its own client, memory and tab channel,
 * nothing carried over. `confirmPassword` is the host's answer to a 423, and
 * `signInAgain` to a form's 401 (a prompt channel's `ask`).
 */
export function BlockSession({
  children,
  confirmPassword,
  signInAgain,
}: {
  children: ReactNode
  confirmPassword?: SanctumClientOptions['confirmPassword']
  signInAgain?: SanctumClientOptions['signInAgain']
}) {
  const [input] = useState(() => ({
    client: createSanctumClient({ baseURL: appConfig.apiUrl, confirmPassword, signInAgain }),
    storage: createUserStorage(createMemoryStorage()),
    tabs: createTabSync({}),
  }))
  return (
    <SessionProvider input={input} logic={session}>
      {children}
    </SessionProvider>
  )
}
