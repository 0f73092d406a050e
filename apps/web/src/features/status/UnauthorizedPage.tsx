import { StatusPage } from '@conecta/ui'
import { PageToastSlot } from '../../toast/PageToastSlot'
import { statusPageProps } from './statusPageProps'
import { useStatusPageNavigation } from './useStatusPageNavigation'

/** /401 (docs/product.md#status-pages). */
export function UnauthorizedPage() {
  return (
    <>
      <StatusPage {...statusPageProps(401, useStatusPageNavigation())} />
      {/* The start-up's login prompt lands below the page, over nothing. */}
      <PageToastSlot />
    </>
  )
}
