'use client'

import { type ComponentPropsWithRef, forwardRef } from 'react'
import { type FieldBaseProps, joinIds } from '../Field/Field.js'
import { useFieldIds } from '../Field/useFieldIds.js'
import { FieldError } from '../FieldError/FieldError.js'
import * as styles from './Checkbox.css.js'

export type CheckboxProps = FieldBaseProps &
  Omit<ComponentPropsWithRef<'input'>, 'type' | 'required' | 'children'> & {
    /**
     * The checkbox's id (the error summary links to it).
     * @defaultValue a generated id
     */
    id?: string
    /** Class for the outer element. */
    className?: string
  }

/**
 * A native checkbox with its label beside it. The whole label row toggles it
 * and is at least a touch target tall; hint and error are wired like the
 * other fields.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    id,
    label,
    hint,
    error,
    required = false,
    requiredLabel = '(obrigatório)',
    errorPrefix,
    className,
    'aria-describedby': describedBy,
    ...inputProps
  },
  ref,
) {
  const { controlId: inputId, hintId, errorId, hasHint, invalid } = useFieldIds(id, hint, error)

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <label htmlFor={inputId} className={styles.label}>
          <input
            {...inputProps}
            ref={ref}
            id={inputId}
            type="checkbox"
            className={styles.input}
            aria-describedby={joinIds(describedBy, hasHint && hintId, invalid && errorId)}
            aria-invalid={invalid ? true : undefined}
            aria-required={required ? true : undefined}
          />
          <span>{label}</span>
        </label>
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            {requiredLabel}
          </span>
        ) : null}
      </div>
      {hasHint || invalid ? (
        <div className={styles.details}>
          {hasHint ? (
            <p id={hintId} className={styles.hint}>
              {hint}
            </p>
          ) : null}
          <FieldError id={errorId} error={error} prefix={errorPrefix} />
        </div>
      ) : null}
    </div>
  )
})
