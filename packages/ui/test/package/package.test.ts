import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import react from '@vitejs/plugin-react'
import { type Browser, chromium } from 'playwright-core'
import { publint } from 'publint'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumLaunchOptions } from '../../../../scripts/lib/chromium.mjs'
import { type StaticServer, serveStatic } from '../../../../scripts/lib/serveStatic.mjs'
import { conectaTokens } from '../../src/theme/tokens'

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))
const appRoot = fileURLToPath(new URL('./app/', import.meta.url))

/** `#rrggbb` → the `rgb(r, g, b)` form that getComputedStyle returns. */
function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

let outDir: string | undefined
let server: StaticServer | undefined
let browser: Browser | undefined

beforeAll(async () => {
  await promisify(execFile)('npm', ['run', 'build', '-w', '@conecta/ui'], {
    cwd: repoRoot,
    maxBuffer: 16 * 1024 * 1024,
    // As it is published: Vitest's NODE_ENV=test would have the JSX compiled for React's
    // development build (jsxDEV), which a host's production React does not have.
    env: { ...process.env, NODE_ENV: 'production' },
  })
  outDir = await mkdtemp(join(tmpdir(), 'conecta-ui-package-'))
  // A plain Vite React app: no vanilla-extract plugin, no "source" condition,
  // no config file, so `@conecta/ui` resolves to the built dist/ like it
  // would from the registry.
  await build({
    root: appRoot,
    configFile: false,
    logLevel: 'warn',
    cacheDir: join(outDir, '.vite-cache'),
    plugins: [react()],
    build: { outDir: join(outDir, 'site'), emptyOutDir: true },
  })
  server = await serveStatic(join(outDir, 'site'))
  browser = await chromium.launch(chromiumLaunchOptions())
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
  if (outDir) await rm(outDir, { recursive: true, force: true })
})

describe('given the built @conecta/ui in a plain Vite React app', () => {
  it('should render a Button with the theme brand background and a 44 px touch target', async () => {
    if (!browser || !server) throw new Error('set-up did not finish')
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } })
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await page.goto(server.url)

    const button = page.getByRole('button', { name: 'Entrar' })
    await button.waitFor({ state: 'visible' })
    const style = await button.evaluate((element) => {
      const computed = getComputedStyle(element)
      return { backgroundColor: computed.backgroundColor, minHeight: computed.minHeight }
    })
    const box = await button.boundingBox()

    expect(pageErrors).toEqual([])
    expect(style.backgroundColor).toBe(hexToRgb(conectaTokens.color.brand))
    expect(style.minHeight).toBe('44px')
    expect(box?.height).toBeGreaterThanOrEqual(44)
  })
})

/** The built kit's modules: each file under dist/ and its text. */
async function builtModules(): Promise<{ file: string; text: string }[]> {
  const dist = join(repoRoot, 'packages', 'ui', 'dist')
  const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.js'))
  return Promise.all(
    files.map(async (file) => ({ file, text: await readFile(join(dist, file), 'utf8') })),
  )
}

describe('given the built @conecta/ui package', () => {
  // A React Server Components framework (Next.js App Router) treats a module
  // without the directive as server code: hooks, Radix and event handlers
  // there fail at render. The directive has to survive the bundler.
  it("should start every module that needs the client with 'use client', and no other", async () => {
    const marked = (await builtModules())
      .filter(({ text }) => /^["']use client["'];?\n/.test(text))
      .map(({ file }) => file)
    expect(marked.sort()).toEqual([
      'AppHeader/AppHeader.js',
      'Button/Button.js',
      'Checkbox/Checkbox.js',
      'ConfirmDialog/ConfirmDialog.js',
      'ErrorSummary/ErrorSummary.js',
      'Field/Field.js',
      'Field/useFieldIds.js',
      'PasswordField/PasswordField.js',
      'PhoneField/PhoneField.js',
      'TextField/TextField.js',
      'Toast/Toast.js',
      'Toast/useToast.js',
      'useHydrated/useHydrated.js',
      'useOnlineStatus/useOnlineStatus.js',
    ])
  })

  it("should call React's production JSX runtime, not the development one", async () => {
    const development = (await builtModules())
      .filter(({ text }) => text.includes('react/jsx-dev-runtime'))
      .map(({ file }) => file)
    expect(development).toEqual([])
  })

  it('should have nothing for publint to report', async () => {
    const { messages } = await publint({ pkgDir: join(repoRoot, 'packages', 'ui'), strict: true })
    expect(messages).toEqual([])
  })

  // An ESM-only package: the esm-only profile leaves out the CommonJS
  // resolution modes, and the stylesheet entry has no types by nature.
  it('should have no type-resolution problems for attw', async () => {
    const attw = join(repoRoot, 'node_modules', '.bin', 'attw')
    const args = ['--pack', 'packages/ui', '--profile', 'esm-only', '--format', 'ascii']
    const outcome = await promisify(execFile)(
      attw,
      [...args, '--exclude-entrypoints', './style.css'],
      {
        cwd: repoRoot,
        maxBuffer: 16 * 1024 * 1024,
      },
    ).then(
      ({ stdout }) => ({ exitCode: 0, stdout }),
      (error: { code?: number; stdout?: string }) => ({
        exitCode: error.code,
        stdout: error.stdout,
      }),
    )
    expect(outcome.exitCode, outcome.stdout).toBe(0)
  }, 120_000)
})
