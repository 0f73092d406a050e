import { type ApiError, isApiError } from '../src/ApiError.js'

/** The ApiError `promise` rejects with; fails the test when it resolves or rejects otherwise. */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (isApiError(error)) return error
    throw new Error(`expected an ApiError, got ${String(error)}`)
  }
  throw new Error('expected the call to fail')
}
