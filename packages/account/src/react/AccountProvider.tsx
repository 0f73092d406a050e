'use client'

import { createContext, type ReactNode, useContext } from 'react'
import type { AccountStrings } from '../accountStrings.js'
import { fieldsPt } from '../strings/fieldsPt.js'

/** The catalogue of the nearest {@link AccountProvider}; `null` without one. */
export const AccountStringsContext = createContext<AccountStrings | null>(null)

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
  return <AccountStringsContext.Provider value={strings}>{children}</AccountStringsContext.Provider>
}

/**
 * One section of the nearest {@link AccountProvider}'s catalogue or, without
 * one, `portuguese`: that section of `accountPt`, which the block imports
 * itself. So a block carries its own sections' words, not every block's.
 */
export function useAccountSection<Section extends keyof AccountStrings>(
  section: Section,
  portuguese: AccountStrings[Section],
): AccountStrings[Section] {
  return useContext(AccountStringsContext)?.[section] ?? portuguese
}

/** The kit's words every field of a block takes from the catalogue: spread onto the field. */
export function useFieldWords(): { requiredLabel: string; errorPrefix: string } {
  const fields = useAccountSection('fields', fieldsPt)
  return { requiredLabel: fields.required, errorPrefix: fields.errorPrefix }
}

/**
 * The words screen readers say before a block's notices (the kit's
 * `toneLabel`), from the catalogue's `fields`: one place for every block.
 */
export function useNoticeLabels(): {
  success: string
  warning: string
  error: string
  info: string
} {
  const fields = useAccountSection('fields', fieldsPt)
  return {
    success: fields.successPrefix,
    warning: fields.warningPrefix,
    error: fields.errorPrefix,
    info: fields.infoPrefix,
  }
}

/** A password field's words from the catalogue: {@link useFieldWords} and its show button's name. */
export function usePasswordFieldWords(): {
  requiredLabel: string
  errorPrefix: string
  toggleLabel: string
} {
  const fields = useAccountSection('fields', fieldsPt)
  return {
    requiredLabel: fields.required,
    errorPrefix: fields.errorPrefix,
    toggleLabel: fields.showPassword,
  }
}
