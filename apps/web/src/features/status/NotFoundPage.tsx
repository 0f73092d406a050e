import { StatusPage } from '@conecta/ui'
import { PageToastSlot } from '../../toast/PageToastSlot'
import { statusPageProps } from './statusPageProps'
import { useStatusPageNavigation } from './useStatusPageNavigation'

/** /404, any unknown path and an unknown profile tab (docs/product.md#status-pages). */
export function NotFoundPage() {
  return (
    <>
      <StatusPage {...statusPageProps(404, useStatusPageNavigation())} />
      {/* The start-up's login prompt lands below the page, over nothing. */}
      <PageToastSlot />
    </>
  )
}
