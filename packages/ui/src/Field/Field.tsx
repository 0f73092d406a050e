'use client'

import type { ReactNode } from 'react'
import { FieldError, type FieldErrorMessages } from '../FieldError/FieldError.js'
import * as styles from './Field.css.js'
import { useFieldIds } from './useFieldIds.js'

/** Label, hint, error and required marking: the props every field shares. */
export interface FieldBaseProps {
  /** The visible label, tied to the control with `for`/`id`. */
  label: ReactNode
  /** Help shown under the label and read as part of the control's description. */
  hint?: ReactNode
  /**
   * Error message(s) shown under the control; the control then gets
   * `aria-invalid` and the messages join its description. Pass the server's
   * array as is.
   */
  error?: FieldErrorMessages
  /**
   * Marks the field as required, visibly and with `aria-required`. The native
   * `required` attribute is not set: the browser's own bubbles would block the
   * submit in the browser's language before the form's Portuguese messages and
   * error summary could appear.
   * @defaultValue false
   */
  required?: boolean
  /**
   * The visible required marker. Hidden from screen readers, which announce
   * `aria-required` in the reader's own words instead.
   * @defaultValue '(obrigatório)'
   */
  requiredLabel?: string
  /**
   * Read before each error message by screen readers (visually hidden), in
   * the page's language.
   * @defaultValue 'Erro:'
   */
  errorPrefix?: string
}

/** The attributes `Field` hands to its control. */
export interface FieldControlProps {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
  'aria-required': true | undefined
}

export interface FieldProps extends FieldBaseProps {
  /**
   * The control's id; the error summary links to it.
   * @defaultValue a generated id (`useId`)
   */
  id?: string
  /** Ids of other elements that describe the control, read before the hint. */
  describedBy?: string
  /** Renders the control with the wiring attributes spread onto it. */
  children: (control: FieldControlProps) => ReactNode
  className?: string
}

/** Joins ids for `aria-describedby`, or undefined when there are none. */
export function joinIds(...ids: ReadonlyArray<string | false | null | undefined>) {
  const joined = ids.filter(Boolean).join(' ')
  return joined === '' ? undefined : joined
}

/**
 * Lays out a label, a hint, a control and its error, and wires them for
 * assistive technology. TextField, PasswordField and PhoneField are built on
 * it; use it to give any other control the same behaviour.
 */
export function Field({
  id,
  label,
  hint,
  error,
  required = false,
  requiredLabel = '(obrigatório)',
  errorPrefix,
  describedBy,
  children,
  className,
}: FieldProps) {
  const { controlId, hintId, errorId, hasHint, invalid } = useFieldIds(id, hint, error)

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {/* The marker sits outside the label so the label's text, which tests
          and voice-control users match, is exactly the field's name. */}
      <div className={styles.labelRow}>
        <label htmlFor={controlId} className={styles.label}>
          {label}
        </label>
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            {requiredLabel}
          </span>
        ) : null}
      </div>
      {hasHint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id: controlId,
        'aria-describedby': joinIds(describedBy, hasHint && hintId, invalid && errorId),
        'aria-invalid': invalid ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      <FieldError id={errorId} error={error} prefix={errorPrefix} />
    </div>
  )
}
