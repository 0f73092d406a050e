import { StatusPage } from '@conecta/ui'
import { PageToastSlot } from '../../toast/PageToastSlot'
import { statusPageProps } from './statusPageProps'
import { useStatusPageNavigation } from './useStatusPageNavigation'

/** /500 (docs/product.md#status-pages), full variant. */
export function ServerErrorPage() {
  return (
    <>
      <StatusPage {...statusPageProps(500, useStatusPageNavigation())} />
      {/* The start-up's login prompt lands below the page, over nothing. */}
      <PageToastSlot />
    </>
  )
}
