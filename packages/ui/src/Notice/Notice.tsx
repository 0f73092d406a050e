import type { HTMLAttributes, ReactNode } from 'react'
import * as fieldStyles from '../Field/Field.css.js'
import * as styles from './Notice.css.js'

/** What kind of news a notice carries. */
export type NoticeTone = 'info' | 'success' | 'warning' | 'error'

/**
 * How a notice is announced: `status` waits for the screen reader to finish,
 * `alert` interrupts it, `none` is not a live region (for notices that are
 * simply part of the page when it loads).
 */
export type NoticeRole = 'status' | 'alert' | 'none'

export type NoticeProps = Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> & {
  /**
   * @defaultValue 'info'
   */
  tone?: NoticeTone
  /** A short, bold first line. */
  title?: ReactNode
  /** The message. */
  children?: ReactNode
  /** A call to action shown under the message, such as a `Button`. */
  action?: ReactNode
  /**
   * Errors interrupt (`alert`): the person needs to act on them. Info,
   * success and warning are polite (`status`): they report, and must not cut
   * off what is being read.
   * @defaultValue 'alert' for `error`, otherwise 'status'
   */
  role?: NoticeRole
  /**
   * Read before the notice by screen readers only, since the colour and icon
   * that show the tone are not read.
   * @defaultValue 'Informação:', 'Sucesso:', 'Aviso:' or 'Erro:' by tone
   */
  toneLabel?: string
}

const toneLabels: Record<NoticeTone, string> = {
  info: 'Informação:',
  success: 'Sucesso:',
  warning: 'Aviso:',
  error: 'Erro:',
}

const iconPaths: Record<NoticeTone, ReactNode> = {
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.5 2.5L16 9.5" />
    </>
  ),
  warning: (
    <>
      <path d="M12 3.5 2.5 20h19L12 3.5Z" />
      <path d="M12 10v4M12 17h.01" />
    </>
  ),
  error: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m9 9 6 6M15 9l-6 6" />
    </>
  ),
}

/** A message box for news about the page or the person's account. */
export function Notice({
  tone = 'info',
  title,
  children,
  action,
  role,
  toneLabel = toneLabels[tone],
  className,
  ...props
}: NoticeProps) {
  const liveRole = role ?? (tone === 'error' ? 'alert' : 'status')
  const hasTitle = title !== undefined && title !== null && title !== false && title !== ''
  const hasContent = children !== undefined && children !== null && children !== false
  const prefix = toneLabel ? (
    <>
      <span className={fieldStyles.visuallyHidden}>{toneLabel}</span>{' '}
    </>
  ) : null

  return (
    <div
      {...props}
      role={liveRole === 'none' ? undefined : liveRole}
      className={[styles.root, styles.tone[tone], className].filter(Boolean).join(' ')}
    >
      <svg
        className={`${styles.icon} ${styles.iconTone[tone]}`}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {iconPaths[tone]}
      </svg>
      <div className={styles.body}>
        {hasTitle ? (
          <p className={styles.title}>
            {prefix}
            {title}
          </p>
        ) : null}
        {hasContent ? (
          <div className={styles.content}>
            {hasTitle ? null : prefix}
            {children}
          </div>
        ) : null}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
    </div>
  )
}
