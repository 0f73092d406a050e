import { StatusPage } from '@conecta/ui'
import { useStatusPageNavigation } from './useStatusPageNavigation'

/** /401 (spec §2). */
export function UnauthorizedPage() {
  return <StatusPage kind={401} {...useStatusPageNavigation()} />
}
