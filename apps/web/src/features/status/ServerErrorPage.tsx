import { StatusPage } from '@conecta/ui'
import { statusPageProps } from './statusPageProps'
import { useStatusPageNavigation } from './useStatusPageNavigation'

/** /500 (docs/product.md#status-pages), full variant. */
export function ServerErrorPage() {
  return <StatusPage {...statusPageProps(500, useStatusPageNavigation())} />
}
