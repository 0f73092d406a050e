import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  BLOCKS,
  bundledText,
  compareBlocksWithBudget,
  measureBlocks,
  readBlockBudget,
} from './blockCost.mjs'
import { BUDGET_FILE } from './budget.mjs'

const name = '@conecta/mpesa payment'
const cost = (gzip: number, withoutXState = gzip - 14_000) => ({ name, gzip, withoutXState })
const budgetOf = (gzip: number, withoutXState = 11_000) => ({ [name]: { gzip, withoutXState } })

describe('compareBlocksWithBudget', () => {
  it('given a block at exactly its budget, should pass and say what it costs', () => {
    const { lines, failures } = compareBlocksWithBudget([cost(25_000)], budgetOf(25_000))
    expect(failures).toEqual([])
    expect(lines).toEqual([
      `${name}: 25.0 kB gzip on top of React (11.0 kB for a host that has XState already); budget 25.0 kB (11.0 kB)`,
    ])
  })

  it('given a block one byte over, should fail naming it and both figures', () => {
    expect(compareBlocksWithBudget([cost(25_001)], budgetOf(25_000, 12_000)).failures).toEqual([
      `${name}: 25.0 kB gzip is over its budget of 25.0 kB`,
    ])
  })

  it('given a block within its total but over its figure for a host with XState, should fail on that one', () => {
    expect(compareBlocksWithBudget([cost(24_000, 11_500)], budgetOf(25_000)).failures).toEqual([
      `${name}: 11.5 kB gzip for a host that has XState is over its budget of 11.0 kB`,
    ])
  })

  it('given a block without a budget, or a budget without a block, should fail: neither grows unwatched', () => {
    expect(compareBlocksWithBudget([cost(1_000)], {}).failures).toEqual([
      `${name}: 1.0 kB and no budget for it in bench/budget.json "blocks"`,
    ])
    expect(compareBlocksWithBudget([], budgetOf(25_000)).failures).toEqual([
      `${name}: in bench/budget.json "blocks" but not measured`,
    ])
  })
})

describe('readBlockBudget', () => {
  let dir: string | undefined
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('given the committed budget, should hold a figure for every block the bench measures', async () => {
    const budget = await readBlockBudget(BUDGET_FILE)
    expect(Object.keys(budget).sort()).toEqual(BLOCKS.map((block) => block.name).sort())
    expect(budget['@conecta/mpesa payment (machine, rules, calls, strings)']?.gzip).toBe(25_000)
  })

  it('given a figure that is not a whole number of bytes, or a missing one, should say which', async () => {
    dir = await mkdtemp(join(tmpdir(), 'conecta-blocks-'))
    const file = join(dir, 'budget.json')
    await writeFile(
      file,
      JSON.stringify({ blocks: { $comment: 'x', [name]: { gzip: '25 kB', withoutXState: 1 } } }),
    )
    await expect(readBlockBudget(file)).rejects.toThrow(
      `blocks["${name}"] must give "gzip" and "withoutXState", each a whole number of bytes; got {"gzip":"25 kB","withoutXState":1}`,
    )
    await writeFile(file, JSON.stringify({ blocks: { [name]: 25_000 } }))
    await expect(readBlockBudget(file)).rejects.toThrow('must give "gzip" and "withoutXState"')
  })
})

describe('the blocks as built today', () => {
  // `npm test` holds the ceiling too, not only `npm run bench -- --check`: bytes
  // are the same on any machine. The time given is for Vite's builds, two per block.
  it('should each cost a host app at most its budget', async () => {
    const costs = await measureBlocks()
    expect(compareBlocksWithBudget(costs, await readBlockBudget(BUDGET_FILE)).failures).toEqual([])
    for (const { withoutXState, gzip } of costs) expect(withoutXState).toBeLessThan(gzip)
  }, 120_000)

  it("should leave out of a Portuguese host's checkout the words of the blocks it does not mount", async () => {
    const checkout = await bundledText('mpesaCheckout.mjs')
    // The checkout's, the receipt's and the outcomes' own words are in.
    for (const text of ['Pagar o plano', 'Comprovativo', 'Saldo M-Pesa insuficiente']) {
      expect(checkout).toContain(text)
    }
    // Not the plans', the history's nor the trial's, nor any English.
    for (const text of ['(plano actual)', 'A carregar os pagamentos', 'Iniciar teste gratuito']) {
      expect(checkout).not.toContain(text)
    }
    expect(checkout).not.toContain('Not enough M-Pesa balance')
  }, 60_000)
})
