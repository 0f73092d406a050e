import { lazy, Suspense } from 'react'

/**
 * The spinner and the style runtime it needs (some 1 kB gzip), fetched only
 * when a first route has data to wait for, so no pre-rendered page's first
 * load carries them (docs/architecture.md#performance). Only /profile/{tab}
 * has a loader, and it answers at once: the wait is a tick or two, and the
 * spinner shows once it has arrived.
 */
const FullPageSpinnerFallback = lazy(() =>
  import('./FullPageSpinnerFallback').then((module) => ({
    default: module.FullPageSpinnerFallback,
  })),
)

/** Shown while the first route's data loads (only /profile/{tab} has a loader). */
export function HydrateFallback() {
  return (
    <Suspense fallback={null}>
      <FullPageSpinnerFallback />
    </Suspense>
  )
}
