import type { ReactNode } from 'react'
import { Button, type ButtonVariant } from '../Button/Button.js'
import * as styles from './StatusPage.css.js'

/** A button of {@link StatusPage}. */
export interface StatusPageAction {
  /** The button's text; also its key, so unique within a page. */
  label: string
  /**
   * Runs when the button is pressed. Without it the button is disabled: a
   * server-rendered page passes it once its script can act, so a tap before
   * then is never silently lost; a page can also show a button that never acts.
   */
  onClick?: () => void
  /** @defaultValue 'primary' */
  variant?: ButtonVariant
}

/** Props of {@link StatusPage}. */
export interface StatusPageProps {
  /** The page's heading, e.g. 'Página não encontrada'. */
  title: string
  /** The explanation under the heading: text, or phrasing content such as a link (it sits in a `<p>`). */
  description: ReactNode
  /** A big status code above the heading, e.g. '404'; none when left out. */
  code?: string
  /** Buttons under the explanation, in this order; none when left out. */
  actions?: readonly StatusPageAction[]
  /**
   * Language of the texts (`lang` attribute) when it differs from the
   * page's, so a screen reader switches voice instead of reading, say,
   * English with Portuguese rules.
   */
  lang?: string
  /**
   * `minimal` shows only the heading and the explanation, at their own
   * height: for an error shown inside a page that already has its own way out.
   * @defaultValue 'full'
   */
  variant?: 'full' | 'minimal'
  /**
   * The landmark: `main` for a page on its own; `div` when the app's layout
   * already has a `<main>` (a page has only one).
   * @defaultValue 'main'
   */
  as?: 'main' | 'div'
}

/**
 * A whole-page status (not found, server error, maintenance…): an optional
 * big code, a heading, an explanation and buttons. The texts and what each
 * button does are the app's: the component knows no router and no copy.
 */
export function StatusPage({
  title,
  description,
  code,
  actions = [],
  lang,
  variant = 'full',
  as: Root = 'main',
}: StatusPageProps) {
  const minimal = variant === 'minimal'

  return (
    <Root lang={lang} className={minimal ? `${styles.root} ${styles.minimal}` : styles.root}>
      <div className={styles.inner}>
        {code !== undefined && !minimal ? <p className={styles.code}>{code}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.description}>{description}</p>
        {minimal || actions.length === 0 ? null : (
          <div className={styles.actions}>
            {actions.map(({ label, onClick, variant: buttonVariant = 'primary' }) => (
              <Button
                key={label}
                variant={buttonVariant}
                onClick={onClick}
                disabled={onClick === undefined}
              >
                {label}
              </Button>
            ))}
          </div>
        )}
      </div>
    </Root>
  )
}
