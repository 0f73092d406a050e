import { describe, expect, it } from 'vitest'
import { describeDevice } from './describeDevice'

// Real user agents, as phones and computers in Mozambique send them.
const TABLE: readonly [string, string | null][] = [
  [
    'Chrome em Android',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  ],
  [
    'Chrome em Android',
    'Mozilla/5.0 (Linux; Android 12; TECNO KG5k) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.230 Mobile Safari/537.36 PHX/14.9',
  ],
  [
    'Chrome em Android',
    'Mozilla/5.0 (Linux; Android 10; itel L6502) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
  ],
  [
    'Samsung Internet em Android',
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  ],
  [
    'Opera em Android',
    'Mozilla/5.0 (Linux; U; Android 11; pt-br; Redmi Note 8 Build/RKQ1.201004.002) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/89.0.4389.116 Mobile Safari/537.36 OPR/65.1.2254.63637',
  ],
  [
    'Opera em Android',
    'Opera/9.80 (Android; Opera Mini/7.5.54678/191.308; U; pt) Presto/2.12.423 Version/12.16',
  ],
  [
    'UC Browser em Android',
    'Mozilla/5.0 (Linux; Android 11; moto e(7)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/112.0.0.0 Mobile Safari/537.36 UCBrowser/13.4.0.1306',
  ],
  ['Firefox em Android', 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0'],
  [
    'Safari em iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ],
  [
    'Chrome em iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  ],
  [
    'Safari em iPad',
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  ],
  [
    'Chrome em Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ],
  [
    'Edge em Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  ],
  [
    'Firefox em Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  ],
  [
    'Safari em macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
  ],
  [
    'Chrome em Linux',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ],
  [
    'Chrome em Chrome OS',
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ],
  ['Dispositivo desconhecido', 'curl/8.5.0'],
  ['Dispositivo desconhecido', ''],
  ['Dispositivo desconhecido', null],
]

describe('describeDevice', () => {
  it.each(TABLE)('should read %s from %s', (expected, userAgent) => {
    expect(describeDevice(userAgent)).toBe(expected)
  })
})
