// The import arrows inside apps/web (docs/architecture.md#import-arrows-inside-appsweb) are
// enforced by Biome's noRestrictedImports, one override per folder in
// biome.json, and `npm test` runs `biome check .` as its first gate. These
// tests run the repository's own biome.json over fixture files laid out like
// apps/web, so a rule that stops catching a wrong-way import fails here.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const biome = join(root, 'node_modules', '.bin', 'biome')
const web = 'apps/web'

interface Diagnostic {
  category: string
  message: string
  location: { path: string; start: { line: number } }
}

/** Which wrong way an import goes, as the rule's message says it. */
const wrongWays = {
  app: "app/ is the app's root",
  otherFeature: 'A feature never imports another feature',
  features: 'Features are put together only by the route table and app/',
  layouts: 'Layouts are used only by the route table and app/',
  routeTable: 'The route table imports the pages',
  entries: 'main.tsx and entry-server.tsx are the entries',
  outside: 'apps/web/server and apps/web/build use only what apps/web holds',
  packageFiles: 'The packages are used only through their public API',
} as const
type WrongWay = keyof typeof wrongWays

/** One import line in one file of apps/web, and the wrong way it goes (null: allowed). */
type Case = [file: string, importLine: string, expected: WrongWay | null]

const cases: Case[] = [
  // What the issue found, written back in.
  ['src/features/profile/AccountTab.tsx', "import * as m from '../../app/useClientSession'", 'app'],
  ['src/features/profile/AccountTab.tsx', "import * as m from '../../app/toast/toastBus'", 'app'],
  [
    'src/features/subscription/PlanList.tsx',
    "import * as m from '../landing/formatMeticais'",
    'otherFeature',
  ],
  ['src/features/profile/AccountTab.tsx', "import * as m from '../auth/api'", 'otherFeature'],
  [
    'src/features/profile/ProfileTabContent.tsx',
    "export const load = () => import('../subscription/SubscriptionTab')",
    'otherFeature',
  ],
  // Re-exports, type-only imports and long ways round count too.
  ['src/features/auth/LoginPage.tsx', "export { x } from '../../app/x'", 'app'],
  ['src/features/auth/LoginPage.tsx', "import type * as m from '../../app/x'", 'app'],
  ['src/features/auth/LoginPage.tsx', "import * as m from '../../features/landing/x'", 'features'],
  ['src/features/auth/LoginPage.tsx', "import * as m from '../../layouts/PublicLayout'", 'layouts'],
  ['src/features/auth/LoginPage.tsx', "import * as m from '../../routes/routes'", 'routeTable'],
  ['src/features/auth/LoginPage.tsx', "import * as m from '../../main'", 'entries'],
  // Layouts and shared layers import neither features, app/, layouts nor the table.
  ['src/layouts/AuthenticatedLayout.tsx', "import * as m from '../features/auth/x'", 'features'],
  ['src/layouts/AuthenticatedLayout.tsx', "import * as m from '../app/RootLayout'", 'app'],
  ['src/session/useLogout.ts', "import * as m from '../app/createSessionLogic'", 'app'],
  ['src/toast/toastBus.ts', "import * as m from '../features/profile/AccountTab'", 'features'],
  ['src/format/formatMeticais.ts', "import * as m from '../layouts/PublicLayout'", 'layouts'],
  ['src/plans/usePlans.ts', "import * as m from '../entry-server'", 'entries'],
  ['src/navigation/paths.ts', "import * as m from '../routes/routes'", 'routeTable'],
  // A folder nobody has listed yet is a shared layer.
  ['src/newLayer/helper.ts', "import * as m from '../features/auth/x'", 'features'],
  // app/ is handed the route table, never imports it.
  ['src/app/RootLayout.tsx', "import * as m from '../routes/routes'", 'routeTable'],
  // A package is used through what its package.json exports, never its files.
  [
    'src/features/subscription/SubscriptionTab.tsx',
    "import * as m from '@conecta/mpesa/src/paymentRules'",
    'packageFiles',
  ],
  [
    'src/features/subscription/SubscriptionTab.tsx',
    "import * as m from '@conecta/mpesa/dist/index.js'",
    'packageFiles',
  ],
  [
    'src/features/subscription/SubscriptionTab.tsx',
    "import * as m from '@conecta/mpesa/src/react/MpesaCheckout'",
    'packageFiles',
  ],
  [
    'src/features/subscription/SubscriptionTab.tsx',
    "import * as m from '../../../../../packages/mpesa/src/paymentMachine'",
    'packageFiles',
  ],
  [
    'src/session/useLogout.ts',
    "import * as m from '@conecta/session-machine/src/sessionMachine'",
    'packageFiles',
  ],
  [
    'src/features/auth/LoginPage.tsx',
    "import * as m from '@conecta/account/src/react/SignIn'",
    'packageFiles',
  ],
  ['src/app/RootLayout.tsx', "import * as m from '@conecta/ui/src/Button/Button'", 'packageFiles'],
  ['src/routes/routes.tsx', "import * as m from '@conecta/ui/src/Button/Button'", 'packageFiles'],
  // The app's server and build stay inside apps/web.
  ['server/serveApp.mjs', "import * as m from '../../../scripts/lib/serveStatic.mjs'", 'outside'],
  ['build/chunks.ts', "import * as m from '../../../scripts/lib/x.mjs'", 'outside'],

  // The arrows that are allowed.
  ['src/features/auth/LoginPage.tsx', "import * as m from './AuthCard'", null],
  ['src/features/auth/LoginPage.tsx', "import * as m from '../../session/useClientSession'", null],
  ['src/features/auth/LoginPage.tsx', "import * as m from '../../prerender/useHydrated'", null],
  ['src/features/auth/LoginPage.tsx', "import * as m from '../../api/authApi'", null],
  ['src/features/auth/LoginPage.tsx', "import * as m from '../../forms/useTypedIn'", null],
  ['src/features/auth/LoginPage.tsx', "import * as m from '@conecta/account/react'", null],
  ['src/features/auth/LoginPage.tsx', "import * as m from '../../navigation/paths'", null],
  ['src/features/auth/LoginPage.tsx', "import * as m from '@conecta/ui'", null],
  ['src/features/subscription/SubscriptionTab.tsx', "import * as m from '@conecta/mpesa'", null],
  [
    'src/features/subscription/SubscriptionTab.tsx',
    "import * as m from '@conecta/mpesa/react'",
    null,
  ],
  ['src/session/useClientSession.ts', "import * as m from '@conecta/session-machine/react'", null],
  ['src/main.tsx', "import '@conecta/ui/style.css'", null],
  ['src/features/profile/AccountTab.tsx', "import * as m from '../../toast/toastBus'", null],
  [
    'src/features/profile/AccountTab.tsx',
    "import * as m from '../../format/formatMaputoDate'",
    null,
  ],
  [
    'src/features/subscription/SubscriptionTab.tsx',
    "import * as m from '../../plans/usePlans'",
    null,
  ],
  ['src/layouts/AuthenticatedLayout.tsx', "import * as m from './PublicLayout'", null],
  ['src/layouts/AuthenticatedLayout.tsx', "import * as m from '../session/useLogout'", null],
  ['src/session/useLogout.ts', "import * as m from '../api/authApi'", null],
  ['src/app/App.tsx', "import * as m from '../features/status/MaintenancePage'", null],
  ['src/app/App.tsx', "import * as m from '../layouts/PublicLayout'", null],
  [
    'src/app/ProfileTabContent.tsx',
    "export const load = () => import('../features/subscription/SubscriptionTab')",
    null,
  ],
  ['src/routes/routes.tsx', "import * as m from '../app/RootLayout'", null],
  ['src/routes/routes.tsx', "import * as m from '../features/status/NotFoundPage'", null],
  ['src/routes/routes.tsx', "import * as m from '../layouts/PublicLayout'", null],
  ['src/main.tsx', "import * as m from './features/subscription/x'", null],
  ['src/main.tsx', "import * as m from './routes/routes'", null],
  ['src/entry-server.tsx', "import * as m from './app/AppTree'", null],
  // Tests render the assembled app.
  ['src/features/auth/LoginPage.test.tsx', "import * as m from '../../app/AppTree'", null],
  ['src/features/auth/LoginPage.test.tsx', "import * as m from '../profile/AccountTab'", null],
  ['server/serveApp.mjs', "import * as m from './serveStatic.mjs'", null],
  ['build/writeServiceWorker.ts', "import * as m from '../src/service-worker/x'", null],
]

