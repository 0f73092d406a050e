export const liberationDir: string
export const storyClockStart: Date
export function fontconfigFile(cacheDir: string): string
export interface Shot {
  key: string
  storyId: string
  title: string
  name: string
  theme: 'conecta' | 'parceiro'
}
export interface ShotResult {
  shot: Shot
  png?: Buffer
  errors: string[]
  ms: number
}
export function shootStories(options: {
  url: string
  shots: Shot[]
  viewport: { width: number; height: number }
  workDir: string
  workers?: number
  timeoutMs?: number
  onResult?: (result: ShotResult) => void
}): Promise<{ chromiumVersion: string; results: ShotResult[] }>
