/**
 * Pre-rendered pages: each carries the whole stylesheet inline (some 7 kB
 * gzip), and offline the app shell renders any of them in the browser.
 * Precaching them would cost every visitor who installs the worker some
 * 80 kB of metered data for pages the shell already covers.
 */
function isPrerenderedPage(file: string): boolean {
  return file === 'index.html' || file.endsWith('/index.html') || file === '404.html'
}

/**
 * The paths of the pre-rendered pages among the built files: `index.html` is
 * `/`, `login/index.html` is `/login`. The worker keeps a page's HTML when it
 * costs nothing (the browser holds it, or it passes through), so a page the
 * person opened opens offline; it never downloads one ahead of need. Not
 * 404.html, the host's own not-found page.
 */
export function prerenderedPages(files: readonly string[]): string[] {
  return files
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .filter((file) => !file.startsWith('assets/') && !file.startsWith('.'))
    .map((file) => (file === 'index.html' ? '/' : `/${file.slice(0, -'/index.html'.length)}`))
    .sort()
}

/**
 * The URLs /sw.js precaches, from the files of the build (paths relative to
 * dist, '/' separators): the app shell, the scripts and the other assets.
 * Not the pre-rendered pages (above), not the worker itself, not source maps,
 * not build leftovers.
 */
export function precacheList(files: readonly string[]): string[] {
  return files
    .filter(
      (file) =>
        file !== 'sw.js' &&
        // The host's header rules: most hosts never serve it.
        file !== '_headers' &&
        !file.endsWith('.map') &&
        !file.startsWith('.') &&
        !isPrerenderedPage(file),
    )
    .map((file) => `/${file}`)
    .sort()
}
