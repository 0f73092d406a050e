// What an adopter imports for a signed-in person's security page with
// @conecta/account: the password change, the two-factor set-up (its QR code's
// drawing, uqr, fetched when a set-up starts: counted), the sessions list, the
// account's deletion, the password confirmation that a 423 opens, their
// Portuguese, and the session they call the API through. Measured by
// bench/lib/blockCost.mjs against bench/budget.json "blocks", with its CSS.

export { createPasswordConfirmationPrompt } from '@conecta/account'
export {
  BrowserSessions,
  DeleteAccount,
  PasswordChange,
  PasswordConfirmationHost,
  TwoFactorSetup,
} from '@conecta/account/react'
export { createSanctumClient } from '@conecta/session-machine'
export { SessionProvider } from '@conecta/session-machine/react'
