import type { ComponentPropsWithRef } from 'react'
import * as styles from './VisuallyHidden.css.js'

/** Props of {@link VisuallyHidden}: any `<span>` attribute. */
export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>

/** Text that screen readers announce but that is not drawn on screen. */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span {...props} className={className ? `${styles.root} ${className}` : styles.root} />
}
