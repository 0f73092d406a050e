// `vite preview` of the built app answers every path as `npm start`
// and a correctly configured host do (apps/web/README.md, "Deploying"), not
// with Vite's own fallback to index.html, the landing page.
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { type PreviewServer, preview } from 'vite'
import { expect, test } from './support/browser'
import { repoRoot } from './support/buildApp'

const webDir = join(repoRoot, 'apps', 'web')
let server: PreviewServer | undefined
let origin = ''

test.beforeAll(async () => {
  // The build the global setup made; the app's config reads its folder from here.
  process.env.CONECTA_WEB_OUT_DIR = join(repoRoot, '.cache', 'e2e', 'dist')
  server = await preview({
    root: webDir,
    configFile: join(webDir, 'vite.config.ts'),
    logLevel: 'silent',
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  })
  const address = server.httpServer.address() as AddressInfo
  origin = `http://127.0.0.1:${address.port}`
})

test.afterAll(async () => {
  await server?.close()
})

async function page(path: string): Promise<{ status: number; html: string; csp: string | null }> {
  const response = await fetch(`${origin}${path}`)
  return {
    status: response.status,
    html: await response.text(),
    csp: response.headers.get('content-security-policy'),
  }
}

/** The path a page was pre-rendered for, or null for the app shell. */
function prerenderedPath(html: string): string | null {
  return /<div id="root" data-prerendered-path="([^"]*)"/.exec(html)?.[1] ?? null
}

test.describe('vite preview of the build', () => {
  for (const [path, expected] of [
    ['/login', '/login'],
    ['/login/', '/login'],
    ['/login?returnUrl=%2Fprofile', '/login'],
    ['/register', '/register'],
    ['/forgot-password', '/forgot-password'],
    ['/', '/'],
  ] as const) {
    test(`given ${path}, should serve the page pre-rendered for ${expected}`, async () => {
      const answer = await page(path)
      expect(answer.status).toBe(200)
      expect(prerenderedPath(answer.html)).toBe(expected)
    })
  }

  for (const path of ['/profile', '/profile/security', '/password-reset/abc', '/nada-aqui']) {
    test(`given ${path}, should serve the app shell, not the landing page`, async () => {
      const answer = await page(path)
      expect(answer.status).toBe(200)
      expect(prerenderedPath(answer.html)).toBeNull()
      expect(answer.html).toContain('<div id="root"></div>')
    })
  }

  test('should send the Content-Security-Policy of dist/_headers', async () => {
    const answer = await page('/login')
    expect(answer.csp).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/)
    expect(answer.csp).not.toContain('unsafe-inline')
  })
})
