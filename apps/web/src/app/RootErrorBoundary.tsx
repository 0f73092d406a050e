import { lazy, Suspense, useEffect } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { UnexpectedErrorPage } from '../features/status/UnexpectedErrorPage'

/**
 * The not-found page's own chunk, the one the /404 route loads, fetched the
 * first time a route answers 404 (docs/architecture.md#performance: no
 * public page's first load carries a status page it does not show). Should
 * that fetch fail (offline before the service worker holds it), the
 * unexpected-error screen, which the entry keeps, says what happened instead.
 */
const NotFoundPage = lazy(() =>
  import('../features/status/NotFoundPage').then(
    (module) => ({ default: module.NotFoundPage }),
    () => ({ default: NotFoundUnavailable }),
  ),
)

function NotFoundUnavailable() {
  return <UnexpectedErrorPage error={new Error('404 Not Found')} />
}

/**
 * Catches what a route throws: a 404 response (an unknown profile tab) is the
 * not-found page; anything else is the 'Unexpected Application Error!' screen
 * (docs/product.md#status-pages, docs/product.md#error-catalogue).
 */
export function RootErrorBoundary() {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404

  useEffect(() => {
    if (!notFound) console.error('Unhandled route error', error)
  }, [error, notFound])

  if (notFound) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    )
  }
  return <UnexpectedErrorPage error={error} />
}
