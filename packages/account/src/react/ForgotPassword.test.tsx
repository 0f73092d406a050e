// @vitest-environment jsdom
import { allHandlers, createHandlers, createMockStore, makeUser } from '@conecta/mocks'
import { createSanctumClient, createUserStorage, sessionMachine } from '@conecta/session-machine'
import { SessionProvider } from '@conecta/session-machine/react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { createMemoryStorage } from '../../test/createMemoryStorage'
import { accountEn } from '../accountEn'
import type { AccountStrings } from '../accountStrings'
import { AccountProvider } from './AccountProvider'
import { ForgotPassword } from './ForgotPassword'

// The block as a host mounts it, against the API contract's handlers over a real Sanctum client.

const API = 'https://api.conecta.test'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const ana = makeUser({ email: 'ana@example.co.mz' })
// A host's own logging: an anonymous visitor's first question (401) is no error to it.
const quietSession = sessionMachine.provide({ actions: { logError: () => {} } })

function mount(strings?: AccountStrings) {
  const store = createMockStore({ users: [ana] })
  server.use(...allHandlers(createHandlers(store, { baseUrl: API, csrf: 'lenient' })))
  const client = createSanctumClient({ baseURL: API, readCookie: () => undefined })
  const block = (
    <SessionProvider
      input={{ client, storage: createUserStorage(createMemoryStorage()) }}
      logic={quietSession}
    >
      <ForgotPassword footer={<a href="/entrar">Voltar a entrar</a>} />
    </SessionProvider>
  )
  const view = render(
    strings === undefined ? block : <AccountProvider strings={strings}>{block}</AccountProvider>,
  )
  return { ...view, store }
}

describe('ForgotPassword', () => {
  it("given the account's address, should mail the link, say where it went and offer another", async () => {
    const { container, store } = mount()

    expect(
      screen.getByRole('heading', { level: 2, name: 'Recuperar palavra-passe' }),
    ).toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), ' ana@example.co.mz ')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }))

    expect(
      await screen.findByText(
        'Enviámos um link para ana@example.co.mz. Abra o e-mail e siga o link para escolher uma nova palavra-passe. Não recebeu? Verifique a pasta de spam ou peça outro link.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Enviar outro link' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('ana@example.co.mz')
    expect(store.outbox.map((mail) => mail.to)).toEqual(['ana@example.co.mz'])
    await expectNoAxeViolations(container)
  })

  it('given an address no account has, should say so in Portuguese beside the field', async () => {
    mount()

    await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'ninguem@example.co.mz')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }))

    const summary = await screen.findByRole('region', { name: 'Não foi possível continuar' })
    await waitFor(() => expect(summary).toHaveFocus())
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription(
      'Erro: Não encontrámos nenhuma conta com este e-mail.',
    )
    expect(screen.getByRole('button', { name: 'Enviar link' })).toBeInTheDocument()
  })

  it('given English, should speak English throughout', async () => {
    mount(accountEn)

    expect(
      screen.getByRole('heading', { level: 2, name: 'Forgotten password' }),
    ).toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'ana@example.co.mz')
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }))

    expect(await screen.findByRole('button', { name: 'Send another link' })).toBeInTheDocument()
    expect(screen.getByText(/^We sent a link to ana@example\.co\.mz\./)).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/obrigatório|Sucesso|Enviámos/)
  })
})
