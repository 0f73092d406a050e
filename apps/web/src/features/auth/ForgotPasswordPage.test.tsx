import { makeUser } from '@conecta/mocks'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useMockApi } from '../../../test/mswServer'
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
})
