// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  type BuildManifest,
  belongsTo,
  checkFirstLoad,
  FIRST_LOAD_RULES,
  firstLoadOf,
  OWNERS,
  packageOf,
} from './firstLoad'
import type { ChunkModules } from './recordChunkModules'

// A small build shaped like the app's: the entry, the landing page's chunk,
// and a chunk the entry imports statically that the HTML does not name.
const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-1.js'],
  },
  '_vendor-1.js': { file: 'assets/vendor-1.js', name: 'vendor' },
  'src/features/landing/LandingPage.tsx': {
    file: 'assets/LandingPage-1.js',
    src: 'src/features/landing/LandingPage.tsx',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
}

function modules(extraInEntry: string[] = []): ChunkModules {
  return {
    'assets/index-1.js': [
      '../../node_modules/react-dom/cjs/react-dom-client.production.js',
      '../../node_modules/react-router/dist/production/chunk-1.mjs',
      '../../packages/session-machine/src/sessionMachine.ts',
      'src/main.tsx',
      'src/features/subscription/subscriptionActorHost.tsx',
      '../../packages/mpesa/src/paymentAttemptKey.ts',
      ...extraInEntry,
    ],
    'assets/vendor-1.js': ['../../node_modules/xstate/dist/xstate.esm.js'],
    'assets/LandingPage-1.js': ['src/features/landing/LandingPage.tsx'],
  }
}

const landingRule = FIRST_LOAD_RULES.find((rule) => rule.route === '/')
if (landingRule === undefined) throw new Error('No rule for /')

describe('firstLoadOf', () => {
  it('given the HTML names the entry and the page, should add their static imports, name each chunk by its role and report the import the HTML left out', () => {
    const load = firstLoadOf(
      ['/assets/index-1.js', '/assets/LandingPage-1.js'],
      manifest,
      modules(),
    )

    expect(load.chunks.map(({ file, role }) => [file, role])).toEqual([
      ['assets/index-1.js', 'the entry chunk'],
      ['assets/vendor-1.js', 'the shared chunk "vendor"'],
      ['assets/LandingPage-1.js', 'the chunk of apps/web/src/features/landing/LandingPage.tsx'],
    ])
    expect(load.chunks[0]?.modules).toContain(
      'node_modules/react-dom/cjs/react-dom-client.production.js',
    )
    expect(load.chunks[0]?.modules).toContain('apps/web/src/main.tsx')
    expect(load.notPreloaded).toEqual(['assets/vendor-1.js'])
  })

  it('given a chunk the build did not record, should say so rather than pass it as empty', () => {
    const { 'assets/LandingPage-1.js': _page, ...recorded } = modules()

    expect(() => firstLoadOf(['/assets/LandingPage-1.js'], manifest, recorded)).toThrow(
      'assets/LandingPage-1.js is not in the build',
    )
  })
})

