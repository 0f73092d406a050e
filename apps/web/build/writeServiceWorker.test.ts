import { describe, expect, it } from 'vitest'
import { entryScript } from './writeServiceWorker.ts'

describe('entryScript', () => {
  it('given the app shell, should name the module script it loads from /assets/', () => {
    expect(
      entryScript(
        '<head><script>inline()</script><script type="module" crossorigin src="/assets/index-DQb75gbg.js"></script></head>',
      ),
    ).toBe('/assets/index-DQb75gbg.js')
  })

  it('given a shell without a module script, should fail the build with the reason', () => {
    expect(() => entryScript('<script src="/other.js"></script>')).toThrow(
      'app-shell.html loads no module script from /assets/',
    )
  })
})
