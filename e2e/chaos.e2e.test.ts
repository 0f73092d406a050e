// The chaos suite (README.md, "The chaos suite"): a seeded random walk through
// real life on a shared phone against the demo API, checking five invariants
// after every step against the server's own records. `npm test` walks a small
// fixed-seed set; `npm run chaos` (scripts/chaos.mjs) sets the walk through
// the CONECTA_CHAOS_* variables below.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser } from '@playwright/test'
import { type ChaosRun, JOURNEYS_LOG, runChaos, startJourney } from './chaos/journey'
import { SignIn } from './chaos/steps'
import { emptyStats, Skip, STEP_LIMIT_MS, type World } from './chaos/world'
import { expect, test } from './support/browser'
import { postPayment, renameThroughApi } from './support/demoApi'

/** npm test's walk: fixed, so a failure in CI is the same walk on every machine. */
const FIXED_WALK = { seed: 7, journeys: 10, steps: 14 }

function walkFromEnv(): ChaosRun {
  const env = process.env
  const number = (name: string, fallback: number) => {
    const value = env[name]
    if (value === undefined || value === '') return fallback
    const parsed = Number(value)
    if (!Number.isSafeInteger(parsed)) throw new Error(`${name} must be an integer, not ${value}`)
    return parsed
  }
  return {
    seed: number('CONECTA_CHAOS_SEED', FIXED_WALK.seed),
    journeys: number('CONECTA_CHAOS_JOURNEYS', FIXED_WALK.journeys),
    steps: number('CONECTA_CHAOS_STEPS', FIXED_WALK.steps),
    ...(env.CONECTA_CHAOS_PATH ? { path: env.CONECTA_CHAOS_PATH } : {}),
    ...(env.CONECTA_CHAOS_REPLAY_PATH ? { replayPath: env.CONECTA_CHAOS_REPLAY_PATH } : {}),
  }
}

const walk = walkFromEnv()

// Each journey records its own trace and keeps it when it fails (chaos/journey.ts):
// one trace of a whole walk would hold minutes of screenshots.
test.use({ trace: 'off' })

const CHAOS_DIR = fileURLToPath(new URL('../.cache/chaos/', import.meta.url))

/**
 * fast-check's report of a failed walk, followed by how to walk it again: the
 * seed, the failing journey's path and its steps' replay path, as
 * `npm run chaos -- --replay …` takes them (also written to .cache/chaos/replay.json).
 */
function withReplay(error: unknown): unknown {
  if (!(error instanceof Error)) return error
  const seed = /seed: (-?\d+)/.exec(error.message)?.[1]
  const path = /path: "([^"]*)"/.exec(error.message)?.[1]
  const replayPath = /replayPath="([^"]*)"/.exec(error.message)?.[1]
  if (seed === undefined || path === undefined) return error
  const replay = JSON.stringify({ seed: Number(seed), steps: walk.steps, path, replayPath })
  writeFileSync(`${CHAOS_DIR}replay.json`, `${replay}\n`)
  error.message += `\n\nTo walk it again: npm run chaos -- --replay '${replay}'\n(or --replay .cache/chaos/replay.json)`
  return error
}

test.describe('real life on a shared phone', () => {
  test(`given a seeded walk (seed ${walk.seed}, ${walk.journeys} journeys of up to ${walk.steps} steps), should never pay twice or for another, never show the other person, always settle, and throw no page error`, async ({
    browser,
  }) => {
    // Never the limit that ends a stuck walk: a step past STEP_LIMIT_MS fails on its own, naming what it was doing.
    test.setTimeout(walk.journeys * (walk.steps + 1) * STEP_LIMIT_MS)
    const stats = emptyStats()
    const started = Date.now()
    mkdirSync(CHAOS_DIR, { recursive: true })
    rmSync(JOURNEYS_LOG, { force: true })
    try {
      await runChaos(walk, browser, stats)
    } catch (error) {
      throw withReplay(error)
    } finally {
      const figures = { ...walk, ...stats, seconds: Math.round((Date.now() - started) / 1000) }
      writeFileSync(`${CHAOS_DIR}last-run.json`, `${JSON.stringify(figures, null, 2)}\n`)
      console.log(`chaos: ${JSON.stringify(figures)}`)
    }
  })
})

/**
 * Each invariant fires in the real harness: a step sabotaged on purpose (the
 * harness doing what a broken app would) makes `world.step` throw with the
 * invariant's words. Without these, a walk that passes could be a walk whose
 * checks never look.
 */
