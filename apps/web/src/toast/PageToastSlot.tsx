import * as styles from './PageToastSlot.css'
import { registerPageToastSlot } from './pageToastSlotStore'

/**
 * Where a page's toast is drawn (pageToastSlotStore.ts): put after the page's
 * content, so a toast that arrives unasked covers nothing and moves nothing
 * a person may be about to tap.
 */
export function PageToastSlot({ className }: { className?: string }) {
  return <div ref={registerPageToastSlot} className={className ?? styles.padded} />
}
