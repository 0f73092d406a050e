import {
  addressCorrectionPt,
  newEmailPt,
  passwordConfirmationPt,
  verifyEmailPt,
} from '@conecta/account'
import { makeUser } from '@conecta/mocks'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { recordCalls, useMockApi } from '../../../test/mswServer'
import { paragraphWithText } from '../../../test/paragraphWithText'
import { renderRoute } from '../../../test/renderRoute'
import { rememberMailedAddress } from '../../session/mailedAddress'
import { EMAIL_VERIFIED_MESSAGE } from '../profile/ProfilePage'

const TYPO = 'ana@exmaple.co.mz'
const RIGHT = 'ana@example.co.mz'

function useUnverifiedAna() {
  return useMockApi({
    signedInAs: makeUser({ name: 'Ana Machava', email: TYPO, email_verified_at: null }),
  })
}

async function openCorrection() {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Enganou-se no endereço? Corrigir' }),
  )
  return screen.findByRole('region', { name: 'Corrigir o endereço' })
}

async function typeTwice(region: HTMLElement, first: string, second: string) {
  const email = within(region).getByRole('textbox', { name: /^O endereço certo/ })
  await userEvent.clear(email)
  await userEvent.type(email, first)
  await userEvent.type(within(region).getByLabelText(/^Confirme o novo e-mail/), second)
}

describe('VerifyEmailPage', () => {
  it('given the address this tab signed up or changed to, should say where the link went', async () => {
    useUnverifiedAna()
    rememberMailedAddress({ email: TYPO, name: 'Ana Machava' })
    const { container } = renderRoute('/verify-email')

    expect(
      await screen.findByText(paragraphWithText(verifyEmailPt.sentTo(TYPO))),
    ).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it('given a person who signs in with the mistyped address, should name it on /verify-email, where they are sent', async () => {
    useMockApi({
      users: [makeUser({ email: TYPO, email_verified_at: null })],
      ambient: true,
    })
    const { router } = renderRoute('/login')
    await userEvent.type(await screen.findByRole('textbox', { name: /E-mail/ }), TYPO)
    await userEvent.type(screen.getByLabelText(/^Palavra-passe/), 'password')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'))
    expect(
      await screen.findByText(paragraphWithText(verifyEmailPt.sentTo(TYPO))),
    ).toBeInTheDocument()
  })

  it('given a mistyped address, after correcting it (typed twice) and the password, should say the new link went to the right one', async () => {
    const { store } = useUnverifiedAna()
    rememberMailedAddress({ email: TYPO, name: 'Ana Machava' })
    const { container } = renderRoute('/verify-email')

    const region = await openCorrection()
    // The name is known: only the address is asked.
    expect(within(region).queryByRole('textbox', { name: /Nome/ })).toBeNull()
    await typeTwice(region, RIGHT, RIGHT)
    await expectNoAxeViolations(container)
    await userEvent.click(
      within(region).getByRole('button', { name: 'Guardar e enviar novo link' }),
    )
    const dialog = await screen.findByRole('alertdialog', { name: passwordConfirmationPt.title })
    await userEvent.type(within(dialog).getByLabelText(/^Palavra-passe/), 'password{Enter}')

    const done = await screen.findByText(verifyEmailPt.corrected(RIGHT))
    await waitFor(() => expect(done.closest('[tabindex="-1"]')).toHaveFocus())
    expect(screen.getByText(paragraphWithText(verifyEmailPt.sentTo(RIGHT)))).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Corrigir o endereço' })).toBeNull()
    expect(store.users.get(1)).toMatchObject({
      name: 'Ana Machava',
      email: RIGHT,
      email_verified_at: null,
    })
    expect(store.outbox.at(-1)).toMatchObject({ kind: 'verify-email', to: RIGHT })
    await expectNoAxeViolations(container)
  })

  it('given the two typings differing, should say so beside the second and send nothing', async () => {
    useUnverifiedAna()
    rememberMailedAddress({ email: TYPO, name: 'Ana Machava' })
    renderRoute('/verify-email')
    const calls = recordCalls()

    const region = await openCorrection()
    await typeTwice(region, RIGHT, 'ana@exampel.co.mz')
    await userEvent.click(
      within(region).getByRole('button', { name: 'Guardar e enviar novo link' }),
    )

    const again = within(region).getByLabelText(/^Confirme o novo e-mail/)
    await waitFor(() =>
      expect(again).toHaveAccessibleDescription(new RegExp(newEmailPt.confirmationMismatch)),
    )
    expect(again).toHaveValue('ana@exampel.co.mz')
    expect(calls.filter((call) => call.startsWith('PUT'))).toEqual([])
  })

  it('given the same address again, should say the link already went there', async () => {
    useUnverifiedAna()
    rememberMailedAddress({ email: TYPO, name: 'Ana Machava' })
    renderRoute('/verify-email')

    const region = await openCorrection()
    await userEvent.click(
      within(region).getByRole('button', { name: 'Guardar e enviar novo link' }),
    )
    const email = within(region).getByRole('textbox', { name: /^O endereço certo/ })
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(new RegExp(addressCorrectionPt.sameAddress)),
    )
  })

  it('given a tab that does not know the name (a new tab), should ask for it with the address and send both', async () => {
    const { store } = useMockApi({
      signedInAs: makeUser({ email: TYPO, email_verified_at: null }),
    })
    renderRoute('/verify-email')
    await screen.findByRole('heading', { level: 1, name: 'Verifique o seu e-mail' })
    expect(
      screen.getByText(paragraphWithText(/^Enviámos um link de verificação para o seu e-mail\.$/)),
    ).toBeVisible()

    const region = await openCorrection()
    await userEvent.type(within(region).getByRole('textbox', { name: /Nome/ }), 'Ana M.')
    await typeTwice(region, RIGHT, RIGHT)
    await userEvent.click(
      within(region).getByRole('button', { name: 'Guardar e enviar novo link' }),
    )
    const dialog = await screen.findByRole('alertdialog', { name: passwordConfirmationPt.title })
    await userEvent.type(within(dialog).getByLabelText(/^Palavra-passe/), 'password{Enter}')

    expect(await screen.findByText(verifyEmailPt.corrected(RIGHT))).toBeInTheDocument()
    expect(store.users.get(1)).toMatchObject({ name: 'Ana M.', email: RIGHT })
  })

  it('given the link opened in another browser, when the person comes back to this tab, should open the profile saying the address is verified', async () => {
    const { store } = useUnverifiedAna()
    const { router } = renderRoute('/verify-email')
    await screen.findByRole('button', { name: 'Enganou-se no endereço? Corrigir' })
    // The page listens for the person's return in an effect, which runs after the button is
    // drawn: a return announced before it was missed on a loaded machine (a fresh run's failure).
    await act(async () => {})

    const user = store.users.get(1)
    if (user === undefined) throw new Error('no user')
    user.email_verified_at = store.nowIso()
    act(() => {
      window.dispatchEvent(new Event('focus'))
    })

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
    expect(router.state.location.search).toBe('?verified=1')
    expect(await screen.findByText(EMAIL_VERIFIED_MESSAGE)).toBeInTheDocument()
  })
})
