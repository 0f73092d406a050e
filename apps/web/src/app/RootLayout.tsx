import { Outlet, ScrollRestoration } from 'react-router-dom'
import { OfflineNotice } from './OfflineNotice'
import { ToastHost } from './toast/ToastHost'
import { useDocumentTitle } from './useDocumentTitle'
import { useFocusOnNavigation } from './useFocusOnNavigation'

/** Wraps every route: title, focus on navigation, offline notice, the toast area. */
export function RootLayout() {
  useDocumentTitle()
  useFocusOnNavigation()
  return (
    <>
      <OfflineNotice />
      <Outlet />
      <ToastHost />
      <ScrollRestoration />
    </>
  )
}
