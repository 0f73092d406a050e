'use client'

import { type ReactNode, useId } from 'react'
import { type FieldErrorMessages, toErrorList } from '../FieldError/FieldError.js'

export interface FieldIds {
  controlId: string
  hintId: string
  errorId: string
  /** Whether there is a hint to render and point `aria-describedby` at. */
  hasHint: boolean
  /** Whether there are error messages: the control is `aria-invalid`. */
  invalid: boolean
}

/** The ids and states that tie a control to its label, hint and error text. */
export function useFieldIds(
  id: string | undefined,
  hint: ReactNode,
  error: FieldErrorMessages | undefined,
): FieldIds {
  const generatedId = useId()
  const controlId = id ?? generatedId
  return {
    controlId,
    hintId: `${controlId}-hint`,
    errorId: `${controlId}-error`,
    hasHint: hint !== undefined && hint !== null && hint !== false && hint !== '',
    invalid: toErrorList(error).length > 0,
  }
}
