// @vitest-environment jsdom
import { createMockStore, makeUser } from '@conecta/mocks'
import type { SessionSnapshot } from '@conecta/session-machine'
import { useSessionSelector } from '@conecta/session-machine/react'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { hostClient, renderInHost, serveContract } from '../../test/blockHost'
import { accountEn } from '../accountEn'
import type { AccountStrings } from '../accountStrings'
import { Register, type Registered } from './Register'

const server = serveContract()
const ana = makeUser({ email: 'ana@example.co.mz' })

const selectUnverified = (snapshot: SessionSnapshot) => snapshot.matches('unverified')

function SignedInAs() {
  const unverified = useSessionSelector(selectUnverified)
  return <p>{unverified ? 'sessão por verificar' : 'ninguém'}</p>
}

function mount(strings?: AccountStrings) {
  const store = createMockStore({ users: [ana] })
  const onRegistered = vi.fn<(registered: Registered) => void>()
  const view = renderInHost(
    <>
      <Register onRegistered={onRegistered} footer={<a href="/entrar">Já tem conta? Entre</a>} />
      <SignedInAs />
    </>,
    hostClient(server, store),
    strings,
  )
  return { ...view, store, onRegistered }
}

async function fill(name: string, email: string, password: string, confirmation = password) {
  await userEvent.type(screen.getByRole('textbox', { name: /^Nome/ }), name)
  await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), email)
  await userEvent.type(screen.getByLabelText(/^Palavra-passe/), password)
  await userEvent.type(screen.getByLabelText(/^Confirmar palavra-passe/), confirmation)
}

describe('Register', () => {
  it('given a new address, should create the account, sign it in unverified and tell the host', async () => {
    const { container, store, onRegistered } = mount()

    expect(screen.getByRole('heading', { level: 2, name: 'Criar conta' })).toBeInTheDocument()
    await expectNoAxeViolations(container)
    await fill(' Bento Cossa ', 'bento@example.co.mz', 'senha-do-bento')
    const sent: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') sent.push(new URL(request.url).pathname)
    })
    // Two taps before the answer: one account, one call.
    const button = screen.getByRole('button', { name: 'Criar conta' })
    await userEvent.dblClick(button)

    await waitFor(() =>
      expect(onRegistered).toHaveBeenCalledWith({
        name: 'Bento Cossa',
        email: 'bento@example.co.mz',
      }),
    )
    expect(onRegistered).toHaveBeenCalledTimes(1)
    // A second call would be refused (the address is taken by then) and go unseen by the host.
    expect(sent.filter((path) => path === '/register')).toHaveLength(1)
    // Signed in, its address not verified yet (`/api/user` answers 409 until it is).
    expect(await screen.findByText('sessão por verificar')).toBeInTheDocument()
    expect([...store.users.values()].map((user) => user.email)).toEqual([
      ana.email,
      'bento@example.co.mz',
    ])
    expect(store.outbox.map((mail) => mail.to)).toEqual(['bento@example.co.mz'])
  })

  it('given an address that has an account, should say so beside it in Portuguese and keep what was typed', async () => {
    const { onRegistered } = mount()

    await fill('Ana', ana.email, 'senha-nova-1', 'senha-nova-2')
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }))

    const summary = await screen.findByRole('region', { name: 'Não foi possível continuar' })
    await waitFor(() => expect(summary).toHaveFocus())
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription(
      'Erro: Já existe uma conta com este e-mail.',
    )
    expect(screen.getByLabelText(/^Confirmar palavra-passe/)).toHaveAccessibleDescription(
      'Erro: A confirmação não coincide com a palavra-passe.',
    )
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Ana')
    expect(screen.getByLabelText(/^Palavra-passe/)).toHaveValue('senha-nova-1')
    expect(screen.getByText('ninguém')).toBeInTheDocument()
    expect(onRegistered).not.toHaveBeenCalled()
  })

  it('given English, should speak English throughout', async () => {
    const { onRegistered } = mount(accountEn)

    expect(screen.getByRole('heading', { level: 2, name: 'Create an account' })).toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Bento')
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), ana.email)
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))

    await screen.findByRole('region', { name: 'Could not continue' })
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
      'Error: The email has already been taken.',
    )
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'At least 8 characters. Error: The password field is required.',
    )
    expect(document.body).not.toHaveTextContent(/obrigatório|palavra-passe|Erro:|Nome/)
    expect(onRegistered).not.toHaveBeenCalled()
  })
})
