'use client'

import { type ComponentPropsWithRef, forwardRef, type MouseEvent } from 'react'
import { SpinnerGlyph } from '../Spinner/Spinner.js'
import * as styles from './Button.css.js'

/** Visual weight of a {@link Button}. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

/** Props of {@link Button}: every `<button>` attribute plus the ones below. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /**
   * `primary` for the main action of a screen, `secondary` beside it, `ghost`
   * for low-emphasis actions, `danger` for destructive ones.
   * @defaultValue 'primary'
   */
  variant?: ButtonVariant
  /**
   * `standard` is at least `vars.size.touchTarget` (44 px) tall; `small` is
   * drawn smaller but keeps a 44 px hit area.
   * @defaultValue 'standard'
   */
  size?: 'standard' | 'small'
  /**
   * Stretch to the width of the container.
   * @defaultValue false
   */
  fullWidth?: boolean
  /**
   * Shows a spinner and sets `aria-busy`. The button stays focusable
   * (`aria-disabled`, not `disabled`) but ignores clicks, so the action
   * cannot be sent twice.
   * @defaultValue false
   */
  loading?: boolean
  /**
   * The button's type. Defaults to `button` so a button inside a form never
   * submits it by accident; pass `submit` explicitly.
   * @defaultValue 'button'
   */
  type?: 'button' | 'submit' | 'reset'
}

/** A button with the house variants, sizes and a loading state. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'standard',
    fullWidth = false,
    loading = false,
    type = 'button',
    className,
    children,
    onClick,
    ...props
  },
  ref,
) {
  const inert = loading || props['aria-disabled'] === true || props['aria-disabled'] === 'true'
  const classes = buttonClassName({ variant, size, fullWidth })

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (inert) {
      // Also stops a `type="submit"` button from submitting its form.
      event.preventDefault()
      return
    }
    onClick?.(event)
  }

  return (
    <button
      {...props}
      ref={ref}
      type={type}
      className={className ? `${classes} ${className}` : classes}
      aria-busy={loading || undefined}
      aria-disabled={inert || undefined}
      onClick={handleClick}
    >
      {loading ? <SpinnerGlyph size="small" /> : null}
      {children}
    </button>
  )
})

/** How a {@link buttonClassName} link looks: a {@link Button}'s variant, size and width. */
export type ButtonLookOptions = Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'>

/**
 * The class a {@link Button} is drawn with, for what navigates but looks like
 * one: an `<a>` (a download, an app's `otpauth:` link), a router's `Link`. It
 * stays a link to assistive technology and to the browser (a new tab, a
 * download), and draws as a button of the same variant, size and width.
 */
export function buttonClassName({
  variant = 'primary',
  size = 'standard',
  fullWidth = false,
}: ButtonLookOptions = {}): string {
  const classes = `${styles.base} ${styles.variant[variant]} ${styles.size[size]}`
  return fullWidth ? `${classes} ${styles.fullWidth}` : classes
}
