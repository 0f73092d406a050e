// What an adopter imports for every page of its own before a person is signed
// in, with @conecta/account: the sign-in with its two-factor step (fetched
// when a login asks for it: counted), the registration, the forgotten password
// and its reset, their Portuguese, and the session they call the API through
// (@conecta/session-machine's provider and client). Measured by
// bench/lib/blockCost.mjs against bench/budget.json "blocks", with its CSS.
export { ForgotPassword, PasswordReset, Register, SignIn } from '@conecta/account/react'
export { createSanctumClient } from '@conecta/session-machine'
export { SessionProvider } from '@conecta/session-machine/react'
