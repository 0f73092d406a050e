// @vitest-environment jsdom
import { addBrowserSession, createMockStore, makeUser } from '@conecta/mocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { hostClient, renderInHost, serveContract } from '../../test/blockHost'
import { accountEn } from '../accountEn'
import type { AccountStrings } from '../accountStrings'
import type { EndOtherSessionsOffer } from '../endOtherSessions'
import { PasswordChange, type PasswordChanged } from './PasswordChange'

const server = serveContract()
const ana = makeUser({ email: 'ana@example.co.mz', password: 'senha-antiga' })

interface Mount {
  strings?: AccountStrings
  endOtherSessionsOffer?: EndOtherSessionsOffer
}

/** Ana, signed in here, and on the phone she lost. */
async function mount({ strings, endOtherSessionsOffer }: Mount = {}) {
  const store = createMockStore({ users: [ana] })
  addBrowserSession(store, { userId: ana.id, userAgent: 'Android', ipAddress: '197.218.4.2' })
  const client = hostClient(server, store)
  await client.post('/login', { body: { email: ana.email, password: 'senha-antiga' } })
  const asked: string[] = []
  server.events.on('request:start', ({ request }) => {
    asked.push(`${request.method} ${new URL(request.url).pathname}`)
  })
  const onChanged = vi.fn<(changed: PasswordChanged) => void>()
  const view = renderInHost(
    <PasswordChange onChanged={onChanged} endOtherSessionsOffer={endOtherSessionsOffer} />,
    client,
    strings,
  )
  return { ...view, store, onChanged, asked }
}

async function typePasswords(current: string, next: string) {
  await userEvent.type(screen.getByLabelText(/^Palavra-passe actual/), current)
  await userEvent.type(screen.getByLabelText(/^Nova palavra-passe/), next)
  await userEvent.type(screen.getByLabelText(/^Confirmar nova palavra-passe/), next)
}

describe('PasswordChange', () => {
  it('given the box ticked, should change the password, end the other sessions and say so with the focus', async () => {
    const { container, store, onChanged } = await mount()
    expect(store.sessionsOf(ana.id)).toHaveLength(2)

    const box = await screen.findByRole('checkbox', {
      name: 'Terminar sessão nos outros telemóveis e computadores',
    })
    await expectNoAxeViolations(container)
    await typePasswords('senha-antiga', 'senha-nova-1')
    await userEvent.click(box)
    await userEvent.click(screen.getByRole('button', { name: 'Alterar palavra-passe' }))

    const said = await screen.findByText(
      'A sua palavra-passe foi alterada. Use a nova palavra-passe da próxima vez que entrar. A sessão foi terminada em todos os outros telemóveis e computadores.',
    )
    await waitFor(() => expect(said.closest('[tabindex="-1"]')).toHaveFocus())
    expect(onChanged).toHaveBeenCalledWith({ endedOtherSessions: true })
    expect(store.users.get(ana.id)?.password).toBe('senha-nova-1')
    expect(store.sessionsOf(ana.id)).toHaveLength(1)
    // Emptied: nothing of the passwords stays on the page.
    expect(screen.getByLabelText(/^Palavra-passe actual/)).toHaveValue('')
    expect(screen.getByLabelText(/^Nova palavra-passe/)).toHaveValue('')
    expect(box).not.toBeChecked()
  })

  it('given a wrong current password, should say so beside it and keep what was typed', async () => {
    const { store, onChanged } = await mount()

    await typePasswords('nao-e-esta', 'senha-nova-1')
    await userEvent.click(screen.getByRole('button', { name: 'Alterar palavra-passe' }))

    const summary = await screen.findByRole('region', { name: 'Não foi possível continuar' })
    await waitFor(() => expect(summary).toHaveFocus())
    expect(screen.getByLabelText(/^Palavra-passe actual/)).toHaveAccessibleDescription(/^Erro: /)
    expect(screen.getByLabelText(/^Palavra-passe actual/)).toHaveValue('nao-e-esta')
    expect(screen.getByLabelText(/^Nova palavra-passe/)).toHaveValue('senha-nova-1')
    expect(onChanged).not.toHaveBeenCalled()
    expect(store.users.get(ana.id)?.password).toBe('senha-antiga')
  })

  it("given the host's answer (no sessions to end), should offer nothing and not ask the backend", async () => {
    const { asked } = await mount({ endOtherSessionsOffer: 'absent' })

    await typePasswords('senha-antiga', 'senha-nova-1')
    const form = screen.getByRole('button', { name: 'Alterar palavra-passe' }).closest('form')
    expect(form).not.toBeNull()
    expect(within(form as HTMLFormElement).queryByLabelText(/^Terminar sessão/)).toBeNull()
    expect(asked).not.toContain('GET /api/user/sessions')
  })

  it('given English, should speak English throughout', async () => {
    const { onChanged } = await mount({ strings: accountEn })

    expect(screen.getByRole('heading', { level: 2, name: 'Change password' })).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText(/^Current password/), 'senha-antiga')
    await userEvent.type(screen.getByLabelText(/^New password/), 'senha-nova-1')
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'senha-nova-1')
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))

    const said = await screen.findByText(
      'Your password was changed. Use the new password the next time you sign in.',
    )
    expect(said).toBeInTheDocument()
    expect(onChanged).toHaveBeenCalledWith({ endedOtherSessions: false })
    expect(document.body).not.toHaveTextContent(/obrigatório|palavra-passe|Sucesso|Erro:|Terminar/)
  })
})
