import { makeUser } from '@conecta/mocks'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { useMockApi } from '../../../test/mswServer'
import { renderRoute } from '../../../test/renderRoute'

// The recovery code where it is typed (docs/product.md#two-factor-sign-in): Fortify compares it
// as the exact string it issued, so the field says that capitals matter.

const RECOVERY = 'O0lI1aBcDe-f10OlIgHiJ'
const ana = () =>
  makeUser({
    email: 'ana@example.co.mz',
    two_factor_secret: 'JBSWY3DPEHPK3PXP',
    two_factor_confirmed_at: '2025-02-01T10:00:00.000Z',
    two_factor_recovery_codes: [RECOVERY],
  })

async function reachRecoveryCode() {
  await userEvent.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'ana@example.co.mz')
  await userEvent.type(screen.getByLabelText(/^Palavra-passe/), 'password')
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
  await screen.findByRole('textbox', { name: /Código de autenticação/ })
  await userEvent.click(screen.getByRole('button', { name: 'Usar um código de recuperação' }))
  return screen.getByRole('textbox', { name: /Código de recuperação/ })
}

describe('LoginPage, its two-factor step', () => {
  it('given the recovery code field, should say beside it that capitals matter, and leave them as typed', async () => {
    useMockApi({ users: [ana()] })
    const { container } = renderRoute('/login')

    const field = await reachRecoveryCode()

    expect(field).toHaveAccessibleDescription(
      'As letras maiúsculas e minúsculas contam: escreva-as exactamente como no código que guardou. Os espaços não contam.',
    )
    expect(field).toHaveAttribute('autocapitalize', 'none')
    expect(field).toHaveAttribute('autocorrect', 'off')
    await userEvent.type(field, 'AbC')
    expect(field).toHaveValue('AbC')
    await expectNoAxeViolations(container)
  })

  it('given the code typed in its groups, without the dash, should sign in with it', async () => {
    const { store } = useMockApi({ users: [ana()] })
    const { router } = renderRoute('/login')

    const field = await reachRecoveryCode()
    await userEvent.type(field, 'O0lI1 aBcDe f10Ol IgHiJ')
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
    expect(store.users.get(1)?.two_factor_recovery_codes).not.toContain(RECOVERY)
  })

  it('given the code typed with a capital for a small letter, should be refused, as Fortify refuses it', async () => {
    const { store } = useMockApi({ users: [ana()] })
    renderRoute('/login')

    const field = await reachRecoveryCode()
    await userEvent.type(field, RECOVERY.replace('aBcDe', 'ABcDe'))
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }))

    expect(
      await screen.findByRole('region', { name: 'Não foi possível continuar' }),
    ).toHaveTextContent('Este código de recuperação não é válido ou já foi usado.')
    expect(store.users.get(1)?.two_factor_recovery_codes).toContain(RECOVERY)
  })
})
