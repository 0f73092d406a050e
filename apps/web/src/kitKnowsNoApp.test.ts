// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { LOGIN_PROMPT_TOAST } from './app/loginPrompt'
import { STATUS_PAGE_BUTTONS, STATUS_PAGE_TEXTS } from './features/status/statusPageTexts'
import { TOAST_SETTINGS } from './toast/ToastArea'

// @conecta/ui is embedded by other apps (docs/architecture.md): the product's
// copy and timings belong to this app, which passes them to the kit as props.
// This reads every file the package holds (sources, tests, README, CHANGELOG)
// and looks for them, so they cannot drift back.

const kitRoot = fileURLToPath(new URL('../../../packages/ui/', import.meta.url))

function kitFiles(directory = kitRoot): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    // A link (the consumer apps' common/) points at files this walk reads where they are.
    if (
      entry.name.startsWith('.') ||
      entry.name === 'node_modules' ||
      entry.name === 'dist' ||
      entry.isSymbolicLink()
    ) {
      return []
    }
    const path = join(directory, entry.name)
    return entry.isDirectory() ? kitFiles(path) : [path]
  })
}

const productCopy: readonly string[] = [
  ...Object.values(STATUS_PAGE_TEXTS).flatMap((text) => [text.title, text.description]),
  ...Object.values(STATUS_PAGE_BUTTONS),
  LOGIN_PROMPT_TOAST.title,
  LOGIN_PROMPT_TOAST.description,
]

// Only the timings that are the product's own choice. The other toast settings
// (5000 ms, one at a time, 50 px, F8) are also Radix's and the kit's generic
// defaults, so their values alone say nothing of this app.
const productTimings: readonly number[] = [LOGIN_PROMPT_TOAST.duration, TOAST_SETTINGS.removeDelay]

/** Every number written in `text` (20000, 20_000, 1,000,000) and every "N s" as N × 1000 ms. */
function numbersIn(text: string): number[] {
  const literals = [...text.matchAll(/\d(?:[\d_,]*\d)?/g)].map((match) =>
    Number(match[0].replace(/[_,]/g, '')),
  )
  const seconds = [...text.matchAll(/(\d+)\s*(?:s|seconds|segundos)\b/g)].map(
    (match) => Number(match[1]) * 1000,
  )
  return [...literals, ...seconds]
}

describe('@conecta/ui knows no app', () => {
  const files = kitFiles().map((path) => ({
    name: relative(kitRoot, path),
    text: readFileSync(path, 'utf8'),
  }))

  it('should read the package (its sources and README among them)', () => {
    const names = files.map((file) => file.name)
    expect(names).toContain('README.md')
    expect(names).toContain(join('src', 'StatusPage', 'StatusPage.tsx'))
    expect(names).toContain(join('src', 'Toast', 'Toast.tsx'))
  })

  it('should hold none of the product texts (status pages, login prompt)', () => {
    const found = files.flatMap(({ name, text }) =>
      productCopy
        .filter((copy) => text.toLowerCase().includes(copy.toLowerCase()))
        .map((copy) => `${name}: ${copy}`),
    )
    expect(found).toEqual([])
  })

  it('should hold none of the product timings (login prompt 20 s, removal after 1,000,000 ms)', () => {
    const found = files.flatMap(({ name, text }) =>
      numbersIn(text)
        .filter((value) => productTimings.includes(value))
        .map((value) => `${name}: ${value}`),
    )
    expect(found).toEqual([])
  })
})
