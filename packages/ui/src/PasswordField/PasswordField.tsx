'use client'

import { type ComponentPropsWithRef, forwardRef, useState } from 'react'
import * as fieldStyles from '../Field/Field.css.js'
import { Field, type FieldBaseProps, joinIds } from '../Field/Field.js'
import * as styles from './PasswordField.css.js'

export type PasswordFieldProps = FieldBaseProps &
  Omit<ComponentPropsWithRef<'input'>, 'type' | 'required' | 'children' | 'autoComplete'> & {
    /**
     * Tells password managers whether to fill a saved password or offer a new
     * one; passed through unchanged.
     * @defaultValue 'current-password'
     */
    autoComplete?: 'current-password' | 'new-password'
    /**
     * Accessible name of the show/hide button. It stays the same in both
     * states; `aria-pressed` says whether the password is shown.
     * @defaultValue 'Mostrar palavra-passe'
     */
    toggleLabel?: string
    /**
     * The input's id (the error summary links to it).
     * @defaultValue a generated id
     */
    id?: string
    /** Class for the field's outer element. */
    className?: string
  }

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  )
}

/**
 * A password input with a button that shows what was typed, so a person on a
 * phone keyboard can check it before submitting.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(
    {
      id,
      label,
      hint,
      error,
      required,
      requiredLabel,
      errorPrefix,
      className,
      autoComplete = 'current-password',
      toggleLabel = 'Mostrar palavra-passe',
      disabled,
      'aria-describedby': describedBy,
      ...inputProps
    },
    ref,
  ) {
    const [shown, setShown] = useState(false)
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
          <div className={styles.inputWrap}>
            <input
              // Shown as text, the password must not be capitalised or
              // "corrected" by the phone keyboard.
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              {...inputProps}
              ref={ref}
              {...control}
              type={shown ? 'text' : 'password'}
              autoComplete={autoComplete}
              disabled={disabled}
              className={styles.input}
            />
            {/* A constant name with aria-pressed, as the ARIA toggle-button
              pattern asks: a name that flips to "Ocultar" while also pressed
              would announce the state twice, and contradictorily. */}
            <button
              type="button"
              className={styles.toggle}
              aria-pressed={shown}
              aria-controls={control.id}
              disabled={disabled}
              onClick={() => setShown((value) => !value)}
            >
              <EyeIcon crossed={shown} />
              <span className={fieldStyles.visuallyHidden}>{toggleLabel}</span>
            </button>
          </div>
        )}
      </Field>
    )
  },
)
