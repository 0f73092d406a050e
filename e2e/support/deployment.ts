// What the global setup (e2e/globalSetup.ts) deployed for each project of
// e2e/playwright.config.ts, handed to the test workers through the
// environment (Playwright starts them after the global setup, with its
// process.env): the app's and the API's addresses per mode.
import { test } from '@playwright/test'

/** The projects, one per mode (e2e/README.md). */
export const PROJECTS = ['default', 'same-origin'] as const
export type ProjectName = (typeof PROJECTS)[number]

export interface Deployment {
  /** The built app, e.g. `http://127.0.0.1:41234` (no trailing slash). */
  appUrl: string
  /**
   * The demo API as the app reaches it, e.g. `http://127.0.0.1:41235`, or
   * `http://127.0.0.1:41234/backend` in same-origin mode (no trailing slash).
   */
  apiUrl: string
  /** True in the same-origin project: the API under the app's host, through nginx. */
  sameOrigin: boolean
  /** How long a demo payment stays pending, in ms. */
  paymentDelayMs: number
  /** The build's folders: the deployed site and the server bundle (with the client's manifest). */
  appBuild: { distDir: string; ssrDir: string }
}

const ENV = 'CONECTA_E2E_DEPLOYMENTS'

/** Called by the global setup: makes `deployments` readable by the workers it starts. */
export function publishDeployments(deployments: Partial<Record<ProjectName, Deployment>>): void {
  process.env[ENV] = JSON.stringify(deployments)
}

/** The deployment of a project; throws when the global setup made none for it. */
export function deploymentOf(project: string): Deployment {
  const all = JSON.parse(process.env[ENV] ?? '{}') as Partial<Record<string, Deployment>>
  const found = all[project]
  if (found === undefined) {
    throw new Error(
      `e2e: no deployment for the project '${project}' (the global setup made: ${Object.keys(all).join(', ') || 'none'}). Run through \`npx playwright test -c e2e/playwright.config.ts\`.`,
    )
  }
  return found
}

/** The deployment of the running test's project (inside a test, hook or fixture). */
export function deployment(): Deployment {
  return deploymentOf(test.info().project.name)
}

/**
 * The projects named by `--project` on Playwright's command line (repeated, or
 * several after one flag; case-insensitive, `*` as a wildcard, as Playwright
 * matches them), or every project when none is named. The global setup is
 * given the whole configuration, not the selection: this is how it builds only
 * what the run needs.
 */
export function selectedProjects(argv: readonly string[] = process.argv): ProjectName[] {
  const patterns: string[] = []
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? ''
    if (arg.startsWith('--project=')) patterns.push(arg.slice('--project='.length))
    else if (arg === '--project') {
      while (index + 1 < argv.length && !(argv[index + 1] ?? '-').startsWith('-')) {
        index += 1
        patterns.push(argv[index] ?? '')
      }
    }
  }
  if (patterns.length === 0) return [...PROJECTS]
  const matchers = patterns.map(
    (pattern) =>
      new RegExp(
        `^${pattern
          .toLowerCase()
          .split('*')
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*')}$`,
      ),
  )
  return PROJECTS.filter((name) => matchers.some((matcher) => matcher.test(name)))
}
