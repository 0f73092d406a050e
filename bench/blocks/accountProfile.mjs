// What an adopter imports for a person's account page with @conecta/account:
// who is signed in (the summary, with a change of address waiting for its
// link), the name and address, what a change's link led to, and the wait for
// an unverified address (its correction's form, fetched when asked for:
// counted), their Portuguese, and the session they call the API through.
// Measured by bench/lib/blockCost.mjs against bench/budget.json "blocks",
// with its CSS.

export {
  AccountSummary,
  EmailChangeOutcome,
  ProfileInformation,
  VerifyEmail,
} from '@conecta/account/react'
export { createSanctumClient } from '@conecta/session-machine'
export { SessionProvider } from '@conecta/session-machine/react'
