// @vitest-environment jsdom
import {
  confirmPasswordNow,
  createMockStore,
  DEFAULT_PASSWORD,
  type MockStore,
  makeUser,
  twoFactorCodeAt,
} from '@conecta/mocks'
import { useSessionUser } from '@conecta/session-machine/react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { hostClient, renderInHost, serveContract } from '../../test/blockHost'
import { accountEn } from '../accountEn'
import { type AccountStrings, withAccountStrings } from '../accountStrings'
import { createPasswordConfirmationPrompt } from '../promptChannel'
import { PasswordConfirmationHost } from './PasswordConfirmationHost'
import { TwoFactorSetup } from './TwoFactorSetup'

const server = serveContract()

/** What the host's own page says of the session's user (its copy, which the block keeps true). */
function SessionUserProbe() {
  const user = useSessionUser()
  return (
    <p data-testid="probe">
      {user === null ? 'ninguém' : `dois passos: ${user.user.two_factor_confirmed_at ?? 'não'}`}
    </p>
  )
}

/**
 * Ana, signed in on a host of the block. `confirmed`: her password was
 * confirmed a moment ago, so no call is answered 423; otherwise the host
 * answers the 423 with the package's dialog.
 */
function mount({
  strings,
  confirmed = true,
  twoFactor = true,
}: {
  strings?: AccountStrings
  confirmed?: boolean
  twoFactor?: boolean
} = {}) {
  const ana = makeUser({ email: 'ana@example.co.mz' })
  const store: MockStore = createMockStore({ users: [ana], signedInAs: ana })
  if (confirmed) confirmPasswordNow(store)
  const prompt = createPasswordConfirmationPrompt()
  const client = hostClient(server, store, { twoFactor }, { confirmPassword: prompt.ask })
  const view = renderInHost(
    <>
      <TwoFactorSetup productName="Acme" />
      <PasswordConfirmationHost prompt={prompt} />
      <SessionUserProbe />
    </>,
    client,
    strings,
  )
  const user = store.users.get(ana.id)
  if (user === undefined) throw new Error('No user')
  return { ...view, store, user }
}

const section = (name: string | RegExp = 'Verificação em dois passos') =>
  screen.findByRole('region', { name })

describe('TwoFactorSetup', () => {
  it('given English and a text of the host, should set two-factor up from the link to the recovery codes, and tell the session', async () => {
    const strings = withAccountStrings(accountEn, { twoFactorSetup: { enable: 'Set it up' } })
    const { container, user } = mount({ strings })
    const region = await section('Two-step verification')
    expect(await screen.findByTestId('probe')).toHaveTextContent('dois passos: não')

    await userEvent.click(within(region).getByRole('button', { name: 'Set it up' }))
    const link = await within(region).findByRole('link', {
      name: 'Open in the authenticator app',
    })
    expect(link).toHaveAttribute(
      'href',
      expect.stringContaining(`secret=${user.two_factor_secret}`),
    )
    expect(
      await within(region).findByRole('img', { name: /QR code for the authenticator app/ }),
    ).toBeInTheDocument()
    await expectNoAxeViolations(container)

    const field = within(region).getByLabelText(/^6-digit code/)
    await userEvent.type(field, '12345')
    await userEvent.click(within(region).getByRole('button', { name: 'Confirm' }))
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Enter the 6 digits the authenticator app shows.'),
      ),
    )
    expect(field).toHaveValue('12345')

    await userEvent.clear(field)
    await userEvent.type(field, twoFactorCodeAt(user.two_factor_secret ?? '', Date.now()))
    await userEvent.click(within(region).getByRole('button', { name: 'Confirm' }))

    const heading = await within(region).findByRole('heading', { name: 'Recovery codes' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(within(region).getByText('Two-step verification is on.')).toBeVisible()
    expect(
      within(within(region).getByRole('list', { name: 'Recovery codes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(user.two_factor_recovery_codes)
    expect(within(region).getByRole('link', { name: 'Download (.txt)' })).toHaveAttribute(
      'download',
      'acme-recovery-codes.txt',
    )
    expect(within(region).getByText(/^Digits are shown in bold:/)).toBeVisible()
    expect(user.two_factor_confirmed_at).not.toBeNull()
    // The host's own copy of the user says so too, without asking the server again.
    expect(screen.getByTestId('probe')).not.toHaveTextContent('dois passos: não')
    await expectNoAxeViolations(container)

    await userEvent.click(within(region).getByRole('button', { name: 'I have saved the codes' }))
    expect(within(region).queryByRole('list', { name: 'Recovery codes' })).toBeNull()
    expect(within(region).getByRole('button', { name: 'Turn off' })).toBeVisible()
  })

  it('given a password not confirmed lately, should ask for it in the dialog, then set up; cancelled, should leave the offer as it was', async () => {
    const { user } = mount({ confirmed: false })
    const region = await section()

    await userEvent.click(within(region).getByRole('button', { name: 'Activar' }))
    let dialog = await screen.findByRole('alertdialog', { name: 'Confirme a sua palavra-passe' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(within(region).getByRole('button', { name: 'Activar' })).toBeVisible()
    expect(within(region).queryByRole('alert')).toBeNull()
    expect(user.two_factor_secret).toBeNull()

    await userEvent.click(within(region).getByRole('button', { name: 'Activar' }))
    dialog = await screen.findByRole('alertdialog', { name: 'Confirme a sua palavra-passe' })
    await userEvent.type(within(dialog).getByLabelText(/^Palavra-passe/), DEFAULT_PASSWORD)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }))

    expect(
      await within(region).findByRole('link', { name: 'Abrir na aplicação de autenticação' }),
    ).toBeVisible()
    expect(user.two_factor_secret).not.toBeNull()
  })

  it('given a backend without two-factor, should show nothing', async () => {
    mount({ twoFactor: false })

    expect(await screen.findByTestId('probe')).toHaveTextContent('dois passos: não')
    expect(screen.queryByRole('region')).toBeNull()
  })
})
