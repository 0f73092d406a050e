import { StatusPage } from '@conecta/ui'
import { useStatusPageNavigation } from './useStatusPageNavigation'

/** /401 (docs/product.md#status-pages). */
export function UnauthorizedPage() {
  return <StatusPage kind={401} {...useStatusPageNavigation()} />
}
