import { liberationDir, missingDebianPackages } from './lib/debianPackages.mjs'

const combos = [true, false].flatMap((chromium) =>
  [true, false].flatMap((fonts) => [true, false].map((nginx) => ({ chromium, fonts, nginx }))),
)

describe('missingDebianPackages', () => {
  it.each(combos)(
    'given chromium=$chromium fonts=$fonts nginx=$nginx, should ask for exactly what is missing',
    ({ chromium, fonts, nginx }) => {
      const missing = missingDebianPackages({
        findChromium: () => (chromium ? '/usr/bin/chromium' : undefined),
        findNginx: () => (nginx ? '/usr/sbin/nginx' : undefined),
        exists: (path) => path === liberationDir && fonts,
      })
      expect(missing).toEqual([
        ...(chromium ? [] : ['chromium']),
        ...(fonts ? [] : ['fonts-liberation']),
        ...(nginx ? [] : ['nginx']),
      ])
    },
  )
})
