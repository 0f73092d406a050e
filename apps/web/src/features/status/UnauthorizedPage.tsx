import { StatusPage } from '@conecta/ui'
import { statusPageProps } from './statusPageProps'
import { useStatusPageNavigation } from './useStatusPageNavigation'

/** /401 (docs/product.md#status-pages). */
export function UnauthorizedPage() {
  return <StatusPage {...statusPageProps(401, useStatusPageNavigation())} />
}
