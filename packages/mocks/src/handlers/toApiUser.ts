import type { ApiUser, MockUser } from '../store/MockStore'

/** The user without what only the server may know (the password, the subscription). */
export function toApiUser(user: MockUser): ApiUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    email_verified_at: user.email_verified_at,
    created_at: user.created_at,
  }
}
