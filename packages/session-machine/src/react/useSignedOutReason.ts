import { selectSignedOutReason } from '../selectSignedOutReason.js'
import type { SignedOutReason } from '../sessionMachine.js'
import { useSessionSelector } from './useSessionSelector.js'

export function useSignedOutReason(): SignedOutReason | null {
  return useSessionSelector(selectSignedOutReason)
}
