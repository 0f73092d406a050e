// @vitest-environment jsdom
import { addBrowserSession, createMockStore, makeUser } from '@conecta/mocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { hostClient, renderInHost, serveContract } from '../../test/blockHost'
import { accountEn } from '../accountEn'
import type { AccountStrings } from '../accountStrings'
import { PasswordReset, type PasswordResetDone, type PasswordResetProps } from './PasswordReset'

const server = serveContract()
const ana = makeUser({ email: 'ana@example.co.mz' })
const TOKEN = 'c0d1g0-d0-ema1l'

interface Mount {
  strings?: AccountStrings
  browserSessions?: boolean
  props?: Partial<PasswordResetProps>
}

/** Ana's live reset link, and a phone where she is still signed in. */
function mount({ strings, browserSessions = true, props }: Mount = {}) {
  const store = createMockStore({ users: [ana] })
  store.passwordResets.set(ana.email, { email: ana.email, token: TOKEN, createdAt: store.now() })
  addBrowserSession(store, { userId: ana.id, userAgent: 'Android', ipAddress: '197.218.4.2' })
  const onReset = vi.fn<(done: PasswordResetDone) => void>()
  const block = (more?: Partial<PasswordResetProps>) => (
    <PasswordReset token={TOKEN} defaultEmail={ana.email} onReset={onReset} {...props} {...more} />
  )
  const view = renderInHost(block(), hostClient(server, store, { browserSessions }), strings)
  /** Draws the block again, as its host's render does, with these props. */
  const redraw = (more: Partial<PasswordResetProps>) => view.redraw(block(more))
  return { ...view, store, onReset, redraw }
}

async function typeNewPassword(password: string, confirmation = password) {
  await userEvent.type(screen.getByLabelText(/^Nova palavra-passe/), password)
  await userEvent.type(screen.getByLabelText(/^Confirmar nova palavra-passe/), confirmation)
}

function form(): HTMLFormElement {
  const found = screen.getByRole('button', { name: 'Guardar palavra-passe' }).closest('form')
  if (found === null) throw new Error('The button is outside a form')
  return found
}

describe('PasswordReset', () => {
  it('given the box ticked, should change the password, end every session and tell the host what to say', async () => {
    const { container, store, onReset } = mount()

    expect(
      screen.getByRole('heading', { level: 2, name: 'Escolher nova palavra-passe' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(ana.email)
    const box = await screen.findByRole('checkbox', {
      name: 'Terminar sessão nos outros telemóveis e computadores',
    })
    expect(box).not.toBeChecked()
    await expectNoAxeViolations(container)
    await typeNewPassword('nova-senha-1')
    await userEvent.click(box)
    await userEvent.click(screen.getByRole('button', { name: 'Guardar palavra-passe' }))

    await waitFor(() => expect(onReset).toHaveBeenCalledTimes(1))
    expect(onReset).toHaveBeenCalledWith({
      email: ana.email,
      endedOtherSessions: true,
      message:
        'A sua palavra-passe foi alterada. Entre com a nova palavra-passe. A sessão foi terminada em todos os outros telemóveis e computadores.',
    })
    expect(store.users.get(ana.id)?.password).toBe('nova-senha-1')
    expect(store.sessionsOf(ana.id)).toEqual([])
  })

  it('given the box left unticked, should leave the other sessions open', async () => {
    const { store, onReset } = mount()

    await screen.findByRole('checkbox', { name: /^Terminar sessão/ })
    await typeNewPassword('nova-senha-1')
    await userEvent.click(screen.getByRole('button', { name: 'Guardar palavra-passe' }))

    await waitFor(() =>
      expect(onReset).toHaveBeenCalledWith({
        email: ana.email,
        endedOtherSessions: false,
        message: 'A sua palavra-passe foi alterada. Entre com a nova palavra-passe.',
      }),
    )
    expect(store.sessionsOf(ana.id)).toHaveLength(1)
  })

  it('given a backend without the session routes (404), should not offer to end them', async () => {
    const { onReset } = mount({ browserSessions: false })

    await waitFor(() => expect(within(form()).queryByLabelText(/^Terminar sessão/)).toBeNull())
    await typeNewPassword('nova-senha-1')
    await userEvent.click(screen.getByRole('button', { name: 'Guardar palavra-passe' }))

    await waitFor(() =>
      expect(onReset).toHaveBeenCalledWith(expect.objectContaining({ endedOtherSessions: false })),
    )
  })

  it("given the host's own answer, should ask it once and not the backend", async () => {
    const canEndOtherSessions = vi.fn(() => Promise.resolve(false))
    const asked: string[] = []
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname)
    })
    const { redraw } = mount({ props: { canEndOtherSessions } })
    // A host's inline function is new on each render: the new one is not asked.
    const another = vi.fn(() => Promise.resolve(true))
    redraw({ canEndOtherSessions: another })

    await waitFor(() => expect(within(form()).queryByLabelText(/^Terminar sessão/)).toBeNull())
    expect(canEndOtherSessions).toHaveBeenCalledTimes(1)
    expect(another).not.toHaveBeenCalled()
    expect(asked).not.toContain('/api/user/sessions')
  })

  it('after a wrong link, should keep what was typed and the box as it was', async () => {
    const { store, onReset } = mount({ props: { token: 'link-antigo' } })

    const box = await screen.findByRole('checkbox', { name: /^Terminar sessão/ })
    await typeNewPassword('nova-senha-1')
    await userEvent.click(box)
    await userEvent.click(screen.getByRole('button', { name: 'Guardar palavra-passe' }))

    const summary = await screen.findByRole('region', { name: 'Não foi possível continuar' })
    await waitFor(() => expect(summary).toHaveFocus())
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription(/^Erro: /)
    expect(screen.getByLabelText(/^Nova palavra-passe/)).toHaveValue('nova-senha-1')
    expect(screen.getByLabelText(/^Confirmar nova palavra-passe/)).toHaveValue('nova-senha-1')
    expect(box).toBeChecked()
    expect(onReset).not.toHaveBeenCalled()
    expect(store.users.get(ana.id)?.password).not.toBe('nova-senha-1')
  })

  it('given English, should speak English throughout', async () => {
    const { onReset } = mount({ strings: accountEn })

    expect(
      screen.getByRole('heading', { level: 2, name: 'Choose a new password' }),
    ).toBeInTheDocument()
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Sign out on my other phones and computers' }),
    )
    await userEvent.type(screen.getByLabelText(/^New password/), 'nova-senha-1')
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'nova-senha-1')
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2)
    expect(document.body).not.toHaveTextContent(/obrigatório|palavra-passe|Terminar|Erro:/)
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }))

    await waitFor(() =>
      expect(onReset).toHaveBeenCalledWith({
        email: ana.email,
        endedOtherSessions: true,
        message:
          'Your password was changed. Sign in with the new password. You were signed out on every other phone and computer.',
      }),
    )
  })
})
