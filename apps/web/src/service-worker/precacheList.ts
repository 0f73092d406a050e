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
