import { ApiError } from '../src/ApiError.js'
import type { CurrentUser } from '../src/CurrentUser.js'
import { createSanctumClient } from '../src/createSanctumClient.js'

export const storedUser: CurrentUser = {
  user: {
    id: 1,
    name: 'Ana (guardada)',
    email: 'ana@exemplo.co.mz',
    email_verified_at: '2025-01-02T00:00:00.000000Z',
    created_at: '2025-01-01T00:00:00.000000Z',
  },
  subscription: null,
}

export const freshUser: CurrentUser = {
  user: { ...storedUser.user, name: 'Ana Macuácua' },
  subscription: {
    payment_date: '2025-03-01',
    type: 'mensal',
    via: 'mpesa',
    phoneNumber: '258841234567',
    canFreeTrial: false,
    end_date: '2025-03-31',
    dept: { days: 0 },
  },
}

export const updatedUser: CurrentUser = {
  user: { ...freshUser.user, name: 'Ana M.' },
  subscription: freshUser.subscription,
}

/** Someone else signed in on this device. */
export const otherPerson: CurrentUser = {
  user: {
    id: 2,
    name: 'Outra Pessoa',
    email: 'outra@exemplo.co.mz',
    email_verified_at: '2025-01-02T00:00:00.000000Z',
    created_at: '2025-01-01T00:00:00.000000Z',
  },
  subscription: null,
}

export const serverError = () =>
  new ApiError({ kind: 'http', status: 500, serverMessage: 'Server Error' })

/** A proxy's HTML error page. */
export const unreadableAnswer = () => new ApiError({ kind: 'invalid-response', status: 502 })

export const unreachableServer = () => new ApiError({ kind: 'network' })

export const throttled = () =>
  new ApiError({
    kind: 'http',
    status: 429,
    retryAfterSeconds: 60,
    serverMessage: 'Too Many Attempts.',
  })

export const unauthenticated = () =>
  new ApiError({ kind: 'http', status: 401, serverMessage: 'Unauthenticated.' })

export const unverifiedEmail = () =>
  new ApiError({ kind: 'http', status: 409, serverMessage: 'Your email address is not verified.' })

export const underMaintenance = () =>
  new ApiError({ kind: 'http', status: 503, serverMessage: 'Service Unavailable' })

/** For machines whose actors are all replaced: any real call would be a test bug. */
export const unusedClient = createSanctumClient({
  baseURL: 'https://unused.test',
  fetch: () => Promise.reject(new Error('this test must not reach the network')),
})

/** `POST /two-factor-challenge` refused the code. */
export const wrongTwoFactorCode = () =>
  new ApiError({
    kind: 'http',
    status: 422,
    serverMessage: 'The provided two factor authentication code was invalid.',
    fieldErrors: { code: ['The provided two factor authentication code was invalid.'] },
  })
