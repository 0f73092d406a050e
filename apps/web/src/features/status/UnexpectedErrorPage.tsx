import { isRouteErrorResponse } from 'react-router-dom'
import * as layout from '../../styles/layout.css'
import * as styles from './UnexpectedErrorPage.css'

export const UNEXPECTED_ERROR_TITLE = 'Unexpected Application Error!'
export const PAGE_NOT_SAVED_TITLE = 'Sem ligação'
export const PAGE_NOT_SAVED_MESSAGE =
  'Esta página ainda não está guardada neste telemóvel e precisa de internet para abrir. Ligue-se e tente novamente.'

/**
 * A page's script that could not be downloaded: offline before the service
 * worker holds it (it keeps only what was opened, docs/architecture.md#performance), or a
 * connection that dropped. Chromium, Firefox and Safari word it differently.
 */
export function isModuleLoadFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|importing a module script failed/i.test(error.message)
  )
}

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim()
  if (error instanceof Error) return error.message
  return String(error)
}

/**
 * The default screen for an unhandled route error (docs/product.md#status-pages, docs/product.md#error-catalogue). A plain
 * reload and link rather than router navigation: the router may be what failed.
 * A page whose script could not be downloaded says so, in Portuguese, with
 * "Tentar novamente": a person offline has nothing to learn from the error.
 */
export function UnexpectedErrorPage({ error }: { error: unknown }) {
  const notSaved = isModuleLoadFailure(error)
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{notSaved ? PAGE_NOT_SAVED_TITLE : UNEXPECTED_ERROR_TITLE}</h1>
      {notSaved ? (
        <p>{PAGE_NOT_SAVED_MESSAGE}</p>
      ) : (
        <>
          <p>Ocorreu um erro inesperado. Pedimos desculpa pelo incómodo.</p>
          <p className={styles.detail}>{describe(error)}</p>
        </>
      )}
      <p className={layout.actions}>
        <button type="button" className={styles.action} onClick={() => window.location.reload()}>
          {notSaved ? 'Tentar novamente' : 'Recarregar a página'}
        </button>
        <a href="/" className={styles.action}>
          Voltar ao início
        </a>
      </p>
    </main>
  )
}
