import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PNG } from 'pngjs'
import { compareImages, jestReport, judge, reviewPage, shotsFromIndex } from './baselines.mjs'
import type { Shot } from './shootStories.mjs'

type Rgb = [number, number, number]

/** A PNG filled with `background`, with the given pixels painted. */
function png(
  width: number,
  height: number,
  background: Rgb,
  paint: Array<[number, number, Rgb]> = [],
) {
  const image = new PNG({ width, height })
  for (let i = 0; i < width * height; i += 1) image.data.set([...background, 255], i * 4)
  for (const [x, y, colour] of paint) image.data.set([...colour, 255], (y * width + x) * 4)
  return PNG.sync.write(image)
}

const white: Rgb = [255, 255, 255]
const brand: Rgb = [0, 105, 92]
const shot = (key: string): Shot => ({
  key,
  storyId: key,
  title: 'UI/Button',
  name: key,
  theme: 'conecta',
})

describe('shotsFromIndex', () => {
  it('pictures every story in Conecta, UI/ stories in Parceiro too, and no docs page', () => {
    const shots = shotsFromIndex({
      entries: {
        'ui-button--primary': {
          type: 'story',
          id: 'ui-button--primary',
          title: 'UI/Button',
          name: 'Primary',
        },
        'ui-button--docs': {
          type: 'docs',
          id: 'ui-button--docs',
          title: 'UI/Button',
          name: 'Docs',
        },
        'screens-login--default': {
          type: 'story',
          id: 'screens-login--default',
          title: 'Screens/Login',
          name: 'Default',
        },
      },
    })
    expect(shots.map(({ key, theme }) => `${key}:${theme}`)).toEqual([
      'screens-login--default:conecta',
      'ui-button--primary:conecta',
      'ui-button--primary.parceiro:parceiro',
    ])
  })
})

describe('compareImages', () => {
  it('finds a changed colour, pixel by pixel', () => {
    const result = compareImages(
      png(20, 20, white),
      png(20, 20, white, [
        [5, 5, brand],
        [6, 5, brand],
      ]),
    )
    expect(result).toMatchObject({ same: false, diffPixels: 2, sizeChanged: false })
  })

  it('passes identical pictures and a shade below the threshold', () => {
    expect(compareImages(png(20, 20, white), png(20, 20, white)).same).toBe(true)
    expect(compareImages(png(20, 20, white), png(20, 20, [253, 253, 253])).same).toBe(true)
  })

  it('fails a picture whose height changed, even when the common part is the same', () => {
    const result = compareImages(png(20, 20, white), png(20, 24, white))
    expect(result.same).toBe(false)
    expect(result.sizeChanged).toBe(true)
    expect(PNG.sync.read(result.diff).height).toBe(24)
  })
})

describe('judge', () => {
  function setUp() {
    const dir = mkdtempSync(join(tmpdir(), 'visual-'))
    const baselinesDir = join(dir, 'baselines')
    const imagesDir = join(dir, 'images')
    mkdirSync(baselinesDir)
    mkdirSync(imagesDir)
    writeFileSync(join(baselinesDir, 'kept.png'), png(10, 10, white))
    writeFileSync(join(baselinesDir, 'changed.png'), png(10, 10, white))
    writeFileSync(join(baselinesDir, 'removed-story.png'), png(10, 10, white))
    return { baselinesDir, imagesDir }
  }

  it('sorts shots into same, changed, new, stale and failed, with the pictures the review page shows', () => {
    const { baselinesDir, imagesDir } = setUp()
    const outcomes = judge({
      results: [
        { shot: shot('kept'), png: png(10, 10, white), errors: [], ms: 1 },
        { shot: shot('changed'), png: png(10, 10, white, [[1, 1, brand]]), errors: [], ms: 1 },
        { shot: shot('added-story'), png: png(10, 10, white), errors: [], ms: 1 },
        { shot: shot('broken'), errors: ['playFunctionThrewException: boom'], ms: 1 },
      ],
      baselineKeys: ['kept', 'changed', 'removed-story'],
      baselinesDir,
      imagesDir,
      read: (path) => readFileSync(path),
    })
    expect(outcomes.map(({ key, verdict }) => `${key}:${verdict}`)).toEqual([
      'added-story:new',
      'broken:error',
      'changed:changed',
      'kept:same',
      'removed-story:stale',
    ])
    const changed = outcomes.find(({ key }) => key === 'changed')
    expect(changed?.diffPixels).toBe(1)
    for (const path of [changed?.before, changed?.after, changed?.diff]) {
      expect(() => readFileSync(String(path))).not.toThrow()
    }

    const page = reviewPage({
      outcomes,
      notes: ['Chromium differs'],
      relative: (path) => path,
      updated: false,
    })
    expect(page).toContain('1 unchanged, 1 changed, 1 new, 1 stale, 1 failed to render')
    expect(page).toContain('Chromium differs')
    expect(page).not.toContain('id="kept"')

    const report = jestReport({
      outcomes,
      passing: (o) => o.verdict === 'same',
      seconds: 1,
      notes: [],
    })
    expect(report).toMatchObject({ numPassedTests: 1, numFailedTests: 4, success: false })
    const newStory = report.testResults[0]?.assertionResults.find(({ title }) =>
      title.includes('added-story'),
    )
    expect(newStory?.failureMessages.join()).toContain('npm run test:visual -- --update')
  })
})
