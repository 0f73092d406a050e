'use client'

import { type ComponentPropsWithRef, forwardRef } from 'react'
import { Field, type FieldBaseProps, joinIds } from '../Field/Field.js'
import * as styles from './TextField.css.js'

/** Text-like input types; passwords, telephones for M-Pesa and checkboxes have their own fields. */
export type TextFieldType = 'text' | 'email' | 'url' | 'search' | 'tel' | 'number'

export type TextFieldProps = FieldBaseProps &
  Omit<ComponentPropsWithRef<'input'>, 'type' | 'required' | 'children'> & {
    /**
     * The input type.
     * @defaultValue 'text'
     */
    type?: TextFieldType
    /**
     * The input's id (the error summary links to it).
     * @defaultValue a generated id
     */
    id?: string
    /** Class for the field's outer element (label, hint, input and error). */
    className?: string
  }

/**
 * A labelled text input with optional hint and error. Every native input prop
 * (name, autoComplete, inputMode, value/defaultValue, onChange, ref) reaches
 * the `<input>`.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    id,
    label,
    hint,
    error,
    required,
    requiredLabel,
    errorPrefix,
    className,
    type = 'text',
    'aria-describedby': describedBy,
    ...inputProps
  },
  ref,
) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      requiredLabel={requiredLabel}
      errorPrefix={errorPrefix}
      describedBy={joinIds(describedBy)}
      className={className}
    >
      {(control) => (
        <input {...inputProps} ref={ref} {...control} type={type} className={styles.input} />
      )}
    </Field>
  )
})
