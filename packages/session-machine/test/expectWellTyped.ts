import { expect } from 'vitest'
import type { CurrentUser } from '../src/CurrentUser.js'

/** Fails unless every field has the type the public interface promises. */
export function expectWellTyped(current: CurrentUser): void {
  const { user, subscription } = current
  expect(['number', 'string']).toContain(typeof user.id)
  expect(typeof user.name).toBe('string')
  expect(typeof user.email).toBe('string')
  expect(user.email_verified_at === null || typeof user.email_verified_at === 'string').toBe(true)
  expect(typeof user.created_at).toBe('string')
  if (subscription === null) return
  expect(subscription.via).toBe('mpesa')
  expect(subscription.payment_date === null || typeof subscription.payment_date === 'string').toBe(
    true,
  )
  expect(subscription.type === null || typeof subscription.type === 'string').toBe(true)
  expect(subscription.end_date === null || typeof subscription.end_date === 'string').toBe(true)
  expect(typeof subscription.phoneNumber).toBe('string')
  expect(typeof subscription.canFreeTrial).toBe('boolean')
  expect(Number.isFinite(subscription.dept.days)).toBe(true)
}
