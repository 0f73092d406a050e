// What an adopter imports to mount the sign-in with @conecta/account: the
// block with its two-factor step (fetched when a login asks for it: counted,
// as a host's bundler emits it), the provider of its words and the session
// it signs in to (@conecta/session-machine's provider and client). Measured by
// bench/lib/blockCost.mjs against bench/budget.json "blocks", with its CSS.
export { accountPt } from '@conecta/account'
export { AccountProvider, SignIn } from '@conecta/account/react'
export { createSanctumClient } from '@conecta/session-machine'
export { SessionProvider } from '@conecta/session-machine/react'
