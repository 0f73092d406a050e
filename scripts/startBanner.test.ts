import { startBanner } from './lib/startBanner.mjs'

describe('startBanner', () => {
  it('given the demo API, should give both addresses and say that stopping it forgets every account', () => {
    const text = startBanner({
      appUrl: 'http://127.0.0.1:4173',
      demoApiUrl: 'http://127.0.0.1:8000',
      apiUrl: 'http://127.0.0.1:8000',
    }).join('\n')

    expect(text).toContain('App       http://127.0.0.1:4173/')
    expect(text).toContain('Demo API  http://127.0.0.1:8000')
    expect(text).toContain('http://127.0.0.1:8000/__dev/mail')
    expect(text).toMatch(/in memory only:\s+stopping it forgets them/)
    expect(text).toContain('the next `npm start` begins with none')
  })

  it('given another API, should name it and say nothing of the demo API', () => {
    const text = startBanner({
      appUrl: 'http://127.0.0.1:4173',
      demoApiUrl: null,
      apiUrl: 'https://api.exemplo.co.mz',
    }).join('\n')

    expect(text).toContain(
      'API       https://api.exemplo.co.mz (VITE_API_URL; no demo API started)',
    )
    expect(text).not.toMatch(/Demo API|memory/)
  })
})
