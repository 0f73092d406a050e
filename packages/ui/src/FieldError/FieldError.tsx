import * as fieldStyles from '../Field/Field.css.js'
import * as styles from './FieldError.css.js'

/**
 * A field's error: one message, or the list a Laravel 422 response gives per
 * field (`errors.email: string[]`).
 */
export type FieldErrorMessages = string | readonly string[]

/** Flattens `FieldErrorMessages` to the non-empty messages to show. */
export function toErrorList(error: FieldErrorMessages | undefined): string[] {
  if (error === undefined) return []
  const list: readonly string[] = typeof error === 'string' ? [error] : error
  return list.filter((message) => message.trim() !== '')
}

export interface FieldErrorProps {
  /** The id a control's `aria-describedby` points at. */
  id: string
  /** The message or messages; nothing is rendered when empty. */
  error?: FieldErrorMessages
  /**
   * Read before each message by screen readers only, so the description is
   * not mistaken for a hint.
   * @defaultValue 'Erro:'
   */
  prefix?: string
  className?: string
}

function ErrorIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-.9 3.5h1.8l-.3 5H7.4l-.3-5ZM8 12.1a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z" />
    </svg>
  )
}

/** The error text under a field, with an id for `aria-describedby`. */
export function FieldError({ id, error, prefix = 'Erro:', className }: FieldErrorProps) {
  const messages = toErrorList(error)
  if (messages.length === 0) return null
  const classes = [styles.root, className].filter(Boolean).join(' ')
  const content = (message: string) => (
    <>
      <ErrorIcon />
      <span>
        {prefix ? (
          <>
            <span className={fieldStyles.visuallyHidden}>{prefix}</span>{' '}
          </>
        ) : null}
        {message}
      </span>
    </>
  )
  if (messages.length === 1) {
    return (
      <p id={id} className={`${classes} ${styles.message}`}>
        {content(messages[0] ?? '')}
      </p>
    )
  }
  return (
    <ul id={id} className={classes}>
      {messages.map((message, index) => (
        // Server messages can repeat; their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced, never reordered
        <li key={index} className={styles.message}>
          {content(message)}
        </li>
      ))}
    </ul>
  )
}
