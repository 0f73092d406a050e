import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  compareWithBudget,
  formatComparison,
  measureInitialJs,
  prerenderedRoutes,
  readBudget,
  writeBudget,
} from './budget.mjs'

describe('compareWithBudget', () => {
  it('given a page 5 % over its budget, should pass it', () => {
    const result = compareWithBudget({ '/login': 105_000 }, { '/login': 100_000 })

    expect(result.failures).toEqual([])
    expect(result.rows).toEqual([
      { route: '/login', budget: 100_000, measured: 105_000, change: 0.05, status: 'within' },
    ])
  })

  it('given a page one byte more than 5 % over its budget, should fail it, naming the page, both sizes and the way to update', () => {
    const result = compareWithBudget(
      { '/': 105_001, '/login': 99_000 },
      { '/': 100_000, '/login': 100_000 },
    )

    expect(result.failures).toHaveLength(1)
    expect(result.failures[0]).toMatch(
      /^\/: initial JavaScript 105\.0 kB gzip is \+5\.0 % over its budget of 100\.0 kB/,
    )
    expect(result.failures[0]).toContain('npm run bench -- --update-budget')
    expect(result.rows.map((row) => [row.route, row.status])).toEqual([
      ['/', 'over'],
      ['/login', 'within'],
    ])
  })

  it('given a new pre-rendered page the budget does not name, should fail it', () => {
    const result = compareWithBudget({ '/': 100_000, '/help': 90_000 }, { '/': 100_000 })

    expect(result.failures).toEqual([
      '/help: 90.0 kB of initial JavaScript and no budget for it; add it deliberately with `npm run bench -- --update-budget`',
    ])
    expect(result.rows.find((row) => row.route === '/help')?.status).toBe('new')
  })

  it('given a budgeted page the build no longer has, should fail it', () => {
    const result = compareWithBudget({ '/': 100_000 }, { '/': 100_000, '/verify-email': 95_000 })

    expect(result.failures).toHaveLength(1)
    expect(result.failures[0]).toMatch(
      /^\/verify-email: in the budget \(95\.0 kB\) but the build has no pre-rendered page/,
    )
    expect(result.rows.find((row) => row.route === '/verify-email')?.status).toBe('removed')
  })

  it('given a page more than 5 % under its budget, should pass it with a note to tighten the budget', () => {
    const result = compareWithBudget({ '/': 90_000 }, { '/': 100_000 })

    expect(result.failures).toEqual([])
    expect(result.notes).toEqual([
      '/: -10.0 % under its budget; `npm run bench -- --update-budget` keeps the gain from being spent unseen',
    ])
  })

  it('given a comparison, should print one line per page under a header', () => {
    const text = formatComparison(compareWithBudget({ '/': 106_000 }, { '/': 100_000 }))

    expect(text.split('\n')).toEqual([
      'route    budget       now  change',
      '/      100.0 kB  106.0 kB  +6.0 %  over',
    ])
  })
})

describe('the budget file and the build', () => {
  let dir = ''
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('given a build, should measure every pre-rendered index.html as its route, with its entry and preloads gzipped', async () => {
    dir = await mkdtemp(join(tmpdir(), 'conecta-budget-'))
    await mkdir(join(dir, 'assets'))
    await mkdir(join(dir, 'login'))
    await writeFile(join(dir, 'assets', 'index-1.js'), 'console.log(1)')
    await writeFile(join(dir, 'assets', 'LoginPage-1.js'), 'console.log(2)')
    await writeFile(
      join(dir, 'index.html'),
      '<script type="module" src="/assets/index-1.js"></script>',
    )
    await writeFile(
      join(dir, 'login', 'index.html'),
      '<script data-load-after-paint="/assets/index-1.js /assets/LoginPage-1.js">…</script>',
    )
    // Not a route of its own: the same page as /404 for static hosts.
    await writeFile(
      join(dir, '404.html'),
      '<script type="module" src="/assets/index-1.js"></script>',
    )

    expect([...(await prerenderedRoutes(dir))]).toEqual([
      ['/', 'index.html'],
      ['/login', 'login/index.html'],
    ])
    const sizes = await measureInitialJs(dir)
    expect(Object.keys(sizes)).toEqual(['/', '/login'])
    expect(sizes['/login']).toBeGreaterThan(sizes['/'] ?? Number.POSITIVE_INFINITY)
  })

  it('given written figures, should read them back; given a broken file, should say what is wrong', async () => {
    dir = await mkdtemp(join(tmpdir(), 'conecta-budget-'))
    const file = join(dir, 'budget.json')
    await writeBudget(file, { '/login': 135_492, '/': 134_162 })

    expect(await readBudget(file)).toEqual({ '/': 134_162, '/login': 135_492 })

    await writeFile(file, JSON.stringify({ routes: { '/': '134 kB' } }))
    await expect(readBudget(file)).rejects.toThrow(
      '/ must be a whole number of bytes; got "134 kB"',
    )
  })

  it('given a budget with wire figures, after writing new page figures, should keep the wire figures', async () => {
    dir = await mkdtemp(join(tmpdir(), 'conecta-budget-'))
    const file = join(dir, 'budget.json')
    const wire = { firstVisitRatio: 1.1, journeyBytes: 200_000 }
    await writeFile(file, JSON.stringify({ wire, routes: { '/': 1 } }))

    await writeBudget(file, { '/': 134_162 })

    const written = JSON.parse(await readFile(file, 'utf8'))
    expect(written.wire).toEqual(wire)
    expect(written.routes).toEqual({ '/': 134_162 })
  })
})
