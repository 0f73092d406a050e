'use client'

import { TextField } from '@conecta/ui'
import { fieldsPt } from '../strings/fieldsPt.js'
import { useAccountSection, useFieldWords } from './AccountProvider.js'
import type { SubmissionErrors } from './useSubmission.js'

export interface NameFieldProps {
  /**
   * What the field starts with; from then on it holds what is typed, read
   * with FormData when its form is sent.
   * @defaultValue ''
   */
  defaultValue?: string
  /** The form's submission: the field shows the messages the API gave for `name`. */
  submission: SubmissionErrors
}

/** The person's name, named `name` as the API's field errors are. */
export function NameField({ defaultValue = '', submission }: NameFieldProps) {
  const fields = useAccountSection('fields', fieldsPt)
  const fieldWords = useFieldWords()
  return (
    <TextField
      {...fieldWords}
      label={fields.name}
      name="name"
      autoComplete="name"
      required
      defaultValue={defaultValue}
      error={submission.errorsFor('name')}
    />
  )
}
