'use client'

import { createContext, type ReactNode, useContext } from 'react'
import { type MpesaStrings, mpesaPt } from '../mpesaStrings.js'

const StringsContext = createContext<MpesaStrings>(mpesaPt)

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

/** The catalogue of the nearest {@link MpesaProvider}, or `mpesaPt`. */
export function useMpesaStrings(): MpesaStrings {
  return useContext(StringsContext)
}
