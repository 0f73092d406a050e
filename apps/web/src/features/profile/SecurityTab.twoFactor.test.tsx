import { twoFactorSetupPt } from '@conecta/account'
import { confirmPasswordNow, makeUser, RECOVERY_CODE_COUNT, twoFactorCodeAt } from '@conecta/mocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { mswServer, useMockApi } from '../../../test/mswServer'
import { renderRoute } from '../../../test/renderRoute'
import { DEMO_API_URL } from '../../config/validateEnv'

const {
  title: TWO_FACTOR_TITLE,
  openAuthenticator: OPEN_AUTHENTICATOR,
  recoveryTitle: RECOVERY_CODES_TITLE,
  caseNote: RECOVERY_CODES_CASE_NOTE,
  codeNotSixDigits: CODE_NOT_SIX_DIGITS,
  codeRefused: CODE_REFUSED,
  turnedOn: TWO_FACTOR_ON,
  turnedOff: TWO_FACTOR_OFF,
} = twoFactorSetupPt

/** Signed in, password confirmed a moment ago (no confirmation asked), two-factor as given. */
function useSignedIn(twoFactorOn = false) {
  const api = useMockApi({ signedInAs: makeUser() })
  confirmPasswordNow(api.store)
  const user = api.store.users.get(1)
  if (user === undefined) throw new Error('No user')
  if (twoFactorOn) {
    user.two_factor_secret = 'JBSWY3DPEHPK3PXP'
    user.two_factor_recovery_codes = ['aaaaaaaaaa-bbbbbbbbbb']
    user.two_factor_confirmed_at = '2026-11-01T10:00:00.000000Z'
  }
  return { ...api, user }
}

const section = () => screen.findByRole('region', { name: TWO_FACTOR_TITLE })

async function startSetUp() {
  await userEvent.click(await within(await section()).findByRole('button', { name: 'Activar' }))
  return within(await section()).findByRole('link', { name: OPEN_AUTHENTICATOR })
}

async function typeCode(code: string) {
  const field = within(await section()).getByLabelText(/^Código de 6 algarismos/)
  await userEvent.clear(field)
  await userEvent.type(field, code)
  await userEvent.click(within(await section()).getByRole('button', { name: 'Confirmar' }))
  return field
}

