import { TextField } from '@conecta/ui'
import type { SubmissionErrors } from './useSubmission'

export interface NameFieldProps {
  value: string
  onValueChange: (value: string) => void
  /** The form's submission: the field shows the messages the API gave for `name`. */
  submission: SubmissionErrors
}

/** The person's name, named `name` as the API's field errors are. */
export function NameField({ value, onValueChange, submission }: NameFieldProps) {
  return (
    <TextField
      label="Nome"
      name="name"
      autoComplete="name"
      required
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      error={submission.errorsFor('name')}
    />
  )
}
