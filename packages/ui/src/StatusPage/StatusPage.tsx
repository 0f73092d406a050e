import { Button } from '../Button/Button.js'
import * as styles from './StatusPage.css.js'
import { STATUS_PAGE_BUTTONS, STATUS_PAGE_TEXTS, type StatusKind } from './statusTexts.js'

/** Props of {@link StatusPage}. */
export interface StatusPageProps {
  /** Which page: 404 not found, 500 server error, 503 maintenance, 401 unauthorised. */
  kind: StatusKind
  /**
   * `minimal` hides the big number and the buttons, for an error shown
   * inside a page that already has its own way out. Only the 500 page has
   * one (docs/product.md#status-pages); other kinds ignore it.
   * @defaultValue 'full'
   */
  variant?: 'full' | 'minimal'
  /**
   * 'Go Back': the app goes to the previous history entry. Without it the
   * button is disabled: a pre-rendered page passes it once its script can
   * act, so a tap before then is never silently lost.
   */
  onGoBack?: () => void
  /** 'Back to Home': the app goes to `/`. Without it the button is disabled, as above. */
  onGoHome?: () => void
  /**
   * The landmark: `main` for a page on its own; `div` when the app's layout
   * already has a `<main>` (a page has only one).
   * @defaultValue 'main'
   */
  as?: 'main' | 'div'
}

/**
 * The 401, 404, 500 and 503 pages with the spec's texts word for word. The
 * `ui` package knows no router: navigation comes in as callbacks.
 *
 * English pages carry `lang="en"` so a screen reader set to Portuguese
 * switches voice instead of reading English with Portuguese rules.
 */
export function StatusPage({
  kind,
  variant = 'full',
  onGoBack,
  onGoHome,
  as: Root = 'main',
}: StatusPageProps) {
  const text: { code?: string; title: string; description: string; lang: 'en' | 'pt' } =
    STATUS_PAGE_TEXTS[kind]
  const minimal = kind === 500 && variant === 'minimal'

  return (
    <Root
      lang={text.lang === 'en' ? 'en' : undefined}
      className={minimal ? `${styles.root} ${styles.minimal}` : styles.root}
    >
      <div className={styles.inner}>
        {text.code && !minimal ? <p className={styles.code}>{text.code}</p> : null}
        <h1 className={styles.title}>{text.title}</h1>
        <p className={styles.description}>{text.description}</p>
        {minimal ? null : kind === 503 ? (
          <div className={styles.actions}>
            {/* docs/product.md#status-pages: the maintenance page shows one disabled 'Motivo' button. */}
            <Button variant="secondary" disabled>
              {STATUS_PAGE_BUTTONS.reason}
            </Button>
          </div>
        ) : (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onGoBack} disabled={onGoBack === undefined}>
              {STATUS_PAGE_BUTTONS.goBack}
            </Button>
            <Button onClick={onGoHome} disabled={onGoHome === undefined}>
              {STATUS_PAGE_BUTTONS.backToHome}
            </Button>
          </div>
        )}
      </div>
    </Root>
  )
}
