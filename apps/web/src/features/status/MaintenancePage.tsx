import { StatusPage } from '@conecta/ui'
import { PageToastSlot } from '../../toast/PageToastSlot'
import { statusPageProps } from './statusPageProps'
import { STATUS_PAGE_BUTTONS } from './statusPageTexts'

export interface MaintenancePageProps {
  /**
   * Given when the page stands for the whole app (CSRF priming failed): a
   * "Tentar novamente" button asks the server again, so the page is never a
   * dead end. The /503 route has none.
   */
  onRetry?: () => void
}

/**
 * /503, and the whole app when CSRF priming fails (docs/product.md#status-pages). Rendered outside
 * the router in that case, so it uses no router hook.
 */
export function MaintenancePage({ onRetry }: MaintenancePageProps) {
  const props = statusPageProps(503)
  if (onRetry === undefined) {
    return (
      <>
        <StatusPage {...props} />
        {/* The /503 route: the start-up's login prompt lands below the page, over nothing. */}
        <PageToastSlot />
      </>
    )
  }
  return (
    <StatusPage
      {...props}
      actions={[{ label: STATUS_PAGE_BUTTONS.retry, onClick: onRetry }, ...(props.actions ?? [])]}
    />
  )
}
