'use client'

import { type ComponentPropsWithRef, forwardRef, type ReactNode, useId } from 'react'
import * as fieldStyles from '../Field/Field.css.js'
import { Field, type FieldBaseProps, joinIds } from '../Field/Field.js'
import * as styles from './PhoneField.css.js'

export type PhoneFieldProps = Omit<FieldBaseProps, 'label' | 'hint'> &
  Omit<ComponentPropsWithRef<'input'>, 'type' | 'required' | 'children' | 'inputMode'> & {
    /**
     * The visible label.
     * @defaultValue 'Número de telemóvel'
     */
    label?: ReactNode
    /**
     * Help under the label; pass `null` to show none.
     * @defaultValue 'Número M-Pesa (Vodacom) começado por 84 ou 85'
     */
    hint?: ReactNode
    /**
     * The country code shown before the input. Not part of the value.
     * @defaultValue '+258'
     */
    prefix?: string
    /**
     * Read before the country code by screen readers, which would otherwise
     * announce a bare "+258".
     * @defaultValue 'Indicativo'
     */
    prefixLabel?: string
    /**
     * Browser autofill hint: the national number, without the country code
     * already shown in the prefix.
     * @defaultValue 'tel-national'
     */
    autoComplete?: string
    /**
     * The input's id (the error summary links to it).
     * @defaultValue a generated id
     */
    id?: string
    /** Class for the field's outer element. */
    className?: string
  }

/**
 * A Mozambican mobile number input with a fixed, visible `+258` prefix.
 *
 * It keeps exactly what the person typed or pasted (`+258 84 123 4567`,
 * `84-123-4567`, …) and does not validate: the form normalises and checks the
 * number, so the message about a wrong prefix comes from one place.
 */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  {
    id,
    label = 'Número de telemóvel',
    hint = 'Número M-Pesa (Vodacom) começado por 84 ou 85',
    error,
    required,
    requiredLabel,
    errorPrefix,
    className,
    prefix = '+258',
    prefixLabel = 'Indicativo',
    autoComplete = 'tel-national',
    'aria-describedby': describedBy,
    ...inputProps
  },
  ref,
) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const prefixId = `${inputId}-prefix`
  return (
    <Field
      id={inputId}
      label={label}
      hint={hint}
      error={error}
      required={required}
      requiredLabel={requiredLabel}
      errorPrefix={errorPrefix}
      describedBy={joinIds(prefixId, describedBy)}
      className={className}
    >
      {(control) => (
        <div className={styles.group}>
          <span id={prefixId} className={styles.prefix} dir="ltr">
            {prefixLabel ? (
              <>
                <span className={fieldStyles.visuallyHidden}>{prefixLabel}</span>{' '}
              </>
            ) : null}
            {prefix}
          </span>
          <input
            {...inputProps}
            ref={ref}
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete={autoComplete}
            className={styles.input}
          />
        </div>
      )}
    </Field>
  )
})
