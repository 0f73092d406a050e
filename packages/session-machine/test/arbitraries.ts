import fc from 'fast-check'
import type { CurrentUser, Subscription, User } from '../src/CurrentUser.js'

const isoDate = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((date) => date.toISOString())

export const userArbitrary: fc.Arbitrary<User> = fc.record({
  id: fc.oneof(fc.nat(), fc.uuid()),
  name: fc.string(),
  email: fc.emailAddress(),
  email_verified_at: fc.option(isoDate, { nil: null }),
  created_at: isoDate,
})

export const subscriptionArbitrary: fc.Arbitrary<Subscription> = fc.record({
  payment_date: fc.option(isoDate, { nil: null }),
  type: fc.option(fc.oneof(fc.constantFrom('freeTrial', 'mensal', 'anual'), fc.string()), {
    nil: null,
  }),
  via: fc.constant('mpesa' as const),
  phoneNumber: fc.oneof(fc.constant(''), fc.stringMatching(/^2588[45]\d{7}$/)),
  canFreeTrial: fc.boolean(),
  end_date: fc.option(isoDate, { nil: null }),
  dept: fc.record({ days: fc.integer({ min: 0, max: 3650 }) }),
})

export const currentUserArbitrary: fc.Arbitrary<CurrentUser> = fc.record({
  user: userArbitrary,
  subscription: fc.option(subscriptionArbitrary, { nil: null }),
})

/** `subscription_info` exactly as the contract describes it. */
export const subscriptionInfoArbitrary = fc.record({
  data: fc.option(
    fc.record({
      start_date: isoDate,
      end_date: isoDate,
      plan: fc.oneof(fc.constantFrom('free_trial', 'mensal', 'anual'), fc.string()),
      phoneNumber: fc.stringMatching(/^2588[45]\d{7}$/),
    }),
    { nil: null },
  ),
  can_free_trial: fc.boolean(),
  dept_days: fc.nat({ max: 3650 }),
})

/** Each field either well typed, wrongly typed or missing, plus stray fields. */
const either = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof(arbitrary, fc.jsonValue())

export const looseSubscriptionInfoArbitrary = fc.oneof(
  fc.record(
    {
      data: fc.oneof(
        fc.record(
          {
            start_date: either(isoDate),
            end_date: either(isoDate),
            plan: either(fc.constantFrom('free_trial', 'mensal')),
            phoneNumber: either(fc.string()),
            extra: fc.jsonValue(),
          },
          { requiredKeys: [] },
        ),
        fc.jsonValue(),
      ),
      can_free_trial: either(fc.boolean()),
      dept_days: either(fc.oneof(fc.integer(), fc.double(), fc.integer().map(String))),
      extra: fc.jsonValue(),
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue(),
)

export const looseUserBodyArbitrary = fc.oneof(
  fc.record(
    {
      user: fc.oneof(
        fc.record(
          {
            id: either(fc.oneof(fc.nat(), fc.uuid())),
            name: either(fc.string()),
            email: either(fc.emailAddress()),
            email_verified_at: either(isoDate),
            created_at: either(isoDate),
          },
          { requiredKeys: [] },
        ),
        fc.jsonValue(),
      ),
      subscription_info: looseSubscriptionInfoArbitrary,
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue(),
  fc.anything(),
)
