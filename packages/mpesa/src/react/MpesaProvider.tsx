'use client'

import { createContext, type ReactNode, useContext } from 'react'
import {
  type MpesaPaymentStrings,
  type MpesaStrings,
  mpesaPaymentPt,
  mpesaPt,
} from '../mpesaStrings.js'

/** The catalogue of the nearest {@link MpesaProvider}; `null` without one. */
const StringsContext = createContext<MpesaStrings | null>(null)

export interface MpesaProviderProps {
  /**
   * Every text the blocks show: `mpesaPt` (the default), `mpesaEn`, or either
   * with an adopter's own texts through `withMpesaStrings`.
   */
  strings: MpesaStrings
  children: ReactNode
}

/**
 * The words and locale of the M-Pesa blocks below it. Without it they speak
 * Portuguese as written in Mozambique (`mpesaPt`).
 */
export function MpesaProvider({ strings, children }: MpesaProviderProps) {
  return <StringsContext.Provider value={strings}>{children}</StringsContext.Provider>
}

/** The whole catalogue of the nearest {@link MpesaProvider}, or `mpesaPt`: for a host's own words. */
export function useMpesaStrings(): MpesaStrings {
  return useContext(StringsContext) ?? mpesaPt
}

/**
 * The payment's words (the checkout's, the receipt's, the outcomes', money's
 * and dates') of the nearest {@link MpesaProvider}, or their Portuguese
 * without the plans', the history's and the trial's: a block carries the
 * sections it shows.
 */
export function usePaymentStrings(): MpesaPaymentStrings {
  return useContext(StringsContext) ?? mpesaPaymentPt
}

/** One section of the nearest {@link MpesaProvider}'s catalogue, or `portuguese`, its own module. */
export function useMpesaSection<Section extends 'plans' | 'history' | 'trial'>(
  section: Section,
  portuguese: MpesaStrings[Section],
): MpesaStrings[Section] {
  return useContext(StringsContext)?.[section] ?? portuguese
}
