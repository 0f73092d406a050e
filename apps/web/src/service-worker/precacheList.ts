/**
 * The URLs /sw.js precaches, from the files of the build (paths relative to
 * dist, '/' separators). Everything the app is made of and nothing else:
 * not the worker itself, not source maps, not build leftovers.
 */
export function precacheList(files: readonly string[]): string[] {
  return files
    .filter((file) => file !== 'sw.js' && !file.endsWith('.map') && !file.startsWith('.'))
    .map((file) => `/${file}`)
    .sort()
}
