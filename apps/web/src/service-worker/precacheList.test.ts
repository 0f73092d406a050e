import { describe, expect, it } from 'vitest'
import { precacheList, prerenderedPages } from './precacheList'

describe('precacheList', () => {
  it('given the built files, should list the shell and assets and leave out pre-rendered pages, the worker, maps and dot folders', () => {
    expect(
      precacheList([
        'sw.js',
        'index.html',
        'login/index.html',
        '404.html',
        'app-shell.html',
        'assets/main-abc.js',
        'assets/main-abc.js.map',
        '.vite/manifest.json',
        'favicon.svg',
      ]),
    ).toEqual(['/app-shell.html', '/assets/main-abc.js', '/favicon.svg'])
  })

  // Hosts that read _headers do not serve it: one 404 would fail the worker's install.
  it('given the host header rules, should leave them out', () => {
    expect(precacheList(['_headers', 'app-shell.html'])).toEqual(['/app-shell.html'])
  })

  it('given the built files, should name the pre-rendered pages by their path, not the host 404 page', () => {
    expect(
      prerenderedPages([
        'index.html',
        'login/index.html',
        '401/index.html',
        '404.html',
        'app-shell.html',
        'assets/x/index.html',
        '.vite/index.html',
      ]),
    ).toEqual(['/', '/401', '/login'])
  })
})
