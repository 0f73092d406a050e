import { OfflineNotice } from './OfflineNotice'
import { SessionUnreachableNotice } from './SessionUnreachableNotice'

/**
 * The notices shown when the device is offline or the API does not answer:
 * a chunk of their own (with the kit's Notice and Button), which RootLayout
 * loads when the browser is first idle, or at once when one of them is needed.
 * Each still decides for itself whether it shows.
 */
export function ConnectionNotices() {
  return (
    <>
      <OfflineNotice />
      <SessionUnreachableNotice />
    </>
  )
}
