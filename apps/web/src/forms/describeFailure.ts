import { toApiError } from '@conecta/session-machine'
import { translateServerMessage } from '../api/translateServerMessage'

/** What a form shows after a failed call. */
export interface FormFailure {
  /** The message for the whole form (the error summary). */
  message: string
  /** Portuguese messages by field name, from a 422. */
  fieldErrors: Record<string, string[]>
  /** True when the same call may simply be sent again (network, 5xx, 429 later). */
  retryable: boolean
  /** The HTTP status, `null` when no answer came. */
  status: number | null
}

export const VALIDATION_SUMMARY = 'Corrija os campos assinalados e tente novamente.'

/**
 * Turns any failure into Portuguese text for a form. ApiError already says
 * 429 ('Demasiadas tentativas. Tente novamente dentro de N segundos.'),
 * network and server failures in Portuguese; a 422 brings Laravel's English
 * field messages, translated here.
 */
export function describeFailure(error: unknown): FormFailure {
  const apiError = toApiError(error)
  if (apiError.isValidation) {
    const fieldErrors: Record<string, string[]> = {}
    for (const [field, messages] of Object.entries(apiError.fieldErrors)) {
      fieldErrors[field] = messages.map(translateServerMessage)
    }
    const hasFieldErrors = Object.keys(fieldErrors).length > 0
    return {
      message: hasFieldErrors
        ? VALIDATION_SUMMARY
        : translateServerMessage(apiError.serverMessage ?? apiError.message),
      fieldErrors,
      retryable: false,
      status: apiError.status,
    }
  }
  return {
    message: apiError.message,
    fieldErrors: {},
    retryable: apiError.isNetworkError || apiError.isServerError || apiError.isThrottled,
    status: apiError.status,
  }
}
