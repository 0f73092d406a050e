import { StatusPage } from '@conecta/ui'
import { statusPageProps } from './statusPageProps'
import { useStatusPageNavigation } from './useStatusPageNavigation'

/** /404, any unknown path and an unknown profile tab (docs/product.md#status-pages). */
export function NotFoundPage() {
  return <StatusPage {...statusPageProps(404, useStatusPageNavigation())} />
}
