import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatHeaders, headerRules } from '../build/writeHeaders'
import { parseHeaders } from './headersFile.mjs'
import { nginxHeadersInclude, nginxLocations } from './nginxConfig.mjs'

const rules = parseHeaders(
  formatHeaders(
    headerRules({
      apiUrl: 'https://api.exemplo.co.mz',
      scriptHashes: ["'sha256-abc='"],
      styleHashes: ["'sha256-def='"],
    }),
  ),
)

describe('nginx configuration', () => {
  it("should be, in the app's README, exactly what nginxLocations writes from the build's _headers", async () => {
    const readme = await readFile(join(import.meta.dirname, '..', 'README.md'), 'utf8')
    const block = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1]
    expect(block).toBe(nginxLocations(rules))
  })

  it('given _headers, should add every header of /* on every response, errors included', () => {
    const include = nginxHeadersInclude(rules)
    expect(include.split('\n').filter(Boolean)).toEqual([
      expect.stringMatching(
        /^add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-abc='; .*connect-src 'self' https:\/\/api\.exemplo\.co\.mz; .*" always;$/,
      ),
      'add_header X-Content-Type-Options "nosniff" always;',
      'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
    ])
  })

  it('given a header value nginx would read as a variable or the end of the string, should refuse it', () => {
    expect(() => nginxHeadersInclude([{ path: '/*', headers: [['X-Test', 'a"b']] }])).toThrow(
      /cannot quote/,
    )
    expect(() => nginxHeadersInclude([{ path: '/*', headers: [['X-Test', '$host']] }])).toThrow(
      /cannot quote/,
    )
  })
})
