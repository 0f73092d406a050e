import { createHash } from 'node:crypto'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { HeaderRule } from '../server/headersFile.mjs'

export interface PolicySources {
  /**
   * VITE_API_URL: the only other host the app talks to, or a path such as
   * `/backend` when the API is proxied under the app's own host.
   */
  apiUrl: string
  /** `'sha256-…'` of every inline script the pages carry. */
  scriptHashes: readonly string[]
  /** `'sha256-…'` of every inline stylesheet the pages carry. */
  styleHashes: readonly string[]
}

/** Hashed names under /assets/: a new content is a new name, so a year is safe. */
const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/**
 * The app's Content-Security-Policy: its own files, the inline code it
 * carries by hash (never 'unsafe-inline' or 'unsafe-eval'), and the API
 * origin unless the API is proxied under the app's own host. No form ever submits natively (the pre-rendered ones use
 * `method="dialog"`, the app handles every submit), hence form-action 'none'.
 * connect-src keeps 'self' for the service worker, which fetches the app's
 * own files under the policy /sw.js is served with.
 */
export function contentSecurityPolicy({
  apiUrl,
  scriptHashes,
  styleHashes,
}: PolicySources): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    ["style-src 'self'", ...styleHashes].join(' '),
    ["connect-src 'self'", ...apiSource(apiUrl)].join(' '),
    "img-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * The API's origin for connect-src; none in same-origin mode (a path, or an
 * address on the app's own origin is still covered by 'self').
 */
function apiSource(apiUrl: string): string[] {
  return apiUrl.startsWith('/') ? [] : [new URL(apiUrl).origin]
}

/** The rules of `dist/_headers`, in the order a host applies them. */
export function headerRules(sources: PolicySources): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: [
        ['Content-Security-Policy', contentSecurityPolicy(sources)],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ],
    },
    { path: '/assets/*', headers: [['Cache-Control', ASSET_CACHE_CONTROL]] },
    // A deploy reaches people only if the worker and the pages are revalidated.
    { path: '/sw.js', headers: [['Cache-Control', 'no-cache']] },
  ]
}

/** The `_headers` format (Netlify, Cloudflare Pages): a path line, then indented `Name: value` lines. */
export function formatHeaders(rules: readonly HeaderRule[]): string {
  return rules
    .map(({ path, headers }) =>
      [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n')
    .concat('\n')
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** The CSP hashes of every inline script and stylesheet in a set of HTML documents. */
export function inlineHashes(documents: readonly string[]): {
  scriptHashes: string[]
  styleHashes: string[]
} {
  const collect = (pattern: RegExp) =>
    [
      ...new Set(documents.flatMap((html) => [...html.matchAll(pattern)].map((m) => m[1] ?? ''))),
    ].map(sha256)
  return { scriptHashes: collect(INLINE_SCRIPT), styleHashes: collect(INLINE_STYLE) }
}

export interface WriteHeadersOptions {
  root: string
  outDir: string
  apiUrl: string
}

/**
 * Writes dist/_headers, hashing the inline code of every HTML file the build
 * wrote: a deployer copies a policy that fits this build, or serves `_headers`
 * as it is (README, "Deploying").
 */
export async function writeHeaders({
  root,
  outDir,
  apiUrl,
}: WriteHeadersOptions): Promise<{ scripts: number; styles: number }> {
  const dist = resolve(root, outDir)
  const entries = await readdir(dist, { withFileTypes: true, recursive: true })
  const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
  const documents = await Promise.all(
    pages.map((entry) => readFile(join(entry.parentPath, entry.name), 'utf8')),
  )
  const hashes = inlineHashes(documents)
  await writeFile(join(dist, '_headers'), formatHeaders(headerRules({ apiUrl, ...hashes })))
  return { scripts: hashes.scriptHashes.length, styles: hashes.styleHashes.length }
}
