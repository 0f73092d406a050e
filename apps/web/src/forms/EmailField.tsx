import { TextField } from '@conecta/ui'
import type { SubmissionErrors } from './useSubmission'

export interface EmailFieldProps {
  value: string
  onValueChange: (value: string) => void
  /** The form's submission: the field shows the messages the API gave for `email`. */
  submission: SubmissionErrors
  /** Further text about the field, shown beside it (a warning while typing). */
  'aria-describedby'?: string
}

/** The account's e-mail address, named `email` as the API's field errors are. */
export function EmailField({
  value,
  onValueChange,
  submission,
  'aria-describedby': describedBy,
}: EmailFieldProps) {
  return (
    <TextField
      label="E-mail"
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      error={submission.errorsFor('email')}
      aria-describedby={describedBy}
    />
  )
}
