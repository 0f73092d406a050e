import type { ServedRequest } from '../../scripts/lib/serveStatic.d.mts'
import type { WireBytes, WireCounter } from './wireCounter.d.mts'

export interface WireCost {
  app: WireBytes
  api: WireBytes
  /** App and API, sent to the browser: the figure the budgets hold. */
  down: number
}

export interface JourneyStep {
  name: string
  cost: WireCost
}

export interface WireFigures {
  firstVisit: { page: WireCost; withWorker: WireCost; ratio: number }
  saveData: { firstVisit: WireCost; ratio: number }
  journey: { steps: JourneyStep[]; total: WireCost }
}

export interface ApiServer {
  url: string
  close(): Promise<void>
}

export interface CountedServers {
  appUrl: string
  apiUrl: string
  mailUrl: string
  counters: { app: WireCounter; api: WireCounter }
  served: ServedRequest[]
  close(): Promise<void>
}

export function startCountedServers(options: {
  dist: string
  startApi: (options: { port: number; appOrigin: string }) => Promise<ApiServer>
  appPort?: number
  apiPort?: number
}): Promise<CountedServers>

export function measureWire(options: {
  appUrl: string
  counters: { app: WireCounter; api: WireCounter }
  mailUrl: string
}): Promise<WireFigures>
