'use client'

import { type ReactNode, useEffect, useRef } from 'react'
import { IconButton } from '../IconButton/IconButton.js'
import { HelpIcon } from '../icons/icons.js'
import * as styles from './AppHeader.css.js'

/** Props of {@link AppHeader}. */
export interface AppHeaderProps {
  /** The product name shown next to the logo. */
  title: ReactNode
  /**
   * The logo: an `<img>` with `alt=""` (the title already names the
   * product) or a link home drawn by the app's router.
   */
  logo?: ReactNode
  /**
   * Called when the help button is pressed. Without it there is no help
   * button, rather than a button that does nothing.
   */
  onHelp?: () => void
  /**
   * Accessible name of the help button.
   * @defaultValue 'Ajuda'
   */
  helpLabel?: string
  /** Controls on the right, after help, e.g. a sign-out button. */
  actions?: ReactNode
}

/**
 * The page banner of an app's signed-in pages: logo, product title,
 * a help button and optional actions, in a `<header>` (the `banner` landmark).
 *
 * The title is a paragraph, not a heading: every page under the header has
 * its own `<h1>` naming what the page is about, and repeating the product
 * name as a heading on every page would add noise to the heading outline
 * that screen-reader users navigate by. The banner landmark already lets
 * them reach it.
 */
export function AppHeader({ title, logo, onHelp, helpLabel = 'Ajuda', actions }: AppHeaderProps) {
  const header = useRef<HTMLElement>(null)
  useKeepFocusClearOf(header)
  return (
    <header ref={header} className={styles.root}>
      <div className={styles.brand}>
        {logo ? <span className={styles.logo}>{logo}</span> : null}
        <p className={styles.title}>{title}</p>
      </div>
      {onHelp || actions ? (
        <div className={styles.actions}>
          {onHelp ? (
            <IconButton label={helpLabel} onClick={onHelp}>
              <HelpIcon />
            </IconButton>
          ) : null}
          {actions}
        </div>
      ) : null}
    </header>
  )
}

/**
 * The header stays at the top of the screen as the page scrolls under it. A
 * field or button that the keyboard's focus reaches going back up (Shift+Tab)
 * is scrolled only to the screen's top edge, under the header, out of sight
 * (WCAG 2.2 2.4.11): measured on the profile's pages, the tabs hid under
 * its 61 px at 320 px, and the password fields and "Terminar todas as outras
 * sessões" under its 111 px at 200 % text. The page keeps the header's height
 * clear at its top while the header is there (`scroll-padding-top`),
 * following it as it wraps with the screen and the text size.
 */
function useKeepFocusClearOf(header: { readonly current: HTMLElement | null }) {
  useEffect(() => {
    const element = header.current
    if (element === null || typeof ResizeObserver === 'undefined') return
    const page = element.ownerDocument.documentElement
    const keepClear = () =>
      page.style.setProperty('scroll-padding-top', `${element.offsetHeight}px`)
    keepClear()
    const observer = new ResizeObserver(keepClear)
    observer.observe(element)
    return () => {
      observer.disconnect()
      page.style.removeProperty('scroll-padding-top')
    }
  }, [header])
}
