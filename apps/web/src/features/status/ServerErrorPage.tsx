import { StatusPage } from '@conecta/ui'
import { useStatusPageNavigation } from './useStatusPageNavigation'

/** /500 (docs/product.md#status-pages), full variant. */
export function ServerErrorPage() {
  return <StatusPage kind={500} {...useStatusPageNavigation()} />
}
