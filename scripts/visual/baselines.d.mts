import type { Shot, ShotResult } from './shootStories.mjs'

export const parceiroTitlePrefix: string
export function shotsFromIndex(index: {
  entries: Record<string, { type: string; id: string; title: string; name: string }>
}): Shot[]
export function baselineFile(key: string): string
export function keyOfBaselineFile(file: string): string | null
export const tolerance: { threshold: number; includeAA: boolean; maxDiffPixels: number }
export function compareImages(
  before: Buffer,
  after: Buffer,
): {
  same: boolean
  diffPixels: number
  sizeChanged: boolean
  width: number
  height: number
  diff: Buffer
}
export type Verdict = 'same' | 'changed' | 'new' | 'stale' | 'error'
export interface Outcome {
  key: string
  label: string
  verdict: Verdict
  message?: string
  diffPixels?: number
  before?: string
  after?: string
  diff?: string
}
export function judge(input: {
  results: ShotResult[]
  baselineKeys: string[]
  baselinesDir: string
  imagesDir: string
  read: (path: string) => Buffer
}): Outcome[]
export function explain(outcome: Outcome): string
export function jestReport(input: {
  outcomes: Outcome[]
  passing: (outcome: Outcome) => boolean
  seconds: number
  notes: string[]
}): {
  numTotalTests: number
  numPassedTests: number
  numFailedTests: number
  success: boolean
  testResults: Array<{
    assertionResults: Array<{
      title: string
      status: 'passed' | 'failed'
      failureMessages: string[]
    }>
  }>
}
export function reviewPage(input: {
  outcomes: Outcome[]
  notes: string[]
  relative: (path: string) => string
  updated: boolean
}): string
export function ensureDir(dir: string): void
