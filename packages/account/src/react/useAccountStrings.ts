'use client'

import { useContext } from 'react'
import { type AccountStrings, accountPt } from '../accountStrings.js'
import { AccountStringsContext } from './AccountProvider.js'

/**
 * The whole catalogue of the nearest `AccountProvider`, or `accountPt`, for a
 * host's own words beside the blocks. The blocks read their own sections
 * (`useAccountSection`), so that none carries every block's Portuguese.
 */
export function useAccountStrings(): AccountStrings {
  return useContext(AccountStringsContext) ?? accountPt
}
