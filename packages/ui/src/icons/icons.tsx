import type { ReactNode, SVGProps } from 'react'
import * as styles from './icons.css.js'

/** Props shared by every icon. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /**
   * Drawn size, from the theme (`vars.size.iconSmall` or `vars.size.icon`).
   * @defaultValue 'medium'
   */
  size?: 'small' | 'medium'
}

// Icons are decoration: the control around them carries the accessible name
// (an IconButton's `label`, a button's text), so they are always hidden from
// assistive technology and never take focus (old Edge/IE focused SVGs).
function SvgIcon({
  size = 'medium',
  className,
  children,
  ...props
}: IconProps & { children: ReactNode }) {
  const classes = `${styles.icon} ${styles.iconSize[size]}`
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
      className={className ? `${classes} ${className}` : classes}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

/** A question mark in a circle, for help. */
export function HelpIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3" />
      <path d="M12 17h.01" />
    </SvgIcon>
  )
}

/** A cross, for closing. */
export function CloseIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </SvgIcon>
  )
}

/** An open eye, for "show password". */
export function EyeIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </SvgIcon>
  )
}

/** A struck-through eye, for "hide password". */
export function EyeOffIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M10.7 5.1A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.2 3.2" />
      <path d="M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path d="m2 2 20 20" />
    </SvgIcon>
  )
}

/** A tick, for success. */
export function CheckIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M20 6 9 17l-5-5" />
    </SvgIcon>
  )
}

/** An exclamation mark in a triangle, for errors and warnings. */
export function AlertIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9v4" />
      <path d="M12 17h.01" />
    </SvgIcon>
  )
}
