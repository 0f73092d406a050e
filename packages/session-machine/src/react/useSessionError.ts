import type { ApiError } from '../ApiError.js'
import type { SessionSnapshot } from '../sessionMachine.js'
import { useSessionSelector } from './useSessionSelector.js'

const selectError = (snapshot: SessionSnapshot): ApiError | null => snapshot.context.error

/** Why priming or the last user fetch failed, e.g. for the maintenance page. */
export function useSessionError(): ApiError | null {
  return useSessionSelector(selectError)
}