/** A directory with the repository's biome.json and `files` (path under apps/web → lines). */
function fixture(files: Map<string, string[]>): string {
  const dir = mkdtempSync(join(tmpdir(), 'conecta-arrows-'))
  copyFileSync(join(root, 'biome.json'), join(dir, 'biome.json'))
  for (const [file, lines] of files) {
    const path = join(dir, web, file)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, `${lines.join('\n')}\n`)
  }
  return dir
}

function runBiome(dir: string, args: string[]) {
  return spawnSync(biome, [...args, '--vcs-enabled=false', '--colors=off'], {
    cwd: dir,
    encoding: 'utf8',
  })
}

function restrictedImports(dir: string): Diagnostic[] {
  // Not `--only=style/noRestrictedImports`: it turns the rule on where biome.json
  // turns it off (the entries, tests). Other rules' findings are left out below.
  const { stdout } = runBiome(dir, ['lint', '--reporter=json', '--max-diagnostics=none', '.'])
  const report = JSON.parse(stdout) as { diagnostics: Diagnostic[] }
  return report.diagnostics.filter(({ category }) => category === 'lint/style/noRestrictedImports')
}

const fixtures: string[] = []
afterAll(() => {
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true })
})

describe('import arrows inside apps/web (biome.json, noRestrictedImports)', () => {
  it('given each import of the table, should report exactly the wrong-way ones, each with its reason', () => {
    const files = new Map<string, string[]>()
    const expected: string[] = []
    for (const [file, line, wrongWay] of cases) {
      const lines = files.get(file) ?? []
      lines.push(line)
      files.set(file, lines)
      if (wrongWay !== null) expected.push(`${web}/${file}:${lines.length} ${wrongWay}`)
    }
    const dir = fixture(files)
    fixtures.push(dir)

    const reported = restrictedImports(dir).map(({ message, location }) => {
      const wrongWay = (Object.keys(wrongWays) as WrongWay[]).find((key) =>
        message.startsWith(wrongWays[key]),
      )
      return `${location.path.split(sep).join('/')}:${location.start.line} ${wrongWay ?? message}`
    })
    expect(reported.sort()).toEqual(expected.sort())
  })

  it("given one wrong-way import, should fail the lint gate `npm test` runs ('biome check .')", () => {
    const clean = fixture(
      new Map([
        ['src/features/profile/Tab.tsx', ["export * from '../../session/useClientSession'"]],
      ]),
    )
    const wrong = fixture(
      new Map([['src/features/profile/Tab.tsx', ["export * from '../../app/useClientSession'"]]]),
    )
    fixtures.push(clean, wrong)

    expect(runBiome(clean, ['check', '.']).status).toBe(0)
    const failed = runBiome(wrong, ['check', '.'])
    expect(failed.status).not.toBe(0)
    expect(failed.stderr + failed.stdout).toContain('lint/style/noRestrictedImports')
  })

  it('given the real apps/web, should find no wrong-way import', () => {
    const { stdout } = spawnSync(
      biome,
      ['lint', '--reporter=json', '--max-diagnostics=none', '--colors=off', web],
      { cwd: root, encoding: 'utf8' },
    )
    const report = JSON.parse(stdout) as { diagnostics: Diagnostic[] }
    const wrongWay = report.diagnostics
      .filter(({ category }) => category === 'lint/style/noRestrictedImports')
      .map(({ location }) => `${location.path}:${location.start.line}`)
    expect(wrongWay).toEqual([])
  })

  it('given the feature folders, should find them flat (the rule reads `../<other feature>` at that depth)', () => {
    const featuresDir = join(root, web, 'src', 'features')
    const nested = readdirSync(featuresDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(featuresDir, join(entry.parentPath, entry.name)).split(sep))
      .filter((segments) => segments.length !== 2)
      .map((segments) => segments.join('/'))
    expect(nested).toEqual([])
  })
})