test.describe('the chaos invariants, each made to fire', () => {
  const stats = emptyStats()

  async function sabotaged(
    browser: Browser,
    label: string,
    setUp: (world: World) => Promise<void>,
    sabotage: (world: World) => Promise<void>,
  ): Promise<unknown> {
    const journey = await startJourney(browser, stats, `sabotage: ${label}`)
    try {
      await setUp(journey.world)
      return await journey.world
        .step(`sabotage: ${label}`, () => sabotage(journey.world))
        .then(
          () => new Error('the sabotaged step passed every invariant'),
          (error: unknown) => error,
        )
    } finally {
      await journey.end()
    }
  }

  const signedInAsA = (world: World) => new SignIn(0, 'A').run(world)
  /** A signed in, then B on the same tab: B's profile on screen. */
  const bAfterA = async (world: World) => {
    await signedInAsA(world)
    await new SignIn(0, 'B').run(world)
  }
  const firstPage = (world: World) => {
    const page = world.tabs[0]?.page
    if (page === undefined) throw new Skip('no tab')
    return page
  }
  const numberOf = (world: World, person: string, digit: number) =>
    `258${world.person(person).phoneStem}${digit}`

  test("given a payment A's session never asked for, should say A holds more payments than intentions", async ({
    browser,
  }) => {
    const error = await sabotaged(
      browser,
      'a payment nobody asked for',
      signedInAsA,
      async (world) => {
        const answer = await postPayment(
          world.person('A').observer,
          { plan: 'mensal', phone_number: numberOf(world, 'A', 0) },
          `sabotage-${Date.now()}`,
        )
        expect(answer.status()).toBe(202)
      },
    )
    expect(String(error)).toMatch(/A asked to pay 0 time\(s\) but holds 1 payments/)
  })

  test("given A's number charged to B's account, should say the payment was charged to B", async ({
    browser,
  }) => {
    const error = await sabotaged(browser, 'A charged to B', signedInAsA, async (world) => {
      world.recordIntention('A', numberOf(world, 'A', 0))
      const answer = await postPayment(
        world.person('B').observer,
        { plan: 'mensal', phone_number: numberOf(world, 'A', 0) },
        `sabotage-${Date.now()}`,
      )
      expect(answer.status()).toBe(202)
    })
    expect(String(error)).toMatch(/payment \S+ from 258847771110 \(A's number\) was charged to B/)
  })

  test("given A's name flashed for a moment on B's screen, should say so although it is gone by the check", async ({
    browser,
  }) => {
    const error = await sabotaged(browser, "A's name on B's screen", bAfterA, async (world) => {
      await firstPage(world).evaluate(async (name) => {
        const flash = document.createElement('p')
        flash.textContent = name
        document.body.append(flash)
        await new Promise((resolve) => setTimeout(resolve, 300))
        flash.remove()
      }, world.person('A').name)
    })
    expect(String(error)).toMatch(/tab1 showed A while only B may be seen/)
  })

  test("given A's draft typed into B's name field, should say B's screen showed A", async ({
    browser,
  }) => {
    const error = await sabotaged(browser, "A's draft on B's screen", bAfterA, async (world) => {
      await firstPage(world).getByRole('textbox', { name: /Nome/ }).fill(world.person('A').typed)
    })
    expect(String(error)).toMatch(/tab1 showed A while only B may be seen/)
  })

  test("given A's draft saved on B's account, should say B's name on the server holds it", async ({
    browser,
  }) => {
    const error = await sabotaged(
      browser,
      "A's draft on B's account",
      signedInAsA,
      async (world) => {
        const bruno = world.person('B')
        await renameThroughApi(
          bruno.observer,
          bruno.account,
          `${bruno.name} ${world.person('A').typed}`,
        )
      },
    )
    expect(String(error)).toMatch(/B's name on the server holds A's draft/)
  })

  test('given a fault that never clears (every API call dropped), should say the tab never settled', async ({
    browser,
    deployment,
  }) => {
    const error = await sabotaged(
      browser,
      'a fault that never clears',
      signedInAsA,
      async (world) => {
        await world.context.route(`${deployment.apiUrl}/**`, (route) =>
          route.abort('connectionreset'),
        )
        await world.tabs[0]?.page.reload({ waitUntil: 'commit' })
      },
    )
    expect(String(error)).toMatch(/tab1 on \/\S*: still .* 20 s after the faults cleared/)
  })

  test('given a step waiting on something that never ends, should fail at the step limit, naming the step and what it was doing', async ({
    browser,
  }) => {
    const error = await sabotaged(
      browser,
      'a wait that never ends',
      async (world) => {
        await signedInAsA(world)
        world.stepLimitMs = 3_000
      },
      async (world) => {
        // Playwright gives page.evaluate no time limit: a promise the page never settles holds it.
        await firstPage(world).evaluate(() => new Promise<never>(() => {}))
      },
    )
    expect(String(error)).toMatch(
      /Chaos step 3 \(sabotage: a wait that never ends\) still under way after 3 s, while acting: /,
    )
  })

  test('given an uncaught error in a page, should report it', async ({ browser }) => {
    const error = await sabotaged(browser, 'an uncaught error', signedInAsA, async (world) => {
      await world.tabs[0]?.page.evaluate(() => {
        setTimeout(() => {
          throw new Error('sabotage')
        }, 0)
      })
    })
    expect(String(error)).toMatch(/uncaught error in tab1: Error: sabotage/)
  })
})
