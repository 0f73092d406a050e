// @vitest-environment jsdom
import { confirmPasswordNow, createMockStore, makeUser } from '@conecta/mocks'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { hostClient, renderInHost, serveContract } from '../../test/blockHost'
import { paragraphWithText } from '../../test/paragraphWithText'
import { accountEn } from '../accountEn'
import { type AccountStrings, withAccountStrings } from '../accountStrings'
import type { MailedAddress } from './AddressCorrection'
import { VerifyEmail } from './VerifyEmail'

const server = serveContract()
const TYPO = 'ana@exmaple.co.mz'
const RIGHT = 'ana@example.co.mz'

/** Ana registered with a typo: signed in, her address not verified; the host remembers it. */
function mount({
  address = { email: TYPO, name: 'Ana Machava' },
  strings,
  onSignOut,
}: {
  address?: MailedAddress | null
  strings?: AccountStrings
  onSignOut?: () => Promise<void>
} = {}) {
  const ana = makeUser({ name: 'Ana Machava', email: TYPO, email_verified_at: null })
  const store = createMockStore({ users: [ana], signedInAs: ana })
  confirmPasswordNow(store)
  const client = hostClient(server, store)
  const onVerified = vi.fn()
  const onCorrected = vi.fn()
  const view = renderInHost(
    <VerifyEmail
      address={address}
      onVerified={onVerified}
      onCorrected={onCorrected}
      signInLink={(text) => <a href="/sign-in">{text}</a>}
      {...(onSignOut === undefined ? {} : { onSignOut })}
    />,
    client,
    strings,
  )
  const user = store.users.get(ana.id)
  if (user === undefined) throw new Error('No user')
  return { ...view, store, user, onVerified, onCorrected }
}

/**
 * Opens the correction (its button found once the session says unverified) and types `address`
 * twice, as a person correcting a typo: the form's region, not sent yet.
 */
async function typeCorrection(address: string): Promise<HTMLElement> {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Enganou-se no endereço? Corrigir' }),
  )
  const region = await screen.findByRole('region', { name: 'Corrigir o endereço' })
  const email = within(region).getByRole('textbox', { name: /^O endereço certo/ })
  await userEvent.clear(email)
  await userEvent.type(email, address)
  await userEvent.type(within(region).getByLabelText(/^Confirme o novo e-mail/), address)
  return region
}