describe('checkFirstLoad', () => {
  it("given the landing page's first load as built today, should find nothing wrong", () => {
    const load = firstLoadOf(
      ['/assets/index-1.js', '/assets/LandingPage-1.js'],
      manifest,
      modules(),
    )

    expect(checkFirstLoad(landingRule, load)).toEqual([])
  })

  it('given Radix dialog and the payment machine in the entry, should name each module and the chunk it is in', () => {
    const load = firstLoadOf(
      ['/assets/index-1.js', '/assets/LandingPage-1.js'],
      manifest,
      modules([
        '../../node_modules/@radix-ui/react-dialog/dist/index.mjs',
        '../../packages/mpesa/src/paymentMachine.ts',
      ]),
    )

    expect(checkFirstLoad(landingRule, load)).toEqual([
      '/: the first load must not contain the subscription and payment screens (features/subscription, @conecta/mpesa), but assets/index-1.js (the entry chunk) has packages/mpesa/src/paymentMachine.ts',
      '/: the first load must not contain the payment machine (a …Payment…Machine.ts anywhere in the app or @conecta/mpesa), but assets/index-1.js (the entry chunk) has packages/mpesa/src/paymentMachine.ts',
      '/: the first load must not contain Radix (dialog, toast and their primitives), but assets/index-1.js (the entry chunk) has node_modules/@radix-ui/react-dialog/dist/index.mjs',
    ])
  })

  it('given a page chunk without the page it should carry, should say what is missing and which chunks were searched', () => {
    const load = firstLoadOf(['/assets/index-1.js'], manifest, modules())

    expect(checkFirstLoad(landingRule, load)).toEqual([
      '/: the first load must contain the landing page (a …Page.tsx of features/landing), but none of its chunks (assets/index-1.js, assets/vendor-1.js) has a module of it',
    ])
  })

  it("given the payment attempt's storage in the entry, should name it: only the watcher that forgets an attempt and its key may be there", () => {
    const load = firstLoadOf(
      ['/assets/index-1.js', '/assets/LandingPage-1.js'],
      manifest,
      modules(['../../packages/mpesa/src/paymentAttemptStorage.ts']),
    )

    expect(checkFirstLoad(landingRule, load)).toEqual([
      '/: the first load must not contain the subscription and payment screens (features/subscription, @conecta/mpesa), but assets/index-1.js (the entry chunk) has packages/mpesa/src/paymentAttemptStorage.ts',
    ])
  })

  it("should let the kept receipt's key into every page, never its storage", () => {
    const owner = OWNERS.subscription
    expect(belongsTo(owner, 'apps/web/src/features/subscription/lastReceiptKey.ts')).toBe(false)
    expect(belongsTo(owner, 'apps/web/src/features/subscription/lastReceiptStorage.ts')).toBe(true)
    expect(belongsTo(owner, 'apps/web/src/features/subscription/ReceiptPage.tsx')).toBe(true)
    expect(belongsTo(owner, 'packages/mpesa/src/paymentAttemptKey.ts')).toBe(false)
    expect(belongsTo(owner, 'packages/mpesa/src/paymentAttemptStorage.ts')).toBe(true)
  })

  it('should tell the password confirmation dialog from the prompt the client asks through', () => {
    const owner = OWNERS.passwordConfirmation
    expect(
      belongsTo(owner, 'apps/web/src/password-confirmation/PasswordConfirmationDialog.tsx'),
    ).toBe(true)
    expect(
      belongsTo(owner, 'apps/web/src/password-confirmation/passwordConfirmationMachine.ts'),
    ).toBe(true)
    expect(
      belongsTo(owner, 'apps/web/src/password-confirmation/passwordConfirmationPrompt.ts'),
    ).toBe(false)
  })

  it("given the two-factor step in /login's first load, should name it", () => {
    const loginRule = FIRST_LOAD_RULES.find((rule) => rule.route === '/login')
    if (loginRule === undefined) throw new Error('No rule for /login')
    const load = firstLoadOf(
      ['/assets/index-1.js'],
      manifest,
      modules(['../../packages/account/src/react/TwoFactorStep.tsx']),
    )

    expect(checkFirstLoad(loginRule, load)).toContain(
      "/login: the first load must not contain the two-factor sign-in's second step (features/auth/TwoFactor…, @conecta/account's TwoFactorStep and its fields, fetched when a login asks for it), but assets/index-1.js (the entry chunk) has packages/account/src/react/TwoFactorStep.tsx",
    )
  })

  it('given the payment machine moved to a shared layer, should still find it', () => {
    expect(belongsTo(OWNERS.paymentMachine, 'apps/web/src/payments/paymentMachine.ts')).toBe(true)
    expect(belongsTo(OWNERS.paymentMachine, 'packages/mpesa/src/paymentMachine.ts')).toBe(true)
    expect(belongsTo(OWNERS.paymentMachine, 'packages/session-machine/src/sessionMachine.ts')).toBe(
      false,
    )
  })
})

describe('packageOf', () => {
  it('given a module of an npm package, should name the package, scoped or not', () => {
    expect(packageOf('node_modules/@radix-ui/react-toast/dist/index.mjs')).toBe(
      '@radix-ui/react-toast',
    )
    expect(packageOf('node_modules/react-dom/index.js')).toBe('react-dom')
    expect(packageOf('apps/web/src/main.tsx')).toBeUndefined()
  })
})
