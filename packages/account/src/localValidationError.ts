import { ApiError } from '@conecta/session-machine'

/**
 * What a form refuses before any call, as the server's 422 would be: thrown
 * from a submission's action (`useSubmission`), it takes the same path (the
 * messages beside their fields, the error summary taking the focus, what was
 * typed kept), so a form has one way to show a refused field whoever refused it.
 */
export function localValidationError(fieldErrors: Record<string, string[]>): ApiError {
  return new ApiError({ kind: 'http', status: 422, fieldErrors })
}
