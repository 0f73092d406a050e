/**
 * What this backend does not offer, learnt from its own 404 and remembered
 * for as long as the page lives, so a screen asks once and then stays quiet
 * (docs/api-contract.md#a-backend-without-them). A reload asks again: the
 * backend may have gained the feature since.
 */
export type BackendFeature = 'browserSessions' | 'twoFactor'

const missing = new Set<BackendFeature>()

export function isKnownMissing(feature: BackendFeature): boolean {
  return missing.has(feature)
}

export function markMissing(feature: BackendFeature): void {
  missing.add(feature)
}

/** Forgets what was learnt: for tests, which start every case on a new backend. */
export function forgetMissingFeatures(): void {
  missing.clear()
}
