import { keepWhole } from '@conecta/ui'
import type { ReactNode } from 'react'

/** "M-Pesa" kept on one line wherever a text names it (the kit's `keepWhole`). */
export function keepMpesaWhole(text: string): ReactNode {
  return keepWhole(text, /(M-Pesa)/)
}
