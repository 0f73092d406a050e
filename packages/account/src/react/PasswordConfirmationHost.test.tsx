// @vitest-environment jsdom
import { addBrowserSession, createMockStore, makeUser } from '@conecta/mocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { hostClient, renderInHost, serveContract } from '../../test/blockHost'
import { accountEn } from '../accountEn'
import type { AccountStrings } from '../accountStrings'
import { createPasswordConfirmationPrompt } from '../promptChannel'
import { BrowserSessions } from './BrowserSessions'
import { PasswordConfirmationHost } from './PasswordConfirmationHost'

const server = serveContract()
const ana = makeUser({ email: 'ana@example.co.mz' })

/**
 * A host as the README mounts it: its client asks the channel, the host
 * shows the dialog. Ana's password was not confirmed lately, so ending her
 * other sessions is answered 423 (the contract's `password.confirm`).
 */
function mount({ strings, host = true }: { strings?: AccountStrings; host?: boolean } = {}) {
  const store = createMockStore({ users: [ana], signedInAs: ana })
  addBrowserSession(store, {
    userId: ana.id,
    userAgent: null,
    ipAddress: '197.218.4.2',
    minutesAgo: 5,
  })
  const sent: string[] = []
  server.events.on('request:start', ({ request }) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`)
  })
  const prompt = createPasswordConfirmationPrompt()
  const client = hostClient(
    server,
    store,
    { browserSessions: true },
    { confirmPassword: prompt.ask },
  )
  const page = (withHost: boolean) => (
    <>
      <BrowserSessions />
      {withHost && <PasswordConfirmationHost prompt={prompt} />}
    </>
  )
  const view = renderInHost(page(host), client, strings)
  return { ...view, store, sent, leave: () => view.redraw(page(false)) }
}

async function endTheOthers(name = 'Terminar todas as outras sessões') {
  const region = await screen.findByRole('region', { name: /Sessões activas|Active sessions/ })
  await userEvent.click(await within(region).findByRole('button', { name }))
  return region
}

describe('PasswordConfirmationHost', () => {
  it('given a call answered 423, should ask for the password, refuse a wrong one beside the field, then send the call again once', async () => {
    const { container, store, sent } = mount()

    const region = await endTheOthers()
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Confirme a sua palavra-passe',
    })
    const field = within(dialog).getByLabelText(/^Palavra-passe/)
    expect(field).toHaveFocus()
    await expectNoAxeViolations(container.ownerDocument.body)

    await userEvent.type(field, 'errada-123{Enter}')
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/A palavra-passe está incorrecta\./),
    )
    expect(field).toHaveValue('errada-123')
    expect(field).toHaveFocus()
    expect(store.sessionsOf(ana.id)).toHaveLength(2)

    await userEvent.clear(field)
    await userEvent.type(field, 'password')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }))

    expect(
      await within(region).findByText(
        'As outras sessões foram terminadas. Só este dispositivo continua com a conta aberta.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(store.sessionsOf(ana.id)).toHaveLength(1)
    expect(sent.filter((call) => call === 'DELETE /api/user/sessions')).toHaveLength(2)
    expect(sent.filter((call) => call === 'POST /user/confirm-password')).toHaveLength(2)
  })

  it('after Cancelar, should leave the call undone without an error and the focus where it was', async () => {
    const { store } = mount()

    const region = await endTheOthers()
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Confirme a sua palavra-passe',
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    const endOthers = within(region).getByRole('button', {
      name: 'Terminar todas as outras sessões',
    })
    await waitFor(() => expect(endOthers).toHaveFocus())
    expect(within(region).queryByRole('alert')).toBeNull()
    expect(store.sessionsOf(ana.id)).toHaveLength(2)
  })

  it('given English, should ask in English and say a wrong password in it', async () => {
    const { store } = mount({ strings: accountEn })

    await endTheOthers('End every other session')
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm your password' })
    expect(within(dialog).getByText(/To protect your account/)).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAccessibleDescription(
      /Enter your password\./,
    )

    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'password{Enter}')
    await waitFor(() => expect(store.sessionsOf(ana.id)).toHaveLength(1))
  })

  it('given the host unmounted while asking, should cancel the call, and a 423 with no host fails as itself', async () => {
    const { store, leave } = mount()

    const region = await endTheOthers()
    await screen.findByRole('alertdialog', { name: 'Confirme a sua palavra-passe' })
    leave()

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(within(region).queryByRole('alert')).toBeNull()

    // No host: nobody can be asked, and the call's 423 is its failure.
    await userEvent.click(
      within(region).getByRole('button', { name: 'Terminar todas as outras sessões' }),
    )
    expect(await within(region).findByRole('alert')).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(store.sessionsOf(ana.id)).toHaveLength(2)
  })

  it('given another channel (a host that made a new client), should serve that one and no longer the first', async () => {
    const store = createMockStore({ users: [ana], signedInAs: ana })
    const client = hostClient(server, store, { browserSessions: true })
    const first = createPasswordConfirmationPrompt()
    const second = createPasswordConfirmationPrompt()
    const { redraw } = renderInHost(<PasswordConfirmationHost prompt={first} />, client)
    redraw(<PasswordConfirmationHost prompt={second} />)

    // Served once its effect ran: the first channel then has nobody to ask.
    await waitFor(() => expect(first.ask()).rejects.toThrow('No page here can ask'))
    let confirmed: boolean | null = null
    void second.ask().then((answer) => {
      confirmed = answer
    })
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirme a sua palavra-passe' })
    await userEvent.type(within(dialog).getByLabelText(/^Palavra-passe/), 'password{Enter}')

    await waitFor(() => expect(confirmed).toBe(true))
  })
})
