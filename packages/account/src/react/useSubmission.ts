'use client'

import { toApiError } from '@conecta/session-machine'
import { useCallback, useRef, useState } from 'react'
import {
  describeFailure,
  type FormFailure,
  loadServerMessageTranslation,
} from '../describeFailure.js'
import { failurePt } from '../strings/failurePt.js'
import { useAccountSection } from './AccountProvider.js'

export type SubmissionState<T> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'failed'; failure: FormFailure; attempt: number }
  | { status: 'succeeded'; result: T }

export interface Submission<T> {
  state: SubmissionState<T>
  pending: boolean
  failure: FormFailure | null
  /** Grows with every failed attempt: the error summary takes focus again on each. */
  failedAttempts: number
  /** Messages of one field from the last failure, empty otherwise. */
  errorsFor: (field: string) => string[]
  /** Runs `action` unless a run is already in flight (no double submit). */
  submit: () => Promise<void>
}

/** What a field needs of its form's submission: its own messages from the last failure. */
export type SubmissionErrors = Pick<Submission<unknown>, 'errorsFor'>

/**
 * One form's call: pending while in flight, the failure described in the
 * words of the nearest `AccountProvider` (Portuguese by default), and never a second call while the first runs. The form's values
 * live in its fields (uncontrolled, read with FormData when it is sent), so
 * nothing typed is lost on failure.
 */
export function useSubmission<T>(
  action: () => Promise<T>,
  onSuccess?: (result: T) => void,
): Submission<T> {
  const failureWords = useAccountSection('failure', failurePt)
  const [state, setState] = useState<SubmissionState<T>>({ status: 'idle' })
  const inFlight = useRef(false)
  const failedAttempts = useRef(0)

  const submit = useCallback(async () => {
    if (inFlight.current) return
    inFlight.current = true
    setState({ status: 'pending' })
    // Fetched while the call is on its way; needed only if it fails.
    const translation = loadServerMessageTranslation({ failure: failureWords })
    try {
      const result = await action()
      setState({ status: 'succeeded', result })
      onSuccess?.(result)
    } catch (error) {
      // The person was asked for their password and cancelled: nothing to
      // show, the form as it was before the submit, what they typed kept.
      // Or someone else signed in over it: the form is going away with its person.
      const apiError = toApiError(error)
      if (apiError.isConfirmationCancelled || apiError.isSignedInAsOther) {
        setState({ status: 'idle' })
        return
      }
      const failure = describeFailure(error, await translation, { failure: failureWords })
      failedAttempts.current += 1
      setState({ status: 'failed', failure, attempt: failedAttempts.current })
    } finally {
      inFlight.current = false
    }
  }, [action, onSuccess, failureWords])

  const failure = state.status === 'failed' ? state.failure : null
  const errorsFor = useCallback((field: string) => failure?.fieldErrors[field] ?? [], [failure])

  return {
    state,
    pending: state.status === 'pending',
    failure,
    failedAttempts: state.status === 'failed' ? state.attempt : failedAttempts.current,
    errorsFor,
    submit,
  }
}
