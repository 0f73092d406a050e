import { isRouteErrorResponse } from 'react-router-dom'
import * as layout from '../../styles/layout.css'
import * as styles from './UnexpectedErrorPage.css'

export const UNEXPECTED_ERROR_TITLE = 'Unexpected Application Error!'

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim()
  if (error instanceof Error) return error.message
  return String(error)
}

/**
 * The default screen for an unhandled route error (docs/product.md#status-pages, docs/product.md#error-catalogue). A plain
 * reload and link rather than router navigation: the router may be what failed.
 */
export function UnexpectedErrorPage({ error }: { error: unknown }) {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{UNEXPECTED_ERROR_TITLE}</h1>
      <p>Ocorreu um erro inesperado. Pedimos desculpa pelo incómodo.</p>
      <p className={styles.detail}>{describe(error)}</p>
      <p className={layout.actions}>
        <button type="button" className={styles.action} onClick={() => window.location.reload()}>
          Recarregar a página
        </button>
        <a href="/" className={styles.action}>
          Voltar ao início
        </a>
      </p>
    </main>
  )
}
