/**
 * What a phone must download before a pre-rendered public page works, and
 * what must never be part of it (docs/architecture.md#performance). The
 * chunks are cut by build/chunks.ts from file and folder names, so renaming a
 * file can move a whole library into the first load without any error; these
 * rules are checked against the real build (e2e/firstLoad.e2e.test.ts) and
 * name modules by who owns them (a feature folder, a shared layer, an npm
 * package), not by file name, so they keep their meaning when files move
 * inside a layer.
 */
import { posix } from 'node:path'
import type { ChunkModules } from './recordChunkModules'

/** The part of Vite's `.vite/manifest.json` the rules read. */
export interface BuildManifestChunk {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
}
export type BuildManifest = Record<string, BuildManifestChunk>

/** Who a module belongs to, at the level a decision is made. */
export interface ModuleOwner {
  /** As a person reads it in a failure message. */
  name: string
  /** Repository-relative source paths, e.g. `apps/web/src/features/profile/…`. */
  sources?: RegExp
  /** npm package names, e.g. `@radix-ui/react-dialog`. */
  packages?: RegExp
  /** Modules of the owner that may be there anyway; `why` says why. */
  except?: { sources: RegExp; why: string }
}

export interface FirstLoadRule {
  route: string
  /** The pre-rendered file that answers the route, relative to dist/. */
  page: string
  /** Each must have at least one module in the first load. */
  contains: readonly ModuleOwner[]
  /** None may have a module in the first load. */
  excludes: readonly ModuleOwner[]
}

export interface FirstLoadChunk {
  file: string
  /** 'the entry chunk', 'the chunk of src/features/auth/LoginPage.tsx', 'the shared chunk "public"'. */
  role: string
  /** Repository-relative source paths; `node_modules/<package>/…` for npm packages. */
  modules: string[]
}

/** The page's scripts (entry first) and every chunk they import statically. */
export interface FirstLoad {
  chunks: FirstLoadChunk[]
  /** Chunks imported statically that the page's HTML does not load up front: a request waterfall. */
  notPreloaded: string[]
}

const APP_ROOT = 'apps/web'

/** A module id as build/recordChunkModules.ts writes it, as a repository path. */
export function repositoryPath(id: string): string {
  if (!id.startsWith('src/') && !id.startsWith('../')) return id
  return posix.normalize(posix.join(APP_ROOT, id))
}

/** `node_modules/@radix-ui/react-dialog/dist/index.mjs` → `@radix-ui/react-dialog`. */
export function packageOf(path: string): string | undefined {
  const parts = path.split('/')
  const at = parts.lastIndexOf('node_modules')
  if (at < 0) return undefined
  const name = parts[at + 1]
  if (name === undefined) return undefined
  return name.startsWith('@') ? `${name}/${parts[at + 2] ?? ''}` : name
}

export function belongsTo(owner: ModuleOwner, path: string): boolean {
  if (owner.except?.sources.test(path)) return false
  const name = packageOf(path)
  if (name !== undefined) return owner.packages?.test(name) ?? false
  return owner.sources?.test(path) ?? false
}

function roleOf(chunk: BuildManifestChunk | undefined): string {
  if (chunk?.isEntry) return 'the entry chunk'
  if (chunk?.isDynamicEntry && chunk.src) return `the chunk of ${repositoryPath(chunk.src)}`
  return `the shared chunk "${chunk?.name ?? '?'}"`
}

/**
 * The first load of a page from its script list (as its HTML names them, the
 * entry first) and the build's records. Static imports the HTML does not name
 * are loaded anyway, only later: they count, and are reported.
 */
