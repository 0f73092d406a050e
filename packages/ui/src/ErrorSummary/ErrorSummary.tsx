'use client'

import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import * as styles from './ErrorSummary.css.js'

/** One error in the summary, pointing at its field by id or by name. */
export interface ErrorSummaryItem {
  /** Id of the control to link to (the `id` given to the field). */
  fieldId?: string
  /**
   * The control's `name`, for errors keyed as the server sends them. Used when
   * there is no `fieldId`: the link goes to the first control with this name
   * in the summary's form, or else in the page.
   */
  name?: string
  /** The message, as shown beside the field. */
  message: string
}

/**
 * Turns a Laravel 422 body's `errors` (`{ email: ['…'], password: ['…', '…'] }`)
 * into summary items, one per message, keyed by field name. Pass `fieldIds`
 * where a field's id differs from its name.
 */
export function toErrorSummaryItems(
  errors: Readonly<Record<string, readonly string[] | string>>,
  fieldIds: Readonly<Record<string, string>> = {},
): ErrorSummaryItem[] {
  return Object.entries(errors).flatMap(([name, messages]) =>
    (typeof messages === 'string' ? [messages] : messages).map((message) => {
      const fieldId = fieldIds[name]
      return fieldId ? { fieldId, message } : { name, message }
    }),
  )
}

/** The heading levels the summary's title may take. */
export type ErrorSummaryHeadingLevel = 2 | 3 | 4

export interface ErrorSummaryProps {
  /**
   * The form's errors, in the order of the fields on the page.
   * @defaultValue []
   */
  errors?: readonly ErrorSummaryItem[]
  /** A message about the form as a whole, such as wrong credentials or a 429. */
  message?: ReactNode
  /**
   * The heading that names the summary.
   * @defaultValue 'Corrija os seguintes erros:'
   */
  title?: ReactNode
  /**
   * @defaultValue 2
   */
  headingLevel?: ErrorSummaryHeadingLevel
  /**
   * Move focus to the summary when it appears, so keyboard and screen-reader
   * users land on the list of problems after a failed submit.
   * @defaultValue true
   */
  autoFocus?: boolean
  /**
   * Focus moves to the summary again whenever this changes. Pass something
   * that changes on every failed submit (the submit count, a timestamp), so a
   * second failure with the same errors is announced too.
   */
  focusKey?: string | number
  className?: string
}

function findTarget(item: ErrorSummaryItem, from: HTMLElement | null): HTMLElement | null {
  if (item.fieldId) return document.getElementById(item.fieldId)
  if (!item.name) return null
  const form = from?.closest('form')
  const named = Array.from(document.getElementsByName(item.name))
  return named.find((element) => form?.contains(element)) ?? named[0] ?? null
}

function labelOf(element: HTMLElement): HTMLLabelElement | undefined {
  const labelable = element as Partial<Pick<HTMLInputElement, 'labels'>>
  return labelable.labels?.[0]
}

/**
 * Lists a form's errors with links that move focus to each field, and takes
 * focus itself when it appears.
 *
 * It is deliberately not `role="alert"`: focus moves onto it, and the screen
 * reader reads the focused region by its heading. An alert as well would make
 * it announce the same text twice (or cut itself off). Renders nothing when
 * there is neither an error nor a message.
 */
export function ErrorSummary({
  errors = [],
  message,
  title = 'Corrija os seguintes erros:',
  headingLevel = 2,
  autoFocus = true,
  focusKey,
  className,
}: ErrorSummaryProps) {
  const rootRef = useRef<HTMLElement>(null)
  const titleId = useId()
  const messageId = useId()
  const hasMessage =
    message !== undefined && message !== null && message !== false && message !== ''
  const visible = errors.length > 0 || hasMessage
  const Heading = `h${headingLevel}` as const

  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey is not read; its change is the signal to move focus again
  useEffect(() => {
    if (autoFocus && visible) rootRef.current?.focus()
  }, [autoFocus, visible, focusKey])

  if (!visible) return null

  const goTo = (item: ErrorSummaryItem) => (event: MouseEvent<HTMLAnchorElement>) => {
    const target = findTarget(item, rootRef.current)
    if (!target) return
    // Handled here rather than by the hash: the URL stays clean for the
    // router, and the field's label is brought into view above the input.
    event.preventDefault()
    const label = labelOf(target)
    label?.scrollIntoView?.({ block: 'start' })
    target.focus({ preventScroll: label !== undefined })
  }

  return (
    <section
      ref={rootRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={hasMessage ? messageId : undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {hasMessage ? (
        <p id={messageId} className={styles.message}>
          {message}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <ul className={styles.list}>
          {errors.map((item, index) => {
            const anchor = item.fieldId ?? item.name
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: one field may have several identical messages; the list is replaced, never reordered
              <li key={index}>
                {anchor ? (
                  <a href={`#${anchor}`} className={styles.link} onClick={goTo(item)}>
                    {item.message}
                  </a>
                ) : (
                  item.message
                )}
              </li>
            )
          })}
        </ul>
      ) : null}
    </section>
  )
}
