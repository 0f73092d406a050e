import type { SubmissionErrors } from '@conecta/account/react'
import { TextField } from '@conecta/ui'

export interface NameFieldProps {
  /** What the field starts with; from then on it holds what is typed, read with FormData. */
  defaultValue: string
  /** The form's submission: the field shows the messages the API gave for `name`. */
  submission: SubmissionErrors
}

/** The person's name, named `name` as the API's field errors are. */
export function NameField({ defaultValue, submission }: NameFieldProps) {
  return (
    <TextField
      label="Nome"
      name="name"
      autoComplete="name"
      required
      defaultValue={defaultValue}
      error={submission.errorsFor('name')}
    />
  )
}
