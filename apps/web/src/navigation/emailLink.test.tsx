import { emailChangeOutcomePt } from '@conecta/account'
import { makeUser } from '@conecta/mocks'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { useMockApi } from '../../test/mswServer'
import { renderRoute } from '../../test/renderRoute'
import { EMAIL_VERIFIED_MESSAGE } from '../features/profile/ProfilePage'
import { readEmailLinkHint } from './emailLink'
import {
  EMAIL_CHANGE_INVALID_MESSAGE,
  linkLoginMessage,
  VERIFY_LINK_INVALID_MESSAGE,
  VERIFY_LINK_OTHER_ACCOUNT_MESSAGE,
} from './linkLoginMessages'
import {
  EMAIL_CHANGE_SIGN_IN_MESSAGE,
  EMAIL_TAKEN_SIGN_IN_MESSAGE,
  hasLinkLoginMessage,
  loginMessage,
  VERIFY_LINK_SIGN_IN_MESSAGE,
} from './loginMessage'
import { NOT_AUTHENTICATED_MESSAGE } from './paths'

// docs/product.md#changing-the-e-mail: a mailed link opened in a browser without the session
// (the mail app's own, another phone) says what to do, and the page says what happened once the
// person has signed in and the server has been asked.

async function signIn(email: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: /E-mail/ }), email)
  await userEvent.type(screen.getByLabelText(/^Palavra-passe/), 'password')
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
}

describe('readEmailLinkHint', () => {
  it.each([
    ['?verified=1', 'verified'],
    ['?email-changed=1', 'changed'],
    ['?email-change=taken', 'taken'],
    ['?email-change=invalid', 'invalid'],
    ['?email-change=other', null],
    ['?verified=true', null],
    ['', null],
  ])('given %s, should read %s', (search, hint) => {
    expect(readEmailLinkHint(new URLSearchParams(search))).toBe(hint)
  })

  it("should let /login show the app's own link messages as written", () => {
    for (const message of [
      VERIFY_LINK_SIGN_IN_MESSAGE,
      EMAIL_CHANGE_SIGN_IN_MESSAGE,
      EMAIL_TAKEN_SIGN_IN_MESSAGE,
    ]) {
      expect(loginMessage(message)).toBe(message)
    }
  })
})

describe('a mailed link opened in a browser without the session', () => {
  it('given the verification link, should ask to sign in to confirm the e-mail (never a bare "Você não está autenticado"), then say it is verified', async () => {
    useMockApi({ users: [makeUser({ email: 'ana@example.co.mz' })], ambient: true })
    const { router, container } = renderRoute('/profile?verified=1')

    expect(await screen.findByText(VERIFY_LINK_SIGN_IN_MESSAGE)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(screen.queryByText(NOT_AUTHENTICATED_MESSAGE)).toBeNull()
    await expectNoAxeViolations(container)

    await signIn('ana@example.co.mz')
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
    expect(router.state.location.search).toBe('?verified=1')
    expect(await screen.findByText(EMAIL_VERIFIED_MESSAGE)).toBeInTheDocument()
  })

  it('given the link of an e-mail change, should ask to sign in to confirm it, then say the address was changed, read from the server', async () => {
    useMockApi({ users: [makeUser({ email: 'ana.nova@example.co.mz' })], ambient: true })
    const { router } = renderRoute('/profile?email-changed=1')

    expect(await screen.findByText(EMAIL_CHANGE_SIGN_IN_MESSAGE)).toBeInTheDocument()
    await signIn('ana.nova@example.co.mz')

    expect(await screen.findByText(emailChangeOutcomePt.changedTitle)).toBeInTheDocument()
    expect(
      screen.getByText(emailChangeOutcomePt.changed('ana.nova@example.co.mz')),
    ).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })

  it('given the link of a change whose address another account took, should say so before the sign-in', async () => {
    useMockApi({ users: [makeUser()], ambient: true })
    renderRoute('/profile?email-change=taken')
    expect(await screen.findByText(EMAIL_TAKEN_SIGN_IN_MESSAGE)).toBeInTheDocument()
  })

  it('given a refused link of an e-mail change (/login?email-change=invalid), should say the address did not change and what to do', async () => {
    useMockApi({ users: [makeUser()], ambient: true })
    const { container } = renderRoute('/login?email-change=invalid')
    expect(await screen.findByText(EMAIL_CHANGE_INVALID_MESSAGE)).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })
})

// docs/api-contract.md#the-verification-link: a refused verification link ends on /login with its
// reason, never on the API's bare 403.
describe('a refused verification link', () => {
  it('given an expired link (/login?verify-email=invalid), should say it is no longer valid and to sign in for a new one', async () => {
    useMockApi({ users: [makeUser({ email_verified_at: null })], ambient: true })
    const { container, router } = renderRoute('/login?verify-email=invalid')

    expect(await screen.findByText(VERIFY_LINK_INVALID_MESSAGE)).toBeInTheDocument()
    await expectNoAxeViolations(container)
    await signIn('ana.machava@example.co.mz')
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'))
  })

  it('given a link opened where someone else is signed in (/login?verify-email=other-account), should say so beside that session, naming nobody', async () => {
    useMockApi({ signedInAs: makeUser({ name: 'Bento Cossa' }) })
    const { container } = renderRoute('/login?verify-email=other-account')

    expect(await screen.findByText(VERIFY_LINK_OTHER_ACCOUNT_MESSAGE)).toBeInTheDocument()
    expect(await screen.findByText('Este telemóvel já tem uma sessão iniciada')).toBeInTheDocument()
    expect(screen.queryByText(/Bento/)).toBeNull()
    await expectNoAxeViolations(container)
  })

  it.each([
    ['?verify-email=invalid', VERIFY_LINK_INVALID_MESSAGE],
    ['?verify-email=other-account', VERIFY_LINK_OTHER_ACCOUNT_MESSAGE],
    ['?email-change=invalid', EMAIL_CHANGE_INVALID_MESSAGE],
    ['?verify-email=other', null],
    ['?verify-email=', null],
    ['?email-change=taken', null],
    ['', null],
  ])('given %s, should say %s', (search, message) => {
    const query = new URLSearchParams(search)
    expect(linkLoginMessage(query)).toBe(message)
    // The words are fetched for every address that may have some.
    if (message !== null) expect(hasLinkLoginMessage(query)).toBe(true)
  })
})
