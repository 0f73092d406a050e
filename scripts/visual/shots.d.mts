export const liberationDir: string
export const storyClockStart: Date
export const TIMER_MASK_COLOR: string
export const parceiroTitlePrefix: string
export interface Shot {
  key: string
  storyId: string
  title: string
  name: string
  theme: 'conecta' | 'parceiro'
}
export function shotsFromIndex(index: {
  entries: Record<string, { type: string; id: string; title: string; name: string }>
}): Shot[]
export function shotLabel(shot: Shot): string
export function baselineFile(key: string): string
export function keyOfBaselineFile(file: string): string | null
export function staleKeys(files: string[], shots: Shot[]): string[]
export function fontconfigFile(cacheDir: string): string
