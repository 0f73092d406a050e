// What an adopter imports to mount the sign-in with @conecta/account: the
// block with its two-factor step (fetched when a login asks for it: counted,
// as a host's bundler emits it) and its Portuguese, the default, and the
// session it signs in to (@conecta/session-machine's provider and client).
// Another language adds its catalogue and `AccountProvider`. Measured by
// bench/lib/blockCost.mjs against bench/budget.json "blocks", with its CSS.
export { SignIn } from '@conecta/account/react'
export { createSanctumClient } from '@conecta/session-machine'
export { SessionProvider } from '@conecta/session-machine/react'
