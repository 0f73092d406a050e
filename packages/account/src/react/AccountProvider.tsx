'use client'

import { createContext, type ReactNode, useContext } from 'react'
import { type AccountStrings, accountPt } from '../accountStrings.js'

const StringsContext = createContext<AccountStrings>(accountPt)

export interface AccountProviderProps {
  /**
   * Every text the blocks show: `accountPt` (the default), `accountEn`, or
   * either with an adopter's own texts through `withAccountStrings`.
   */
  strings: AccountStrings
  children: ReactNode
}

/**
 * The words of the account blocks below it. Without it they speak Portuguese
 * as written in Mozambique (`accountPt`).
 */
export function AccountProvider({ strings, children }: AccountProviderProps) {
  return <StringsContext.Provider value={strings}>{children}</StringsContext.Provider>
}

/** The catalogue of the nearest {@link AccountProvider}, or `accountPt`. */
export function useAccountStrings(): AccountStrings {
  return useContext(StringsContext)
}

/** The kit's words every field of a block takes from the catalogue: spread onto the field. */
export function useFieldWords(): { requiredLabel: string; errorPrefix: string } {
  const { fields } = useAccountStrings()
  return { requiredLabel: fields.required, errorPrefix: fields.errorPrefix }
}
