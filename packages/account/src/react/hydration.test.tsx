// @vitest-environment jsdom
import { createMockStore, makeUser } from '@conecta/mocks'
import { createUserStorage, type SessionSnapshot } from '@conecta/session-machine'
import { SessionProvider } from '@conecta/session-machine/react'
import { act } from '@testing-library/react'
import type { ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { hostClient, quietSession, serveContract } from '../../test/blockHost'
import { createMemoryStorage } from '../../test/createMemoryStorage'
import { AccountSummary } from './AccountSummary'
import { VerifyEmail } from './VerifyEmail'

const server = serveContract()

let container: HTMLElement | null = null
afterEach(() => {
  container?.remove()
  container = null
})

/**
 * `page` as a host's server draws it (no session known), then hydrated in a browser whose session
 * already answered (`answered`) before React hydrates: what a pre-rendered or server-rendered
 * host's page meets on a fast network. Returns the server's HTML, the page after hydration and
 * the errors React recovered from (a mismatch is one).
 */
async function hydrateOverServer(
  user: Parameters<typeof makeUser>[0],
  answered: (snapshot: SessionSnapshot) => boolean,
  page: ReactNode,
) {
  const ana = makeUser(user)
  const client = hostClient(server, createMockStore({ users: [ana], signedInAs: ana }))
  const session = () =>
    createActor(quietSession, {
      input: { client, storage: createUserStorage(createMemoryStorage()) },
    })
  const html = renderToString(<SessionProvider actor={session()}>{page}</SessionProvider>)

  const actor = session().start()
  await waitFor(actor, answered)
  container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const onRecoverableError = vi.fn()
  await act(async () => {
    hydrateRoot(container as HTMLElement, <SessionProvider actor={actor}>{page}</SessionProvider>, {
      onRecoverableError,
    })
  })
  actor.stop()
  return { html, hydrated: container.textContent, onRecoverableError }
}

describe('the blocks on a page the host draws on its server', () => {
  it('given a session that knows the address is unverified when React hydrates, should hydrate what the server drew, then offer the correction', async () => {
    const { html, hydrated, onRecoverableError } = await hydrateOverServer(
      { email: 'ana@exmaple.co.mz', email_verified_at: null },
      (snapshot) => snapshot.matches('unverified'),
      <VerifyEmail
        address={null}
        onVerified={() => {}}
        signInLink={(text) => <a href="/login">{text}</a>}
      />,
    )

    expect(html).not.toContain('Enganou-se no endereço?')
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(hydrated).toContain('Enganou-se no endereço? Corrigir')
  })

  it("given a session that knows the person when React hydrates, should hydrate the server's empty summary, then show the person", async () => {
    const { html, hydrated, onRecoverableError } = await hydrateOverServer(
      { email: 'ana@example.co.mz' },
      (snapshot) => snapshot.matches('authenticated'),
      <AccountSummary />,
    )

    expect(html).not.toContain('ana@example.co.mz')
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(hydrated).toContain('ana@example.co.mz')
  })
})
