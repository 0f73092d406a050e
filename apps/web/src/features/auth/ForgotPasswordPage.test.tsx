import { makeUser } from '@conecta/mocks'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { recordCalls, useMockApi } from '../../../test/mswServer'
import { renderRoute } from '../../../test/renderRoute'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('ForgotPasswordPage', () => {
  it('given a known e-mail, after sending, should confirm with the Enviámos notice and keep the address', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    useMockApi({ users: [makeUser({ email: 'ana@example.co.mz' })] })
    renderRoute('/forgot-password')

    const email = await screen.findByRole('textbox', { name: /E-mail/ })
    await userEvent.type(email, 'ana@example.co.mz')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }))

    expect(await screen.findByText(/Enviámos um link para ana@example\.co\.mz/)).toBeInTheDocument()
    expect(email).toHaveValue('ana@example.co.mz')
  })

  it('given someone signed in on this phone, should say what asking will do, and end that session before asking for the link (docs/product.md#someone-else-signed-in)', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const ana = makeUser({ email: 'ana@example.co.mz' })
    const { store } = useMockApi({ users: [ana], signedInAs: ana })
    const calls = recordCalls()
    renderRoute('/forgot-password')

    expect(await screen.findByText('Ao pedir o link, essa sessão termina.')).toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ana@example.co.mz')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }))

    expect(await screen.findByText(/Enviámos um link para ana@example\.co\.mz/)).toBeInTheDocument()
    expect(store.outbox.map((mail) => mail.to)).toEqual(['ana@example.co.mz'])
    const logout = calls.indexOf('POST /logout')
    expect(logout).toBeGreaterThan(-1)
    expect(calls.indexOf('POST /forgot-password')).toBeGreaterThan(logout)
    expect(screen.queryByText('Este telemóvel já tem uma sessão iniciada')).toBeNull()
  })
})
