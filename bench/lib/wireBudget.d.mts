import type { WireFigures } from './wireJourney.d.mts'

export interface WireBudget {
  /** The first visit with the worker over the same visit without it. */
  firstVisitRatio: number
  /** Sent to the browser by the app's host and the API over the whole journey. */
  journeyBytes: number
}

export function readWireBudget(file: string): Promise<WireBudget>

export function compareWireWithBudget(
  figures: WireFigures,
  budget: WireBudget,
): { lines: string[]; failures: string[] }
