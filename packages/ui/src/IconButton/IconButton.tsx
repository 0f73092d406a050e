import { type ComponentPropsWithRef, forwardRef, type ReactElement } from 'react'
import * as styles from './IconButton.css.js'

/** Props of {@link IconButton}. */
export interface IconButtonProps
  extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label' | 'type'> {
  /**
   * The accessible name, in Portuguese (e.g. 'Ajuda', 'Fechar'). Required:
   * an icon alone tells a screen-reader user nothing.
   */
  label: string
  /** The icon to draw, e.g. `<HelpIcon />`; it is hidden from assistive technology. */
  children: ReactElement
  /**
   * `ghost` on coloured or busy backgrounds, `secondary` with a border.
   * @defaultValue 'ghost'
   */
  variant?: 'ghost' | 'secondary'
  /**
   * The button's type.
   * @defaultValue 'button'
   */
  type?: 'button' | 'submit' | 'reset'
}

/** A round button holding only an icon, with a 44 px touch target. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, children, variant = 'ghost', type = 'button', className, ...props },
  ref,
) {
  const classes = `${styles.iconButton} ${styles.variant[variant]}`
  return (
    <button
      {...props}
      ref={ref}
      type={type}
      aria-label={label}
      className={className ? `${classes} ${className}` : classes}
    >
      {children}
    </button>
  )
})
