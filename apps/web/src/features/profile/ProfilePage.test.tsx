import { makeUser } from '@conecta/mocks'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { serveUnverifiedUser, useMockApi } from '../../../test/mswServer'
import { renderRoute } from '../../../test/renderRoute'
import { EMAIL_VERIFIED_MESSAGE } from './ProfilePage'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('ProfilePage', () => {
  it('given ?verified=1 and a user the server says is verified, should say the account is active', async () => {
    useMockApi({ signedInAs: makeUser({ name: 'Ana Machava' }) })
    renderRoute('/profile?verified=1')

    expect(await screen.findByRole('heading', { name: 'Olá, Ana Machava' })).toBeInTheDocument()
    expect(screen.getByText(EMAIL_VERIFIED_MESSAGE)).toBeInTheDocument()
  })

  it('given ?verified=1 but a user whose e-mail is not verified, should not say it is', async () => {
    const user = makeUser({ name: 'Ana Machava', email_verified_at: null })
    useMockApi({ signedInAs: user })
    serveUnverifiedUser(user)
    renderRoute('/profile?verified=1')

    // The account tab says what the server says: not verified yet.
    expect(await screen.findByText('Ainda não verificado')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Olá, Ana Machava' })).toBeInTheDocument()
    expect(screen.queryByText(EMAIL_VERIFIED_MESSAGE)).toBeNull()
  })

  it('given a verified user without ?verified=1, should show no notice', async () => {
    useMockApi({ signedInAs: makeUser({ name: 'Ana Machava' }) })
    renderRoute('/profile')

    expect(await screen.findByRole('heading', { name: 'Olá, Ana Machava' })).toBeInTheDocument()
    expect(screen.queryByText(EMAIL_VERIFIED_MESSAGE)).toBeNull()
  })
})
