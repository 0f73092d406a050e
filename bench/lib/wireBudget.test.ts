import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { compareWireWithBudget, readWireBudget } from './wireBudget.mjs'
import type { WireCost, WireFigures } from './wireJourney.mjs'

const cost = (down: number): WireCost => ({
  app: { down, up: 0 },
  api: { down: 0, up: 0 },
  down,
})

function figures({
  page = 150_000,
  withWorker = 160_000,
  saveData = 155_000,
  journey = 190_000,
} = {}): WireFigures {
  return {
    firstVisit: { page: cost(page), withWorker: cost(withWorker), ratio: withWorker / page },
    saveData: { firstVisit: cost(saveData), ratio: saveData / page },
    journey: { steps: [{ name: 'landing /', cost: cost(journey) }], total: cost(journey) },
  }
}

const budget = { firstVisitRatio: 1.1, journeyBytes: 200_000 }

describe('compareWireWithBudget', () => {
  it('given a first visit at exactly 1.1× and a journey at exactly the budget, should pass', () => {
    const result = compareWireWithBudget(
      figures({ page: 100_000, withWorker: 110_000, saveData: 100_000, journey: 200_000 }),
      budget,
    )

    expect(result.failures).toEqual([])
    expect(result.lines[0]).toBe(
      'first visit to /: 110.0 kB with the worker, 100.0 kB without (1.10×; budget 1.1×)',
    )
  })

  it('given a worker that downloads the app a second time, should fail the first visit', () => {
    const result = compareWireWithBudget(figures({ page: 150_000, withWorker: 300_000 }), budget)

    expect(result.failures).toEqual([
      "the first visit to / costs 2.00× the page's own bytes with the worker (at most 1.1×): the worker fetches ahead of need",
    ])
  })

  it('given Save-Data ignored by the worker, should fail the Save-Data visit', () => {
    const result = compareWireWithBudget(figures({ saveData: 200_000 }), budget)

    expect(result.failures).toEqual([
      "with Save-Data the first visit costs 1.33× the page's own bytes (at most 1.1×)",
    ])
  })

  it('given a journey one byte over, should fail it, with its size', () => {
    const result = compareWireWithBudget(figures({ journey: 200_001 }), budget)

    expect(result.failures).toEqual([
      'the journey costs 200.0 kB on the wire (at most 200.0 kB): see which step grew above',
    ])
  })
})

describe('readWireBudget', () => {
  let dir = ''
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('given the figures, should read them; given a missing one, should say which', async () => {
    dir = await mkdtemp(join(tmpdir(), 'conecta-wire-'))
    const file = join(dir, 'budget.json')
    await writeFile(file, JSON.stringify({ wire: budget, routes: {} }))
    expect(await readWireBudget(file)).toEqual(budget)

    await writeFile(file, JSON.stringify({ wire: { firstVisitRatio: 1.1 }, routes: {} }))
    await expect(readWireBudget(file)).rejects.toThrow(
      'wire.journeyBytes must be a whole number of bytes; got undefined',
    )
  })
})
