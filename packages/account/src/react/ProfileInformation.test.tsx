// @vitest-environment jsdom
import {
  confirmPasswordNow,
  createMockStore,
  DEFAULT_PASSWORD,
  type HandlerOptions,
  makeUser,
} from '@conecta/mocks'
import { useSessionStatus, useSessionUser } from '@conecta/session-machine/react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { hostClient, renderInHost, serveContract } from '../../test/blockHost'
import { accountEn } from '../accountEn'
import type { AccountStrings } from '../accountStrings'
import { createPasswordConfirmationPrompt } from '../promptChannel'
import { PasswordConfirmationHost } from './PasswordConfirmationHost'
import { ProfileInformation } from './ProfileInformation'

const server = serveContract()

/** What the host's own page says of the session and its user. */
function SessionUserProbe() {
  const status = useSessionStatus()
  const user = useSessionUser()
  return (
    <p data-testid="probe">
      {status}: {user === null ? 'ninguém' : `${user.user.name} <${user.user.email}>`}
    </p>
  )
}

/** Ana, her address verified, signed in on a host of the block over a backend with `features`. */
function mount({
  features,
  strings,
  confirmed = true,
}: {
  features: HandlerOptions['features']
  strings?: AccountStrings
  confirmed?: boolean
}) {
  const ana = makeUser({ name: 'Ana Machava', email: 'ana@example.co.mz' })
  const store = createMockStore({ users: [ana], signedInAs: ana })
  if (confirmed) confirmPasswordNow(store)
  const prompt = createPasswordConfirmationPrompt()
  const client = hostClient(server, store, features, { confirmPassword: prompt.ask })
  const onSaved = vi.fn()
  const sent: string[] = []
  server.events.on('request:start', ({ request }) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`)
  })
  const view = renderInHost(
    <>
      <ProfileInformation onSaved={onSaved} />
      <PasswordConfirmationHost prompt={prompt} />
      <SessionUserProbe />
    </>,
    client,
    strings,
  )
  const user = store.users.get(ana.id)
  if (user === undefined) throw new Error('No user')
  return { ...view, user, onSaved, sent }
}

const saves = (sent: string[]) => sent.filter((call) => call === 'PUT /user/profile-information')

describe('ProfileInformation', () => {
  it('given a backend that keeps the change pending, should save the name and say where the link went, the old address still in use', async () => {
    const { container, user, onSaved } = mount({ features: { pendingEmail: true } })
    const region = await screen.findByRole('region', { name: 'Dados pessoais' })
    const name = within(region).getByLabelText(/^Nome/)
    const email = within(region).getByLabelText(/^E-mail/)
    expect(name).toHaveValue('Ana Machava')
    expect(email).toHaveValue('ana@example.co.mz')

    await userEvent.clear(name)
    await userEvent.type(name, 'Ana M. Sitoe')
    await userEvent.clear(email)
    await userEvent.type(email, 'ana.sitoe@example.co.mz')
    // Typed once: the old address keeps working until the link is opened.
    expect(within(region).queryByLabelText(/^Confirme o novo e-mail/)).toBeNull()
    expect(within(region).getByText('O e-mail só muda depois de confirmado')).toBeVisible()
    await userEvent.click(within(region).getByRole('button', { name: 'Guardar alterações' }))

    expect(
      await within(region).findByText(
        'Os seus dados foram guardados. Para mudar o e-mail, abra o link que enviámos para ana.sitoe@example.co.mz.',
      ),
    ).toBeVisible()
    expect(onSaved).toHaveBeenCalledWith({
      name: 'Ana M. Sitoe',
      email: 'ana.sitoe@example.co.mz',
      emailChanged: true,
      waitsForLink: true,
    })
    expect(user.name).toBe('Ana M. Sitoe')
    expect(user.pending_email).toBe('ana.sitoe@example.co.mz')
    // The session asked again: the form shows what the server holds, the change under the field.
    await waitFor(() =>
      expect(screen.getByTestId('probe')).toHaveTextContent(
        'authenticated: Ana M. Sitoe <ana@example.co.mz>',
      ),
    )
    await waitFor(() => expect(email).toHaveValue('ana@example.co.mz'))
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Alteração por confirmar: ana.sitoe@example.co.mz.'),
    )
    await expectNoAxeViolations(container)
  })

  it('given English and a backend that replaces the address at once, should ask for it twice before sending, then leave with the person, whose new address must be verified', async () => {
    const { user, onSaved, sent } = mount({
      features: { pendingEmail: false },
      strings: accountEn,
    })
    const region = await screen.findByRole('region', { name: 'Personal details' })
    const email = within(region).getByLabelText(/^Email/)

    await userEvent.clear(email)
    await userEvent.type(email, 'ana.sitoe@example.co.mz')
    expect(within(region).getByText('You will have to verify the new email')).toBeVisible()
    await userEvent.click(within(region).getByRole('button', { name: 'Save changes' }))

    const again = within(region).getByLabelText(/^Confirm the new email/)
    await waitFor(() =>
      expect(again).toHaveAccessibleDescription(
        expect.stringContaining('Type the new email again, to confirm it.'),
      ),
    )
    expect(saves(sent)).toEqual([])
    expect(email).toHaveValue('ana.sitoe@example.co.mz')

    await userEvent.type(again, 'ana.sitoe@example.co.mz')
    await userEvent.click(within(region).getByRole('button', { name: 'Save changes' }))

    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith({
        name: 'Ana Machava',
        email: 'ana.sitoe@example.co.mz',
        emailChanged: true,
        waitsForLink: false,
      }),
    )
    expect(saves(sent)).toHaveLength(1)
    expect(user.email).toBe('ana.sitoe@example.co.mz')
    expect(user.email_verified_at).toBeNull()
    // The new address is not verified yet: the session's person must verify it, and the block
    // leaves with them. The host said where the link went, in onSaved.
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent(/^unverified/))
    expect(screen.queryByRole('region', { name: 'Personal details' })).toBeNull()
  })

  it('given the route behind password.confirm, should ask for the password, then save once', async () => {
    const { user, onSaved, sent } = mount({
      features: { pendingEmail: true, profilePasswordConfirm: true },
      confirmed: false,
    })
    const region = await screen.findByRole('region', { name: 'Dados pessoais' })
    const name = within(region).getByLabelText(/^Nome/)
    await userEvent.clear(name)
    await userEvent.type(name, 'Ana M. Sitoe')
    await userEvent.click(within(region).getByRole('button', { name: 'Guardar alterações' }))

    const dialog = await screen.findByRole('alertdialog', { name: 'Confirme a sua palavra-passe' })
    await userEvent.type(within(dialog).getByLabelText(/^Palavra-passe/), DEFAULT_PASSWORD)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }))

    expect(await within(region).findByText('Os seus dados foram guardados.')).toBeVisible()
    expect(user.name).toBe('Ana M. Sitoe')
    expect(onSaved).toHaveBeenCalledTimes(1)
    // Answered 423 once, then sent again once confirmed.
    expect(saves(sent)).toHaveLength(2)
  })
})
