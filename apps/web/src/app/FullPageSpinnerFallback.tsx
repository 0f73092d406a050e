import { FullPageSpinner } from '@conecta/ui'

/** The kit's full-page spinner, as a module of its own for HydrateFallback's lazy import. */
export function FullPageSpinnerFallback() {
  return <FullPageSpinner />
}