export function firstLoadOf(
  scripts: readonly string[],
  manifest: BuildManifest,
  chunkModules: ChunkModules,
): FirstLoad {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]))
  const files: string[] = []
  const listed = new Set(scripts.map((script) => script.replace(/^\//, '')))
  const visit = (file: string) => {
    if (files.includes(file)) return
    files.push(file)
    for (const key of byFile.get(file)?.imports ?? []) {
      const imported = manifest[key]
      if (imported === undefined) throw new Error(`${file} imports ${key}, not in the manifest`)
      visit(imported.file)
    }
  }
  for (const file of listed) visit(file)
  return {
    chunks: files.map((file) => {
      const modules = chunkModules[file]
      if (modules === undefined) throw new Error(`${file} is not in the build's chunk modules`)
      return { file, role: roleOf(byFile.get(file)), modules: modules.map(repositoryPath) }
    }),
    notPreloaded: files.filter((file) => !listed.has(file)),
  }
}

const LISTED_PER_CHUNK = 5

/** Every way the first load breaks the rule, one message each; empty when it keeps it. */
export function checkFirstLoad(rule: FirstLoadRule, load: FirstLoad): string[] {
  const problems: string[] = []
  for (const owner of rule.contains) {
    if (!load.chunks.some((chunk) => chunk.modules.some((path) => belongsTo(owner, path)))) {
      problems.push(
        `${rule.route}: the first load must contain ${owner.name}, but none of its chunks (${load.chunks.map((chunk) => chunk.file).join(', ')}) has a module of it`,
      )
    }
  }
  for (const owner of rule.excludes) {
    for (const chunk of load.chunks) {
      const found = chunk.modules.filter((path) => belongsTo(owner, path))
      if (found.length === 0) continue
      const more =
        found.length > LISTED_PER_CHUNK ? ` and ${found.length - LISTED_PER_CHUNK} more` : ''
      problems.push(
        `${rule.route}: the first load must not contain ${owner.name}, but ${chunk.file} (${chunk.role}) has ${found.slice(0, LISTED_PER_CHUNK).join(', ')}${more}`,
      )
    }
  }
  return problems
}

const APP_SRC = '^apps/web/src/'
/** The M-Pesa payment's package, which the subscription screens use. */
const MPESA_SRC = '^packages/mpesa/src/'
/** The account screens' package: the sign-in, its second step and the shared form pieces. */
const ACCOUNT_SRC = '^packages/account/src/'

/** Who owns what, for the rules below (and their tests). */
export const OWNERS = {
  reactDom: { name: 'React DOM', packages: /^react-dom$/ },
  router: { name: 'the router (react-router)', packages: /^react-router(-dom)?$/ },
  session: {
    name: 'the session (@conecta/session-machine)',
    sources: /^packages\/session-machine\/src\//,
  },
  landingPage: {
    name: 'the landing page (a …Page.tsx of features/landing)',
    sources: new RegExp(`${APP_SRC}features/landing/\\w*Page\\.tsx$`),
  },
  landing: {
    name: 'the landing feature (features/landing)',
    sources: new RegExp(`${APP_SRC}features/landing/`),
  },
  loginPage: {
    name: 'the login page (a …Login…Page.tsx of features/auth)',
    sources: new RegExp(`${APP_SRC}features/auth/\\w*Login\\w*Page\\.tsx$`),
  },
  accountPages: {
    name: 'the account pages and their helpers (features/auth, api/authApi, the sign-out hooks of session/)',
    sources: new RegExp(
      `${APP_SRC}(?:features/auth/|api/authApi\\.ts$|session/use(?:Logout|SignOutToHome)\\.ts$)`,
    ),
  },
  twoFactorStep: {
    name: "the two-factor sign-in's second step (features/auth/TwoFactor…, @conecta/account's TwoFactorStep and its fields, fetched when a login asks for it)",
    sources: new RegExp(
      `(?:${APP_SRC}features/auth/TwoFactor\\w*|${ACCOUNT_SRC}(?:react/TwoFactor\\w*|twoFactorAnswer))\\.tsx?$`,
    ),
  },
  formHelpers: {
    name: "the shared form helpers (the app's src/forms/, @conecta/account's form pieces)",
    sources: new RegExp(
      `(?:${APP_SRC}forms/|${ACCOUNT_SRC}(?:react/(?:useSubmission|FormFailureSummary|EmailField)|describeFailure|summaryItems)\\.tsx?$)`,
    ),
  },
  kitFields: {
    name: "the kit's form fields (packages/ui: Field, TextField, PasswordField, PhoneField, Checkbox, ErrorSummary, FieldError)",
    // Their components; a field's class names (…css.ts, a few strings) are
    // shared with Notice, which every page has.
    sources:
      /^packages\/ui\/src\/(?:Field|TextField|PasswordField|PhoneField|Checkbox|ErrorSummary|FieldError)\/(?![^/]*\.css\.ts$)/,
  },
  signedIn: {
    name: "the signed-in screens (features/profile, the profile's tab composition in app/, the signed-in layout and its help dialog)",
    sources: new RegExp(
      `${APP_SRC}(?:features/profile/|app/ProfileTab|layouts/(?:Authenticated|Help))`,
    ),
  },
  subscription: {
    name: 'the subscription and payment screens (features/subscription, @conecta/mpesa)',
    sources: new RegExp(`(?:${APP_SRC}features/subscription/|${MPESA_SRC})`),
    except: {
      // (product spec: payments) A payment attempt remembered for one user is
      // forgotten as soon as another signs in, on every page, and the person's
      // payment actor stops with them: the host and the storage key, some
      // 0.6 kB. Not the attempt's storage itself (reading, validating), nor
      // the machines, which come with the subscription tab. The same for the
      // last receipt and the plans and payments kept for offline
      // (docs/product.md#offline): their keys and clear functions, not their storage.
      sources: new RegExp(
        `(?:${APP_SRC}features/subscription/(?:subscriptionActorHost\\.tsx|lastReceiptKey\\.ts|savedSubscriptionKey\\.ts)|${MPESA_SRC}paymentAttemptKey\\.ts)$`,
      ),
      why: 'the start-up code that forgets a payment attempt, a kept receipt or the kept plans and payments, and stops its actor, when the user changes',
    },
  },
  passwordConfirmation: {
    name: 'the password confirmation dialog and its machine (password-confirmation/)',
    sources: new RegExp(`${APP_SRC}password-confirmation/`),
    except: {
      // The client hands a 423 to this module; it holds no dialog.
      sources: new RegExp(`${APP_SRC}password-confirmation/passwordConfirmationPrompt\\.ts$`),
      why: 'the prompt the Sanctum client asks through, a few hundred bytes',
    },
  },
  signInAgain: {
    name: 'the sign-in dialog over a form whose session ended, and the prompts both dialogs share (sign-in-again/, prompts/)',
    sources: new RegExp(`${APP_SRC}(?:sign-in-again|prompts)/`),
  },
  paymentMachine: {
    name: 'the payment machine (a …Payment…Machine.ts anywhere in the app or @conecta/mpesa)',
    sources: new RegExp(`(?:${APP_SRC}|${MPESA_SRC}).*[pP]ayment\\w*Machine\\.ts$`),
  },
  radix: { name: 'Radix (dialog, toast and their primitives)', packages: /^@radix-ui\// },
  demoApi: {
    name: 'the demo API or MSW (development only)',
    sources: /^packages\/mocks\//,
    packages: /^(?:msw|@mswjs\/.*)$/,
  },
} satisfies Record<string, ModuleOwner>

/** Never on any public page's first load. */
const NEVER_ON_A_PUBLIC_PAGE = [
  OWNERS.signedIn,
  OWNERS.passwordConfirmation,
  OWNERS.signInAgain,
  OWNERS.subscription,
  OWNERS.paymentMachine,
  OWNERS.radix,
  OWNERS.demoApi,
]

/**
 * `/` renders no form; `/login` carries its form and the shared form helpers
 * (cached for /register and /forgot-password) and nothing of the signed-in app.
 */
export const FIRST_LOAD_RULES: readonly FirstLoadRule[] = [
  {
    route: '/',
    page: 'index.html',
    contains: [OWNERS.reactDom, OWNERS.router, OWNERS.session, OWNERS.landingPage],
    excludes: [
      ...NEVER_ON_A_PUBLIC_PAGE,
      OWNERS.accountPages,
      OWNERS.formHelpers,
      OWNERS.kitFields,
    ],
  },
  {
    route: '/login',
    page: 'login/index.html',
    contains: [
      OWNERS.reactDom,
      OWNERS.router,
      OWNERS.session,
      OWNERS.loginPage,
      OWNERS.formHelpers,
      OWNERS.kitFields,
    ],
    excludes: [...NEVER_ON_A_PUBLIC_PAGE, OWNERS.landing, OWNERS.twoFactorStep],
  },
]
