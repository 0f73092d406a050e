import type { ApiUser, MockUser } from '../store/MockStore'

/**
 * The user without what only the server may know (the password, the subscription, the two-factor
 * secret and codes). `two_factor_confirmed_at` only where the backend has two-factor
 * authentication, `pending_email` only where it has the pending e-mail change: a Breeze-only or
 * stock Fortify user has no such columns.
 */
export function toApiUser(
  user: MockUser,
  { twoFactor = true, pendingEmail = true }: { twoFactor?: boolean; pendingEmail?: boolean } = {},
): ApiUser {
  const apiUser: ApiUser = {
    id: user.id,
    name: user.name,
    email: user.email,
    email_verified_at: user.email_verified_at,
    created_at: user.created_at,
  }
  if (twoFactor) apiUser.two_factor_confirmed_at = user.two_factor_confirmed_at
  if (pendingEmail) apiUser.pending_email = user.pending_email
  return apiUser
}
