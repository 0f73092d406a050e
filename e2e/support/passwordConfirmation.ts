import type { Page } from '@playwright/test'
import { expectHidden, expectVisible } from './browser'

/**
 * Answers the password-confirmation dialog a 423 opens (docs/api-contract.md#password-confirmation)
 * and waits until it has closed: the call it held is then sent again.
 */
export async function confirmPassword(page: Page, password: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: 'Confirme a sua palavra-passe' })
  await expectVisible(dialog)
  await dialog.getByLabel(/^Palavra-passe/).fill(password)
  await dialog.getByRole('button', { name: 'Confirmar' }).click()
  await expectHidden(dialog)
}
