import { useSessionSelector } from '@conecta/session-machine/react'
import { useHydrated } from '@conecta/ui'
import { Link, Outlet } from 'react-router-dom'
import { appConfig } from '../config/appConfig'
import { MPesa } from '../format/keepNamesWhole'
import { paths } from '../navigation/paths'
import * as likely from '../session/likelySession.css'
import { likelyOpenSession } from '../session/openSession'
import { useClientSessionStatus } from '../session/useClientSession'
import { PageToastSlot } from '../toast/PageToastSlot'
import { PageMain } from './PageMain'
import * as styles from './PublicLayout.css'

/** Header, main area and footer of the public pages (landing and account forms). */
export function PublicLayout() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to={paths.home} className={styles.brand}>
          <ConectaLogo />
          <span>{appConfig.productName}</span>
        </Link>
        <AccountNav />
      </header>
      <PageMain className={styles.main}>
        <Outlet />
        {/* The start-up's "Efectue o login" lands here, after the page's content. */}
        <PageToastSlot className={styles.toastSlot} />
      </PageMain>
      <footer className={styles.footer}>
        <p>
          © {appConfig.productName} · Pagamentos por <MPesa /> · Moçambique
        </p>
      </footer>
    </div>
  )
}

/**
 * The header's way into an account: "Entrar" and "Criar conta" for a
 * visitor, "Perfil" while a session is open in this browser (naming nobody:
 * on a shared phone it may be someone else's), nothing for an unverified one. Both are in the pre-rendered
 * page, and its inline mark shows the right one before the first paint
 * (session/likelySession.css.ts); after hydration the session decides.
 */
function AccountNav() {
  const hydrated = useHydrated()
  const open = useSessionSelector(likelyOpenSession)
  // An unverified account has no profile to go to yet: /verify-email is its page.
  const unverified = useClientSessionStatus() === 'unverified'
  return (
    <nav aria-label="Conta" className={styles.nav}>
      {!hydrated || !open ? (
        <span
          className={`${styles.nav} ${likely.ifNoSession}`}
          data-open={hydrated ? 'false' : undefined}
        >
          <Link to={paths.login} className={styles.navLink}>
            Entrar
          </Link>
          <Link to={paths.register} className={styles.navLink}>
            Criar conta
          </Link>
        </span>
      ) : null}
      {!hydrated || (open && !unverified) ? (
        <Link
          to={paths.profile}
          className={`${styles.navLink} ${likely.ifSessionOpen}`}
          data-open={hydrated ? 'true' : undefined}
        >
          Perfil
        </Link>
      ) : null}
    </nav>
  )
}

/** The mark next to the product name; decorative, the name is the text. */
export function ConectaLogo() {
  return (
    <svg className={styles.logo} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="10" cy="16" r="7" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="22" cy="16" r="7" fill="none" stroke="currentColor" strokeWidth="3" />
    </svg>
  )
}
