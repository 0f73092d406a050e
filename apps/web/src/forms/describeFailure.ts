import { toApiError } from '@conecta/session-machine'

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

const CONFIRMATION_MISMATCH = /confirmation does not match\.$/

export const VALIDATION_SUMMARY = 'Corrija os campos assinalados e tente novamente.'

/** Turns a message the server sent into the one a person reads. */
export type TranslateServerMessage = (message: string) => string

/**
 * The translations of the server's messages (api/translateServerMessage): a
 * chunk of their own, fetched when a form is sent, while its call is on its
 * way, rather than with the page (docs/architecture.md#performance). Should
 * the fetch fail, the server's messages are shown as it sent them, as an
 * unknown one always is.
 */
export function loadServerMessageTranslation(): Promise<TranslateServerMessage> {
  return import('../api/translateServerMessage').then(
    (module) => module.translateServerMessage,
    (error: unknown) => {
      console.error('The translations of server messages could not be loaded', error)
      return (message: string) => message
    },
  )
}

/**
 * Turns any failure into Portuguese text for a form. ApiError already says
 * 429 ('Demasiadas tentativas. Tente novamente dentro de N segundos.'),
 * network and server failures in Portuguese; a 422 brings Laravel's English
 * field messages, translated here with `translate` (from
 * loadServerMessageTranslation, or api/translateServerMessage itself).
 */
export function describeFailure(error: unknown, translate: TranslateServerMessage): FormFailure {
  const apiError = toApiError(error)
  if (apiError.isValidation) {
    const fieldErrors: Record<string, string[]> = {}
    for (const [field, messages] of Object.entries(apiError.fieldErrors)) {
      for (const message of messages) {
        // Laravel's `confirmed` rule reports a mismatch on the field itself (`password`); the
        // person reads it beside the field that repeats it, where the correction goes.
        const target = CONFIRMATION_MISMATCH.test(message) ? `${field}_confirmation` : field
        fieldErrors[target] = [...(fieldErrors[target] ?? []), translate(message)]
      }
    }
    const hasFieldErrors = Object.keys(fieldErrors).length > 0
    return {
      message: hasFieldErrors
        ? VALIDATION_SUMMARY
        : translate(apiError.serverMessage ?? apiError.message),
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

/**
 * The message of a failed action that is not a form (a button a machine runs),
 * or `null` for an ending the person chose: a password confirmation they
 * cancelled, or a call aborted because they left the screen.
 */
export function actionFailureMessage(error: unknown): string | null {
  const apiError = toApiError(error)
  return apiError.isAborted || apiError.isConfirmationCancelled || apiError.isSignedInAsOther
    ? null
    : apiError.message
}
