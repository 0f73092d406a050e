// @vitest-environment jsdom
import {
  allHandlers,
  createHandlers,
  createMockStore,
  makeUser,
  twoFactorCodeAt,
} from '@conecta/mocks'
import { createSanctumClient, createUserStorage, sessionMachine } from '@conecta/session-machine'
import { SessionProvider, useSessionUser } from '@conecta/session-machine/react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { createMemoryStorage } from '../../test/createMemoryStorage'
import { accountEn } from '../accountEn'
import { type AccountStrings, withAccountStrings } from '../accountStrings'
import { AccountProvider } from './AccountProvider'
import { SignIn } from './SignIn'

// The block as a host mounts it: inside the session's provider, against the API contract's
// handlers (@conecta/mocks) over a real Sanctum client, with no router.

const API = 'https://api.conecta.test'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const SECRET = 'JBSWY3DPEHPK3PXP'
const ana = makeUser({ email: 'ana@example.co.mz', password: 'segredo-da-ana' })
const bento = makeUser({
  id: 2,
  name: 'Bento Cossa',
  email: 'bento@example.co.mz',
  password: 'segredo-do-bento',
  two_factor_secret: SECRET,
  two_factor_confirmed_at: '2025-02-01T10:00:00.000Z',
})

function serveApi() {
  const store = createMockStore({ users: [ana, bento] })
  server.use(...allHandlers(createHandlers(store, { baseUrl: API, csrf: 'lenient' })))
  return store
}

// A host's own logging: an anonymous visitor's first question (401) is no error to it.
const quietSession = sessionMachine.provide({ actions: { logError: () => {} } })

function SignedInAs() {
  const user = useSessionUser()
  return <p>{user === null ? 'ninguém' : `sessão de ${user.user.name}`}</p>
}

function mount(strings?: AccountStrings) {
  const onSignedIn = vi.fn()
  const client = createSanctumClient({ baseURL: API, readCookie: () => undefined })
  const block = (
    <SessionProvider
      input={{ client, storage: createUserStorage(createMemoryStorage()) }}
      logic={quietSession}
    >
      <SignIn onSignedIn={onSignedIn} footer={<a href="/criar">Criar conta</a>} />
      <SignedInAs />
    </SessionProvider>
  )
  const view = render(
    strings === undefined ? block : <AccountProvider strings={strings}>{block}</AccountProvider>,
  )
  return { ...view, onSignedIn }
}

async function fill(
  email: string,
  password: string,
  labels = { email: /^E-mail/, password: /^Palavra-passe/ },
) {
  await userEvent.type(screen.getByRole('textbox', { name: labels.email }), email)
  await userEvent.type(screen.getByLabelText(labels.password), password)
}

describe('SignIn', () => {
  it('given the right password, should sign the person in to the session and tell the host', async () => {
    serveApi()
    const { container, onSignedIn } = mount()

    expect(screen.getByRole('heading', { level: 2, name: 'Entrar' })).toBeInTheDocument()
    await expectNoAxeViolations(container)
    await fill(' ana@example.co.mz ', 'segredo-da-ana')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lembrar-me' }))
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ email: 'ana@example.co.mz' }))
    expect(await screen.findByText(`sessão de ${ana.name}`)).toBeInTheDocument()
    expect(onSignedIn).toHaveBeenCalledTimes(1)
  })

  it('given a wrong password, should say so in Portuguese beside the field and keep what was typed', async () => {
    serveApi()
    const { onSignedIn } = mount()

    await fill('ana@example.co.mz', 'errada')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))

    const summary = await screen.findByRole('region', { name: 'Não foi possível continuar' })
    await waitFor(() => expect(summary).toHaveFocus())
    expect(summary).toHaveTextContent('E-mail ou palavra-passe incorrectos.')
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription(
      'Erro: E-mail ou palavra-passe incorrectos.',
    )
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('ana@example.co.mz')
    expect(screen.getByLabelText(/^Palavra-passe/)).toHaveValue('errada')
    expect(onSignedIn).not.toHaveBeenCalled()
    expect(screen.getByText('ninguém')).toBeInTheDocument()
  })

  it('given an account with two-factor on, should ask for the code, then sign in; "Voltar" first brings the form back with the address', async () => {
    const store = serveApi()
    const { container, onSignedIn } = mount()

    await fill('bento@example.co.mz', 'segredo-do-bento')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Verificação em dois passos' }),
    ).toBeInTheDocument()
    const code = screen.getByRole('textbox', { name: /^Código de autenticação/ })
    await waitFor(() => expect(code).toHaveFocus())
    await expectNoAxeViolations(container)

    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }))
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('bento@example.co.mz')
    expect(screen.getByLabelText(/^Palavra-passe/)).toHaveFocus()
    expect(screen.getByLabelText(/^Palavra-passe/)).toHaveValue('')

    await userEvent.type(screen.getByLabelText(/^Palavra-passe/), 'segredo-do-bento')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    await userEvent.type(
      await screen.findByRole('textbox', { name: /^Código de autenticação/ }),
      twoFactorCodeAt(SECRET, store.now()),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }))

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ email: 'bento@example.co.mz' }))
    expect(await screen.findByText(`sessão de ${bento.name}`)).toBeInTheDocument()
  })

  it("given English with the host's own text, should speak English and pass Laravel's words on as sent", async () => {
    serveApi()
    mount(withAccountStrings(accountEn, { signIn: { submit: 'Log in' } }))

    expect(screen.getByRole('heading', { level: 2, name: 'Sign in' })).toBeInTheDocument()
    await fill('ana@example.co.mz', 'wrong', { email: /^Email/, password: /^Password/ })
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }))
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))

    const summary = await screen.findByRole('region', { name: 'Could not continue' })
    expect(summary).toHaveTextContent('These credentials do not match our records.')
    // The kit's own words too: nothing Portuguese is left on an English page.
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
      'Error: These credentials do not match our records.',
    )
    expect(screen.getAllByText('(required)')).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/obrigatório|Erro:|palavra-passe/)
  })

  it('given no connection, should say so in English and let the same form be sent again', async () => {
    serveApi()
    server.use(http.post(`${API}/login`, () => HttpResponse.error(), { once: true }))
    const { onSignedIn } = mount(accountEn)

    await fill('ana@example.co.mz', 'segredo-da-ana', { email: /^Email/, password: /^Password/ })
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('region', { name: 'Could not continue' })).toHaveTextContent(
      'Could not reach the server. Check your internet connection and try again.',
    )

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ email: 'ana@example.co.mz' }))
  })
})
