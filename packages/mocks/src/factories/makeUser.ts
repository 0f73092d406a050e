import type { MockUser, UserSeed } from '../store/MockStore'

/** The password every factory user has unless told otherwise, like Laravel's UserFactory. */
export const DEFAULT_PASSWORD = 'password'

/** A verified user with no subscription yet and two-factor off; override any field. */
export function makeUser(overrides: UserSeed = {}): MockUser {
  return {
    id: 1,
    name: 'Ana Machava',
    email: 'ana.machava@example.co.mz',
    email_verified_at: '2025-01-06T08:30:00.000Z',
    created_at: '2025-01-06T08:00:00.000Z',
    password: DEFAULT_PASSWORD,
    subscription_info: { data: null, can_free_trial: true, dept_days: 0 },
    two_factor_confirmed_at: null,
    two_factor_secret: null,
    two_factor_recovery_codes: null,
    pending_email: null,
    ...overrides,
  }
}
