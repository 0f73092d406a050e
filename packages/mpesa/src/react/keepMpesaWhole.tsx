import { keepWhole } from '@conecta/ui'
import type { ReactNode } from 'react'

/**
 * What a line must not split in the blocks' texts: the name "M-Pesa" (a
 * browser breaks after its hyphen) and a number as `formatMpesaNumber` writes
 * it, "+258 84 123 4567", which at 360 px ended a line as "+258 84 123" with
 * "4567" on the next, a number to be read off the screen and checked.
 */
const WHOLE = /(M-Pesa|\+258 \d{2} \d{3} \d{4})/

/** `text` with "M-Pesa" and each M-Pesa number kept on one line (the kit's `keepWhole`). */
export function keepMpesaWhole(text: string): ReactNode {
  return keepWhole(text, WHOLE)
}
