'use client'

import { TextField } from '@conecta/ui'
import { fieldsPt } from '../strings/fieldsPt.js'
import { useAccountSection, useFieldWords } from './AccountProvider.js'
import type { SubmissionErrors } from './useSubmission.js'

export interface EmailFieldProps {
  /**
   * What the field starts with; from then on the field holds what is typed,
   * read with FormData when its form is sent.
   * @defaultValue ''
   */
  defaultValue?: string
  /** The form's submission: the field shows the messages the API gave for `email`. */
  submission: SubmissionErrors
}

/** The account's e-mail address, named `email` as the API's field errors are. */
export function EmailField({ defaultValue = '', submission }: EmailFieldProps) {
  const fields = useAccountSection('fields', fieldsPt)
  const fieldWords = useFieldWords()
  return (
    <TextField
      {...fieldWords}
      label={fields.email}
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      defaultValue={defaultValue}
      error={submission.errorsFor('email')}
    />
  )
}
