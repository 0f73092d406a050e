import { makeUser } from '@conecta/mocks'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { holdUserFetch, recordCalls, useMockApi } from '../../../test/mswServer'
import { renderRoute } from '../../../test/renderRoute'

afterEach(() => {
  vi.restoreAllMocks()
})

async function fillIn(email: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: /Nome/ }), 'Ana Machava')
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), email)
  await userEvent.type(screen.getByLabelText(/^Palavra-passe/), 'segredo123')
  await userEvent.type(screen.getByLabelText(/^Confirmar palavra-passe/), 'segredo123')
}

describe('RegisterPage', () => {
  it('given an e-mail already taken, should say so in Portuguese beside the field, keeping every value', async () => {
    useMockApi({ users: [makeUser({ email: 'ana@example.co.mz' })] })
    const { container } = renderRoute('/register')

    await fillIn('ana@example.co.mz')
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }))

    const email = screen.getByRole('textbox', { name: /E-mail/ })
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(/Já existe uma conta com este e-mail\./),
    )
    expect(screen.getByRole('region', { name: 'Não foi possível continuar' })).toHaveTextContent(
      'Já existe uma conta com este e-mail.',
    )
    expect(screen.getByRole('textbox', { name: /Nome/ })).toHaveValue('Ana Machava')
    expect(email).toHaveValue('ana@example.co.mz')
    expect(screen.getByLabelText(/^Confirmar palavra-passe/)).toHaveValue('segredo123')
    await expectNoAxeViolations(container)
  })

  it('given someone signed in on this phone, found once the form is filled, should keep it and end that session before creating the account (docs/product.md#someone-else-signed-in)', async () => {
    const bento = makeUser({ email: 'bento@example.co.mz', name: 'Bento Sitoe' })
    useMockApi({ users: [bento], signedInAs: bento })
    const openUserFetch = holdUserFetch()
    const calls = recordCalls()
    const { router } = renderRoute('/register')

    await fillIn('ana@example.co.mz')
    openUserFetch()
    expect(await screen.findByText('Ao criar a conta, essa sessão termina.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Nome/ })).toHaveValue('Ana Machava')

    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'))
    const logout = calls.indexOf('POST /logout')
    expect(logout).toBeGreaterThan(-1)
    expect(calls.indexOf('POST /register')).toBeGreaterThan(logout)
  })

  it('given a new account, should go to the verify-email screen', async () => {
    useMockApi({ ambient: true })
    const { router } = renderRoute('/register')

    await fillIn('nova@example.co.mz')
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'))
    expect(
      await screen.findByRole('heading', { name: 'Verifique o seu e-mail' }),
    ).toBeInTheDocument()
  })
})
