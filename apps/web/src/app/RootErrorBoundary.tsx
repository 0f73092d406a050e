import { useEffect } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { NotFoundPage } from '../features/status/NotFoundPage'
import { UnexpectedErrorPage } from '../features/status/UnexpectedErrorPage'

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

  if (notFound) return <NotFoundPage />
  return <UnexpectedErrorPage error={error} />
}
