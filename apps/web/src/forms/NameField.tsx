import { TextField } from '@conecta/ui'
import type { SubmissionErrors } from './useSubmission'

/** Held by the form's state (`value`), or left to the input and read with FormData (`defaultValue`). */
export type NameFieldValue =
  | { value: string; onValueChange: (value: string) => void; defaultValue?: never }
  | { defaultValue: string; value?: never; onValueChange?: never }

export type NameFieldProps = NameFieldValue & {
  /** The form's submission: the field shows the messages the API gave for `name`. */
  submission: SubmissionErrors
}

/** The person's name, named `name` as the API's field errors are. */
export function NameField({ value, onValueChange, defaultValue, submission }: NameFieldProps) {
  return (
    <TextField
      label="Nome"
      name="name"
      autoComplete="name"
      required
      {...(onValueChange === undefined
        ? { defaultValue }
        : { value, onChange: (event) => onValueChange(event.target.value) })}
      error={submission.errorsFor('name')}
    />
  )
}