describe('the security tab: two-factor (@conecta/account TwoFactorSetup)', () => {
  it('given "Activar", should offer the app link first, then the key in groups of four, then a QR code drawn here', async () => {
    const { user } = useSignedIn()
    const { container } = renderRoute('/profile/security')

    const link = await startSetUp()

    const secret = user.two_factor_secret ?? ''
    expect(link).toHaveAttribute('href', expect.stringMatching(/^otpauth:\/\/totp\//))
    expect(link.getAttribute('href')).toContain(`secret=${secret}`)
    expect(
      within(await section()).getByText(secret.match(/.{1,4}/g)?.join(' ') ?? ''),
    ).toBeVisible()
    const qr = await within(await section()).findByRole('img', { name: /Código QR/ })
    expect(qr.tagName.toLowerCase()).toBe('svg')
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/)
    const field = within(await section()).getByLabelText(/^Código de 6 algarismos/)
    expect(field).toHaveAttribute('inputmode', 'numeric')
    expect(field).toHaveAttribute('autocomplete', 'one-time-code')
    expect(user.two_factor_confirmed_at).toBeNull()
    await expectNoAxeViolations(container)
  })

  it('given a wrong code, should say so beside the field and keep it; given five digits, should ask for six', async () => {
    const { user } = useSignedIn()
    renderRoute('/profile/security')
    await startSetUp()

    const field = await typeCode('000000')
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(CODE_REFUSED)),
    )
    expect(field).toHaveValue('000000')

    await typeCode('12345')
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(CODE_NOT_SIX_DIGITS)),
    )
    expect(field).toHaveValue('12345')
    expect(user.two_factor_confirmed_at).toBeNull()
  })

  it('given five digits, should ask for six and keep them in the same field, then confirm once the sixth is typed', async () => {
    const { user } = useSignedIn()
    renderRoute('/profile/security')
    await startSetUp()
    const code = twoFactorCodeAt(user.two_factor_secret ?? '', Date.now())

    const field = await typeCode(code.slice(0, 5))
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(CODE_NOT_SIX_DIGITS)),
    )
    // What was typed is the field's own: the refusal neither empties nor replaces it.
    expect(within(await section()).getByLabelText(/^Código de 6 algarismos/)).toBe(field)
    expect(field).toHaveValue(code.slice(0, 5))
    expect(user.two_factor_confirmed_at).toBeNull()

    await userEvent.type(field, code.slice(5))
    await userEvent.click(within(await section()).getByRole('button', { name: 'Confirmar' }))

    expect(
      await within(await section()).findByRole('heading', { name: RECOVERY_CODES_TITLE }),
    ).toBeInTheDocument()
    expect(user.two_factor_confirmed_at).not.toBeNull()
  })

  it('given the right code pasted with a space, should turn two-factor on and show the recovery codes once', async () => {
    const { user } = useSignedIn()
    renderRoute('/profile/security')
    await startSetUp()

    const code = twoFactorCodeAt(user.two_factor_secret ?? '', Date.now())
    await typeCode(`${code.slice(0, 3)} ${code.slice(3)}`)

    const heading = await within(await section()).findByRole('heading', {
      name: RECOVERY_CODES_TITLE,
    })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(within(await section()).getByText(TWO_FACTOR_ON)).toBeVisible()
    const codes = within(
      within(await section()).getByRole('list', { name: RECOVERY_CODES_TITLE }),
    ).getAllByRole('listitem')
    expect(codes.map((item) => item.textContent)).toEqual(user.two_factor_recovery_codes)
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT)
    expect(
      within(await section()).getByRole('link', { name: 'Descarregar (.txt)' }),
    ).toHaveAttribute('download', expect.stringMatching(/codigos-de-recuperacao\.txt$/))
    expect(user.two_factor_confirmed_at).not.toBeNull()

    await userEvent.click(
      within(await section()).getByRole('button', { name: 'Já guardei os códigos' }),
    )
    expect(within(await section()).queryByRole('list', { name: RECOVERY_CODES_TITLE })).toBeNull()
    expect(within(await section()).getByRole('button', { name: 'Desactivar' })).toBeVisible()

    // The session's user now says two-factor is on: the tab opened again shows it on.
    await userEvent.click(screen.getByRole('link', { name: 'Conta' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: TWO_FACTOR_TITLE })).toBeNull())
    await userEvent.click(screen.getByRole('link', { name: 'Segurança' }))
    expect(await within(await section()).findByRole('button', { name: 'Desactivar' })).toBeVisible()
  })

  it('given "Cancelar" while setting up, should forget the unconfirmed secret', async () => {
    const { user } = useSignedIn()
    renderRoute('/profile/security')
    await startSetUp()
    expect(user.two_factor_secret).not.toBeNull()

    await userEvent.click(within(await section()).getByRole('button', { name: 'Cancelar' }))

    expect(await within(await section()).findByRole('button', { name: 'Activar' })).toBeVisible()
    expect(user.two_factor_secret).toBeNull()
  })

  it('given two-factor on, should renew the recovery codes, and turn it off only after asking', async () => {
    const { user } = useSignedIn(true)
    renderRoute('/profile/security')

    await userEvent.click(
      await within(await section()).findByRole('button', {
        name: 'Gerar novos códigos de recuperação',
      }),
    )
    const list = await within(await section()).findByRole('list', { name: RECOVERY_CODES_TITLE })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(user.two_factor_recovery_codes)
    expect(user.two_factor_recovery_codes).not.toContain('aaaaaaaaaa-bbbbbbbbbb')

    await userEvent.click(within(await section()).getByRole('button', { name: 'Desactivar' }))
    expect(user.two_factor_confirmed_at).not.toBeNull()
    await userEvent.click(within(await section()).getByRole('button', { name: 'Manter activa' }))
    await userEvent.click(within(await section()).getByRole('button', { name: 'Desactivar' }))
    await userEvent.click(within(await section()).getByRole('button', { name: 'Desactivar' }))

    expect(await within(await section()).findByText(TWO_FACTOR_OFF)).toBeVisible()
    expect(within(await section()).getByRole('button', { name: 'Activar' })).toBeVisible()
    expect(user.two_factor_confirmed_at).toBeNull()
    expect(user.two_factor_secret).toBeNull()
  })

  it('given a backend without two-factor, should show nothing', async () => {
    useMockApi({ signedInAs: makeUser() }, { features: { twoFactor: false } })
    renderRoute('/profile/security')

    await screen.findByRole('region', { name: 'Alterar palavra-passe' })
    expect(screen.queryByRole('region', { name: TWO_FACTOR_TITLE })).toBeNull()
  })

  it('given new recovery codes, should show them in groups of five with every digit drawn apart from the letters, and say that capitals matter', async () => {
    useSignedIn(true)
    // A set holding every look-alike: 0 and O, 1, l and I.
    const codes = ['O0lI1aBcDe-f10OlIgHiJ', 'Zz9Yy8Xx7W-w6Vv5Uu4Tt']
    mswServer.use(
      http.get(`${DEMO_API_URL}/user/two-factor-recovery-codes`, () => HttpResponse.json(codes)),
    )
    const { container } = renderRoute('/profile/security')

    await userEvent.click(
      await within(await section()).findByRole('button', {
        name: 'Gerar novos códigos de recuperação',
      }),
    )
    const list = await within(await section()).findByRole('list', { name: RECOVERY_CODES_TITLE })
    expect(within(await section()).getByText(new RegExp(RECOVERY_CODES_CASE_NOTE))).toBeVisible()

    const items = within(list).getAllByRole('listitem')
    // Each code reads, and copies by hand, as the code itself: its groups are apart by a gap.
    expect(items.map((item) => item.textContent)).toEqual(codes)
    expect(Array.from(items[0]?.children ?? [], (group) => group.textContent)).toEqual([
      'O0lI1',
      'aBcDe-',
      'f10Ol',
      'IgHiJ',
    ])
    // Every digit, and only the digits, in bold.
    expect(
      items.map((item) => Array.from(item.querySelectorAll('strong'), (bold) => bold.textContent)),
    ).toEqual([
      ['0', '1', '10'],
      ['9', '8', '7', '6', '5', '4'],
    ])
    await expectNoAxeViolations(container)
  })
})
