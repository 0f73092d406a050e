// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { createDeferred } from '../../test/createDeferred.js'
import { createMemoryStorage } from '../../test/createMemoryStorage.js'
import { freshUser, storedUser, unauthenticated, unusedClient } from '../../test/fixtures.js'
import type { CurrentUser } from '../CurrentUser.js'
import type { CsrfPrimeResult, SanctumClient } from '../createSanctumClient.js'
import { createUserStorage } from '../createUserStorage.js'
import { sessionMachine } from '../sessionMachine.js'
import { SessionProvider } from './SessionProvider.js'
import { useSessionError } from './useSessionError.js'
import { useSessionSend } from './useSessionSend.js'
import { useSessionStatus } from './useSessionStatus.js'
import { useSessionUser } from './useSessionUser.js'

afterEach(cleanup)

function Header() {
  const status = useSessionStatus()
  const current = useSessionUser()
  const error = useSessionError()
  const send = useSessionSend()
  return (
    <header>
      <p role="status">{status}</p>
      {current && <h1>{current.user.name}</h1>}
      {error && <p role="alert">{error.message}</p>}
      <button type="button" onClick={() => send({ type: 'session.signedOut' })}>
        Sair
      </button>
    </header>
  )
}

function renderSession(fetchUser: Promise<CurrentUser>) {
  const storage = createUserStorage(createMemoryStorage().storage)
  storage.write(storedUser)
  const logic = sessionMachine.provide({
    actors: {
      primeCsrf: fromPromise<CsrfPrimeResult, { client: SanctumClient }>(async () => ({
        ok: true,
        status: 204,
      })),
      fetchUser: fromPromise<CurrentUser, { client: SanctumClient }>(() => fetchUser),
    },
    actions: { logError: () => {} },
  })
  render(
    <SessionProvider input={{ client: unusedClient, storage }} logic={logic}>
      <Header />
    </SessionProvider>,
  )
  return { storage }
}

describe('SessionProvider', () => {
  it('given a returning visitor, should show no name until the server confirms, then the fresh one', async () => {
    const fetchUser = createDeferred<CurrentUser>()
    renderSession(fetchUser.promise)

    expect(screen.getByRole('status')).toHaveTextContent('loading')
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()

    await act(async () => fetchUser.resolve(freshUser))

    expect(await screen.findByRole('heading', { name: 'Ana Macuácua' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('authenticated')
  })

  it('after the user fetch fails, should show no user and the reason', async () => {
    const { storage } = renderSession(Promise.reject(unauthenticated()))

    expect(await screen.findByRole('alert')).toHaveTextContent('Você não está autenticado')
    expect(screen.getByRole('status')).toHaveTextContent('anonymous')
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    expect(storage.read()).toBeNull()
  })

  it('after sending session.signedOut, should forget the user', async () => {
    const { storage } = renderSession(Promise.resolve(freshUser))
    await screen.findByRole('heading', { name: 'Ana Macuácua' })

    await userEvent.click(screen.getByRole('button', { name: 'Sair' }))

    expect(screen.getByRole('status')).toHaveTextContent('anonymous')
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    expect(storage.read()).toBeNull()
  })

  it('given an actor started before the first render, should show its state on that render and leave it running after unmount', async () => {
    const storage = createUserStorage(createMemoryStorage().storage)
    const logic = sessionMachine.provide({
      actors: {
        primeCsrf: fromPromise<CsrfPrimeResult, { client: SanctumClient }>(async () => ({
          ok: true,
          status: 204,
        })),
        fetchUser: fromPromise<CurrentUser, { client: SanctumClient }>(async () => freshUser),
      },
      actions: { logError: () => {} },
    })
    const actor = createActor(logic, { input: { client: unusedClient, storage } }).start()
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'))

    const { unmount } = render(
      <SessionProvider actor={actor}>
        <Header />
      </SessionProvider>,
    )

    expect(screen.getByRole('status')).toHaveTextContent('authenticated')
    expect(screen.getByRole('heading', { name: 'Ana Macuácua' })).toBeInTheDocument()
    unmount()
    expect(actor.getSnapshot().status).toBe('active')
    actor.stop()
  })

  it('given no provider, should throw a clear error', () => {
    expect(() => render(<Header />)).toThrow('Session hooks must be used inside <SessionProvider>.')
  })
})
