import { FullPageSpinner } from '@conecta/ui'

/** Shown while the first route's data loads (only /profile/{tab} has a loader). */
export function HydrateFallback() {
  return <FullPageSpinner />
}
