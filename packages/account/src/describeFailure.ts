import { toApiError } from '@conecta/session-machine'
import type { AccountStrings, TranslateServerMessage } from './accountStrings.js'
import { failurePt } from './strings/failurePt.js'

/** What a form shows after a failed call. */
export interface FormFailure {
  /** The message for the whole form (the error summary). */
  message: string
  /** Messages by field name, from a 422, in the catalogue's language. */
  fieldErrors: Record<string, string[]>
  /** True when the same call may simply be sent again (network, 5xx, 429 later). */
  retryable: boolean
  /** The HTTP status, `null` when no answer came. */
  status: number | null
}

const CONFIRMATION_MISMATCH = /confirmation does not match\.$/

/**
 * The translations of the server's messages (`strings.failure.loadServerMessages`;
 * in Portuguese, translateServerMessage.ts): a chunk of their own, fetched when
 * a form is sent, while its call is on its way, rather than with the page.
 * Should the fetch fail, the server's messages are shown as it sent them, as
 * an unknown one always is.
 */
export function loadServerMessageTranslation(
  strings: Pick<AccountStrings, 'failure'> = { failure: failurePt },
): Promise<TranslateServerMessage> {
  return strings.failure.loadServerMessages().catch((error: unknown) => {
    console.error('The translations of server messages could not be loaded', error)
    return (message: string) => message
  })
}

/**
 * Turns any failure into text for a form, in the catalogue's words: a 429
 * ('Demasiadas tentativas. Tente novamente dentro de N segundos.'), network
 * and server failures through `strings.failure.describe`; a 422 brings
 * Laravel's English field messages, translated here with `translate` (from
 * loadServerMessageTranslation, or translateServerMessage itself).
 */
export function describeFailure(
  error: unknown,
  translate: TranslateServerMessage,
  strings: Pick<AccountStrings, 'failure'> = { failure: failurePt },
): FormFailure {
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
        ? strings.failure.validation
        : apiError.serverMessage !== null
          ? translate(apiError.serverMessage)
          : strings.failure.describe(apiError),
      fieldErrors,
      retryable: false,
      status: apiError.status,
    }
  }
  return {
    message: strings.failure.describe(apiError),
    fieldErrors: {},
    retryable: apiError.isNetworkError || apiError.isServerError || apiError.isThrottled,
    status: apiError.status,
  }
}

/**
 * A form's own refusal of what was typed, before anything is sent (a field
 * left empty, a code that is not 6 digits): its messages by field, summarised
 * as the server's refusal of fields is.
 */
export function refusedFields(
  fieldErrors: Record<string, string[]>,
  strings: Pick<AccountStrings, 'failure'> = { failure: failurePt },
): FormFailure {
  return { message: strings.failure.validation, fieldErrors, retryable: false, status: null }
}

/**
 * The message of a failed action that is not a form (a button a machine runs),
 * or `null` for an ending the person chose: a password confirmation they
 * cancelled, or a call aborted because they left the screen.
 */
export function actionFailureMessage(
  error: unknown,
  strings: Pick<AccountStrings, 'failure'> = { failure: failurePt },
): string | null {
  const apiError = toApiError(error)
  return apiError.isAborted || apiError.isConfirmationCancelled || apiError.isSignedInAsOther
    ? null
    : strings.failure.describe(apiError)
}
