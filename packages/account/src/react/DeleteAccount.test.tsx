// @vitest-environment jsdom
import { createMockStore, makeUser } from '@conecta/mocks'
import type { SessionSnapshot } from '@conecta/session-machine'
import { useSessionSelector } from '@conecta/session-machine/react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { hostClient, renderInHost, serveContract } from '../../test/blockHost'
import { accountEn } from '../accountEn'
import type { AccountStrings } from '../accountStrings'
import { DeleteAccount } from './DeleteAccount'

const server = serveContract()
const ana = makeUser({ email: 'ana@example.co.mz', password: 'senha-da-ana' })

const selectSignedIn = (snapshot: SessionSnapshot) => snapshot.matches('authenticated')

function SessionState() {
  return <p>{useSessionSelector(selectSignedIn) ? 'sessão aberta' : 'sem sessão'}</p>
}

/** Ana, signed in here. */
async function mount(strings?: AccountStrings) {
  const store = createMockStore({ users: [ana] })
  const client = hostClient(server, store)
  await client.post('/login', { body: { email: ana.email, password: 'senha-da-ana' } })
  // What the host saw of the session when the block said the account was gone.
  const seen: string[] = []
  const onDeleted = vi.fn(() => {
    seen.push(screen.getByText(/sessão/).textContent ?? '')
  })
  const view = renderInHost(
    <>
      <DeleteAccount onDeleted={onDeleted} />
      <SessionState />
    </>,
    client,
    strings,
  )
  await screen.findByText('sessão aberta')
  return { ...view, store, onDeleted, seen }
}

async function openDialog(name = 'Eliminar conta') {
  await userEvent.click(screen.getByRole('button', { name }))
  return screen.findByRole('alertdialog')
}

describe('DeleteAccount', () => {
  it('given the password, should delete the account, tell the host, then end the session', async () => {
    const { container, store, onDeleted, seen } = await mount()

    expect(screen.getByRole('heading', { level: 2, name: 'Eliminar conta' })).toBeInTheDocument()
    await expectNoAxeViolations(container)
    const dialog = await openDialog()
    expect(dialog).toHaveAccessibleName('Eliminar a sua conta?')
    await userEvent.type(within(dialog).getByLabelText(/^Palavra-passe/), 'senha-da-ana')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar definitivamente' }))

    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1))
    expect(store.users.size).toBe(0)
    // The host went on while the session still held the person; then it ended.
    expect(seen).toEqual(['sessão aberta'])
    expect(await screen.findByText('sem sessão')).toBeInTheDocument()
  })

  it('given a wrong password, should keep the dialog open, say so beside the field and keep what was typed', async () => {
    const { store, onDeleted } = await mount()

    const dialog = await openDialog()
    const field = within(dialog).getByLabelText(/^Palavra-passe/)
    await userEvent.type(field, 'errada-123')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar definitivamente' }))

    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Erro: A palavra-passe está incorrecta.'),
    )
    expect(field).toHaveValue('errada-123')
    expect(store.users.size).toBe(1)
    expect(onDeleted).not.toHaveBeenCalled()
  })

  it('given English, should speak English throughout', async () => {
    await mount(accountEn)

    expect(screen.getByRole('heading', { level: 2, name: 'Delete account' })).toBeInTheDocument()
    const dialog = await openDialog('Delete account')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }))

    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Password/)).toHaveAccessibleDescription(
        'Error: The password field is required.',
      ),
    )
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/obrigatório|palavra-passe|Erro:|Eliminar/)
  })
})
