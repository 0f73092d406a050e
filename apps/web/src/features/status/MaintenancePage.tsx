import { StatusPage } from '@conecta/ui'
import { statusPageProps } from './statusPageProps'

/**
 * /503, and the whole app when CSRF priming fails (docs/product.md#status-pages). Rendered outside
 * the router in that case, so it uses no router hook.
 */
export function MaintenancePage() {
  return <StatusPage {...statusPageProps(503)} />
}
