// Runs the chaos walk: `journeys` journeys of up to `steps` steps each, from
// `seed`, each on a new shared phone (a new browser context) with two new
// people. A failure is fast-check's report: the seed, the path and the steps,
// which `npm run chaos -- --replay …` runs again (scripts/chaos.mjs).
import { appendFileSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Browser, type BrowserContext, test } from '@playwright/test'
import fc from 'fast-check'
import { newAccount, signUpVerified } from '../support/demoApi'
import { deployment } from '../support/deployment'
import { WAIT_MS } from '../support/waits'
import { chaosCommands } from './steps'
import { type ChaosStats, type PersonAtPhone, STEP_LIMIT_MS, World, withinLimit } from './world'

export interface ChaosRun {
  seed: number
  journeys: number
  steps: number
  /** fast-check's `path` and the commands' `replayPath`, to run one failed journey again. */
  path?: string
  replayPath?: string
}

/** Every journey's steps as they went, for reading a long run afterwards. */
export const JOURNEYS_LOG = fileURLToPath(
  new URL('../../.cache/chaos/journeys.log', import.meta.url),
)

async function newContext(
  browser: Browser,
  serviceWorkers: 'allow' | 'block',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: deployment().appUrl,
    locale: 'pt-MZ',
    timezoneId: 'Africa/Maputo',
    serviceWorkers,
  })
  context.setDefaultTimeout(WAIT_MS)
  context.setDefaultNavigationTimeout(WAIT_MS)
  return context
}

/** The two people of a journey: names, addresses and numbers no other journey uses. */
async function twoPeople(browser: Browser): Promise<PersonAtPhone[]> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const people: [string, string, string][] = [
    ['A', 'Ana', '84777111'],
    ['B', 'Bruno', '85555222'],
  ]
  return Promise.all(
    people.map(async ([id, first, phoneStem]) => {
      const account = { ...newAccount(`chaos-${id.toLowerCase()}`), name: `${first} ${stamp}` }
      const observer = await newContext(browser, 'block')
      await signUpVerified(observer, account)
      return {
        id,
        name: account.name,
        email: account.email,
        phoneStem,
        typed: `rascunho${id.toLowerCase()}${stamp}`,
        account,
        observer,
      }
    }),
  )
}

/** A journey under way: the phone and its people, and how to end it. */
export interface Journey {
  world: World
  /**
   * Ends the journey, its contexts closed: its trace kept as `<failedAs>.zip` when given, in the
   * test's output folder and attached to the report (README.md, "When an end-to-end test fails").
   */
  end(failedAs?: string): Promise<void>
}

/** A new shared phone with two new people, one tab on `/`, its log streamed to JOURNEYS_LOG. */
export async function startJourney(
  browser: Browser,
  stats: ChaosStats,
  label: string,
): Promise<Journey> {
  stats.journeys += 1
  // The phone: a real one keeps its service worker.
  const { phone, people } = await withinLimit(
    (async () => {
      const phone = await newContext(browser, 'allow')
      await phone.tracing.start({ screenshots: true, snapshots: true })
      return { phone, people: await twoPeople(browser) }
    })(),
    STEP_LIMIT_MS,
    () =>
      `Chaos ${label}: its phone and two people were still being set up after ${STEP_LIMIT_MS / 1000} s`,
  )
  const world = new World(phone, people, stats)
  mkdirSync(dirname(JOURNEYS_LOG), { recursive: true })
  appendFileSync(JOURNEYS_LOG, `${label}\n`)
  world.onNote = (line) => appendFileSync(JOURNEYS_LOG, `${line}\n`)
  await world.watch()
  await world.step('openTab(/)', async () => {
    await world.openTab('/')
  })
  return {
    world,
    async end(failedAs) {
      appendFileSync(JOURNEYS_LOG, '\n')
      const ending = async () => {
        if (failedAs === undefined) {
          await phone.tracing.stop()
        } else {
          const path = test.info().outputPath(`${failedAs}.zip`)
          await phone.tracing.stop({ path }).then(
            () => test.info().attach('trace', { path, contentType: 'application/zip' }),
            () => {},
          )
          console.error(`chaos: trace of the failed journey: ${path}`)
        }
        await Promise.allSettled([
          phone.close(),
          ...people.map((person) => person.observer.close()),
        ])
      }
      await withinLimit(
        ending(),
        STEP_LIMIT_MS,
        () =>
          `Chaos ${label}: its trace and browser contexts were still closing after ${STEP_LIMIT_MS / 1000} s`,
      )
    },
  }
}

export async function runChaos(run: ChaosRun, browser: Browser, stats: ChaosStats): Promise<void> {
  await fc.assert(
    // No bias towards short walks: every journey may be as long as the walk allows.
    fc.asyncProperty(fc.noBias(chaosCommands(run.steps, run.replayPath)), async (commands) => {
      const journey = await startJourney(
        browser,
        stats,
        `journey ${stats.journeys + 1} (seed ${run.seed})`,
      )
      const { world } = journey
      try {
        await fc.asyncModelRun(() => ({ model: world, real: world }), commands)
        stats.payments += (await world.serverPayments()).length
      } catch (error) {
        await journey.end(`seed-${run.seed}-journey-${stats.journeys}`)
        throw error
      }
      await journey.end()
    }),
    {
      seed: run.seed,
      numRuns: run.journeys,
      // A journey takes seconds to minutes: no shrinking, the failing walk as it was.
      endOnFailure: true,
      ...(run.path === undefined ? {} : { path: run.path }),
    },
  )
}
