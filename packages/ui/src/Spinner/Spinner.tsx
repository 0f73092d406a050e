import { useId } from 'react'
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js'
import * as styles from './Spinner.css.js'

/** Drawn size of a spinner. */
export type SpinnerSize = 'small' | 'medium' | 'large'

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /**
   * What is loading, announced to screen readers (not drawn).
   * @defaultValue 'A carregar…'
   */
  label?: string
  /**
   * Drawn size: `small` matches `vars.size.iconSmall`, `medium` `vars.size.icon`.
   * @defaultValue 'medium'
   */
  size?: SpinnerSize
  /** Extra class for the outer element. */
  className?: string
}

/** The default spinner label (Portuguese, Mozambican spelling). */
export const SPINNER_LABEL = 'A carregar…'

/**
 * The spinning arc alone, hidden from assistive technology: for controls
 * such as a loading Button that announce their busy state themselves.
 */
export function SpinnerGlyph({ size = 'medium' }: { size?: SpinnerSize }) {
  return <span aria-hidden="true" className={`${styles.glyph} ${styles.glyphSize[size]}`} />
}

/**
 * An inline loading indicator. It is a `status` live region whose name and
 * content are the (visually hidden) label, so it is announced when it appears.
 */
export function Spinner({ label = SPINNER_LABEL, size = 'medium', className }: SpinnerProps) {
  const labelId = useId()
  return (
    <span
      role="status"
      aria-labelledby={labelId}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <SpinnerGlyph size={size} />
      <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
    </span>
  )
}

/** Props of {@link FullPageSpinner}. */
export interface FullPageSpinnerProps {
  /**
   * What is loading, announced to screen readers.
   * @defaultValue 'A carregar…'
   */
  label?: string
}

/**
 * A large spinner centred in the whole viewport, for a page that cannot show
 * anything yet, e.g. while a session is still being resolved.
 */
export function FullPageSpinner({ label = SPINNER_LABEL }: FullPageSpinnerProps) {
  return (
    <div className={styles.fullPage}>
      <Spinner label={label} size="large" />
    </div>
  )
}
