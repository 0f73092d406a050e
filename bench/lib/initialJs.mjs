// The deterministic half of the bench: what a first visit to a pre-rendered
// page must download before it is interactive, read from the built files.
// The pre-rendered HTML names its entry script and every chunk it needs (its
// after-paint loader's `data-load-after-paint` list, the entry first; or
// Vite's own `<script type="module">` and `modulepreload` tags), so that list
// is the route's initial JavaScript; each file is gzipped on its own, as each
// is a separate response. Its stylesheet is inline, so it travels in the HTML.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSize } from './serveGzip.mjs'

/**
 * @param {string} html
 * @returns {{ entry: string[], preloads: string[], styles: string[] }} URLs in page order
 */
export function pageAssets(html) {
  const tags = html.match(/<(script|link)\b[^>]*>/gi) ?? []
  /** @type {{ entry: string[], preloads: string[], styles: string[] }} */
  const found = { entry: [], preloads: [], styles: [] }
  for (const tag of tags) {
    const attribute = (name) => tag.match(new RegExp(`\\s${name}=["']([^"']*)["']`, 'i'))?.[1]
    const rel = attribute('rel')?.toLowerCase()
    const afterPaint = attribute('data-load-after-paint')
    if (afterPaint) {
      const [entry, ...preloads] = afterPaint.split(' ')
      if (entry) found.entry.push(entry)
      found.preloads.push(...preloads)
    } else if (tag.toLowerCase().startsWith('<script') && attribute('type') === 'module') {
      const src = attribute('src')
      if (src) found.entry.push(src)
    } else if (rel === 'modulepreload') {
      const href = attribute('href')
      if (href) found.preloads.push(href)
    } else if (rel === 'stylesheet') {
      const href = attribute('href')
      if (href) found.styles.push(href)
    }
  }
  return found
}

/**
 * @typedef {{ file: string, raw: number, gzip: number, role: 'entry' | 'preload' }} SizedFile
 * @typedef {{
 *   page: string,
 *   html: { raw: number, gzip: number },
 *   scripts: SizedFile[],
 *   js: { raw: number, gzip: number },
 *   css: { raw: number, gzip: number, files: number, inline: number },
 * }} InitialLoad
 */

/**
 * @param {string} dist the built site
 * @param {string} page HTML file relative to dist, e.g. `login/index.html`
 * @returns {Promise<InitialLoad>}
 */
export async function initialLoad(dist, page) {
  const html = await readFile(join(dist, page))
  const assets = pageAssets(html.toString('utf8'))
  const size = async (url) => {
    const content = await readFile(join(dist, url.replace(/^\//, '')))
    return { raw: content.length, gzip: gzipSize(content) }
  }
  /** @type {SizedFile[]} */
  const scripts = []
  const seen = new Set()
  for (const [role, urls] of /** @type {const} */ ([
    ['entry', assets.entry],
    ['preload', assets.preloads],
  ])) {
    for (const url of urls) {
      if (seen.has(url)) continue
      seen.add(url)
      scripts.push({ file: url.replace(/^\//, ''), role, ...(await size(url)) })
    }
  }
  const styles = await Promise.all(assets.styles.map(size))
  // Inline <style> elements: part of the HTML's bytes, sized here on their own.
  const text = html.toString('utf8')
  for (const [, css] of text.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
    styles.push({ raw: Buffer.byteLength(css), gzip: gzipSize(Buffer.from(css)) })
  }
  const inline = styles.length - assets.styles.length
  const sum = (list, key) => list.reduce((total, item) => total + item[key], 0)
  return {
    page,
    html: { raw: html.length, gzip: gzipSize(html) },
    scripts,
    js: { raw: sum(scripts, 'raw'), gzip: sum(scripts, 'gzip') },
    css: {
      raw: sum(styles, 'raw'),
      gzip: sum(styles, 'gzip'),
      files: assets.styles.length,
      inline,
    },
  }
}
