// Password confirmation against the demo API (docs/product.md#password-confirmation):
// its two-factor routes sit behind Laravel's `password.confirm`, and a session
// that never confirmed the password is answered 423. The dialog asks, a cancel
// leaves everything as it was, and once confirmed the action goes on by itself.
import { expect, expectHidden, expectVisible, test } from './support/browser'
import { apiPath, newAccount, signUpVerified } from './support/demoApi'

const DIALOG_TITLE = 'Confirme a sua palavra-passe'

test.describe('password confirmation', () => {
  test('given "Activar" in the two-factor section answered 423, should ask once, keep everything on Cancelar, and go on once confirmed', async ({
    newPage,
  }) => {
    const { context, page } = await newPage()
    const account = newAccount('confirm')
    await signUpVerified(context, account)
    await page.goto('/profile/security')

    const twoFactor = page.getByRole('region', { name: 'Verificação em dois passos' })
    const enable = twoFactor.getByRole('button', { name: 'Activar' })
    await enable.click()
    const dialog = page.getByRole('alertdialog', { name: DIALOG_TITLE })
    await expectVisible(dialog)
    const field = dialog.getByLabel(/^Palavra-passe/)
    await expectVisible(field)
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true)

    // Cancelar: nothing done, nothing to read but the section as it was.
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await expectHidden(dialog)
    await expectVisible(enable)
    expect(await twoFactor.getByRole('alert').count()).toBe(0)
    expect(await twoFactor.getByText('Erro:').count()).toBe(0)

    // Asked again, a wrong password first, then the right one with Enter.
    await enable.click()
    await expectVisible(dialog)
    await field.fill('errada-123')
    await dialog.getByRole('button', { name: 'Confirmar' }).click()
    await expectVisible(dialog.getByText('A palavra-passe está incorrecta.'))
    await expectVisible(dialog)
    await field.fill(account.password)
    await field.press('Enter')

    await expectHidden(dialog)
    await expectVisible(twoFactor.getByRole('link', { name: 'Abrir na aplicação de autenticação' }))
    const status = await context.request.get(apiPath('/user/confirmed-password-status'), {
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    })
    expect(await status.json()).toEqual({ confirmed: true })
  })
})