describe('VerifyEmail', () => {
  it('given a mistyped address, should say where the link went, mail another, and correct the address typed twice', async () => {
    const { container, store, user, onCorrected } = mount()
    expect(
      screen.getByText(
        paragraphWithText(/^Enviámos um link de verificação para ana@exmaple\.co\.mz\.$/),
      ),
    ).toBeVisible()
    expect(
      screen.getByText(
        'Abra a mensagem e siga o link para activar a conta; depois pode entrar no seu perfil e na subscrição.',
      ),
    ).toBeVisible()
    await expectNoAxeViolations(container)
    const mailed = store.outbox.length

    await userEvent.click(screen.getByRole('button', { name: 'Reenviar e-mail de verificação' }))

    expect(
      await screen.findByText(
        'Enviámos um novo link de verificação para o seu e-mail. Abra-o para activar a sua conta.',
      ),
    ).toBeVisible()
    expect(store.outbox.length).toBe(mailed + 1)

    // The correction is offered once the session says the address is unverified; its form is
    // fetched when asked for.
    const correct = await screen.findByRole('button', { name: 'Enganou-se no endereço? Corrigir' })
    expect(correct).toHaveAttribute('aria-expanded', 'false')
    const region = await typeCorrection(RIGHT)
    await userEvent.click(
      within(region).getByRole('button', { name: 'Guardar e enviar novo link' }),
    )

    const done = await screen.findByText(
      `Corrigimos o endereço. Enviámos um novo link de verificação para ${RIGHT}.`,
    )
    expect(done.closest('[tabindex="-1"]')).toHaveFocus()
    expect(onCorrected).toHaveBeenCalledWith({ email: RIGHT, name: 'Ana Machava' })
    expect(user.email).toBe(RIGHT)
    expect(screen.queryByRole('region', { name: 'Corrigir o endereço' })).toBeNull()
    await expectNoAxeViolations(container)
  })

  it('given the link opened on another phone, should ask again when the person comes back and tell the host', async () => {
    const { user, onVerified } = mount({ address: null })
    expect(
      screen.getByText(paragraphWithText(/^Enviámos um link de verificação para o seu e-mail\.$/)),
    ).toBeVisible()
    await screen.findByRole('button', { name: 'Enganou-se no endereço? Corrigir' })

    user.email_verified_at = new Date().toISOString()
    act(() => window.dispatchEvent(new Event('focus')))

    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(true))
    expect(onVerified).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('heading', { name: 'Verifique o seu e-mail' })).toBeNull()
  })

  it("given English with a host's own text and a session ended elsewhere, should send the person to the host's sign-in, and show a failed sign-out", async () => {
    const strings = withAccountStrings(accountEn, {
      verifyEmail: { sessionEnded: 'You were signed out. {Sign in again} for another link.' },
    })
    const onSignOut = vi.fn(async () => {
      throw new Error('offline')
    })
    const { store } = mount({ strings, onSignOut })
    await screen.findByRole('button', { name: 'Wrong address? Correct it' })
    const { ambientSessionId } = store
    if (ambientSessionId !== null) store.endSession(ambientSessionId)

    await userEvent.click(screen.getByRole('button', { name: 'Send the verification email again' }))

    const link = await screen.findByRole('link', { name: 'Sign in again' })
    expect(link).toHaveAttribute('href', '/sign-in')
    expect(link.parentElement).toHaveTextContent(
      'You were signed out. Sign in again for another link.',
    )
    // Signed out: nothing to correct any more.
    expect(screen.queryByRole('button', { name: 'Wrong address? Correct it' })).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }))

    expect(onSignOut).toHaveBeenCalledTimes(1)
    expect(
      await screen.findByText('The server sent an unexpected answer. Try again in a moment.'),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled()
  })

  it('given the session ending while the person types the right address, should keep the form with what was typed and say how to sign in again', async () => {
    const { store, user } = mount()
    const region = await typeCorrection(RIGHT)
    const email = within(region).getByRole('textbox', { name: /^O endereço certo/ })
    const { ambientSessionId } = store
    if (ambientSessionId !== null) store.endSession(ambientSessionId)

    await userEvent.click(
      within(region).getByRole('button', { name: 'Guardar e enviar novo link' }),
    )

    const link = await screen.findByRole('link', { name: 'Entre' })
    expect(link).toHaveAttribute('href', '/sign-in')
    expect(link.parentElement).toHaveTextContent(
      'A sua sessão terminou. Entre para pedir um novo link.',
    )
    // Under the form, where the person is, not above the buttons it would push down.
    expect(region.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    // The form and what was typed stay; nothing was saved.
    expect(screen.getByRole('region', { name: 'Corrigir o endereço' })).toBe(region)
    expect(email).toHaveValue(RIGHT)
    expect(within(region).getByLabelText(/^Confirme o novo e-mail/)).toHaveValue(RIGHT)
    expect(user.email).toBe(TYPO)
  })

  it('given a visitor never signed in here (a bookmark, the mail app’s browser), should offer the sign-in at once, without saying a session ended', async () => {
    const ana = makeUser({ email: TYPO, email_verified_at: null })
    const store = createMockStore({ users: [ana] })
    const { container } = renderInHost(
      <VerifyEmail
        address={null}
        onVerified={vi.fn()}
        signInLink={(text) => <a href="/sign-in">{text}</a>}
        onSignOut={vi.fn(async () => {})}
      />,
      hostClient(server, store),
    )

    const link = await screen.findByRole('link', { name: 'Entre' })
    expect(link).toHaveAttribute('href', '/sign-in')
    expect(link.parentElement).toHaveTextContent(
      'Não há nenhuma sessão iniciada neste navegador. Entre para pedir um novo link.',
    )
    expect(screen.queryByText(/A sua sessão terminou/)).toBeNull()
    // Under "Reenviar", which stays where it was; nothing to correct without a session.
    const resend = screen.getByRole('button', { name: 'Reenviar e-mail de verificação' })
    expect(resend.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Enganou-se no endereço? Corrigir' })).toBeNull()
    // No session to end either.
    expect(screen.queryByRole('button', { name: 'Terminar sessão' })).toBeNull()

    // Tapped anyway, the resend's 401 says the same once, not a second notice.
    await userEvent.click(resend)
    await waitFor(() => expect(resend).toBeEnabled())
    expect(screen.getAllByRole('link', { name: 'Entre' })).toHaveLength(1)
    expect(screen.queryByText(/A sua sessão terminou/)).toBeNull()
    await expectNoAxeViolations(container)
  })

  it('given no sign-out from the host, should offer none', () => {
    mount()
    expect(screen.queryByRole('button', { name: 'Terminar sessão' })).toBeNull()
  })
})
