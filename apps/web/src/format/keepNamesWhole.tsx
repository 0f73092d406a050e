import { KeepWhole, keepWhole } from '@conecta/ui'
import type { ReactNode } from 'react'

/**
 * Names a line must not split: "M-Pesa" ended lines as "M-" with "Pesa" on the
 * next (measured at 320 px and at 200 % text: the login's and the landing's
 * texts, the payment titles).
 */
const WHOLE_NAMES = /(M-Pesa)/

/** `text` with each name of {@link WHOLE_NAMES} kept on one line (the kit's `keepWhole`). */
export function keepNamesWhole(text: string): ReactNode {
  return keepWhole(text, WHOLE_NAMES)
}

/** "M-Pesa" inside a sentence written in JSX, kept on one line. */
export function MPesa() {
  return <KeepWhole>M-Pesa</KeepWhole>
}
