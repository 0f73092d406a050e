import { type SessionStatus, selectSessionStatus } from '../selectSessionStatus.js'
import { useSessionSelector } from './useSessionSelector.js'

export function useSessionStatus(): SessionStatus {
  return useSessionSelector(selectSessionStatus)
}
