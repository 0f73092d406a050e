import { Link, Outlet } from 'react-router-dom'
import { appConfig } from '../config/appConfig'
import { MPesa } from '../format/keepNamesWhole'
import { paths } from '../routes/paths'
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
        <nav aria-label="Conta" className={styles.nav}>
          <Link to={paths.login} className={styles.navLink}>
            Entrar
          </Link>
          <Link to={paths.register} className={styles.navLink}>
            Criar conta
          </Link>
        </nav>
      </header>
      <PageMain className={styles.main}>
        <Outlet />
      </PageMain>
      <footer className={styles.footer}>
        <p>
          © {appConfig.productName} · Pagamentos por <MPesa /> · Moçambique
        </p>
      </footer>
    </div>
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
