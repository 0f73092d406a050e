import { type ComponentPropsWithRef, forwardRef } from 'react'
import * as styles from './VisuallyHidden.css.js'

/** Props of {@link VisuallyHidden}: any `<span>` attribute. */
export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>

/** Text that screen readers announce but that is not drawn on screen. */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(
  function VisuallyHidden({ className, ...props }, ref) {
    return (
      <span
        {...props}
        ref={ref}
        className={className ? `${styles.root} ${className}` : styles.root}
      />
    )
  },
)
