import { StatusPage } from '@conecta/ui'
import { useStatusPageNavigation } from './useStatusPageNavigation'

/** /500 (spec §2), full variant. */
export function ServerErrorPage() {
  return <StatusPage kind={500} {...useStatusPageNavigation()} />
}
