// What the visual suite decides, apart from the browser: which pictures a
// Storybook build calls for, how a picture compares with its baseline, the
// static review page and the Jest-format report `npm test` totals.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

/** Stories shot in the Parceiro theme as well: the component library's own, which another brand embeds. */
export const parceiroTitlePrefix = 'UI/'

/**
 * One picture per story in the Conecta theme, and one more in Parceiro for `UI/` stories.
 * @param {{ entries: Record<string, { type: string, id: string, title: string, name: string }> }} index Storybook's index.json
 * @returns {import('./shootStories.mjs').Shot[]}
 */
export function shotsFromIndex(index) {
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story')
  /** @type {import('./shootStories.mjs').Shot[]} */
  const shots = []
  for (const { id, title, name } of stories) {
    shots.push({ key: id, storyId: id, title, name, theme: 'conecta' })
    if (title.startsWith(parceiroTitlePrefix)) {
      shots.push({ key: `${id}.parceiro`, storyId: id, title, name, theme: 'parceiro' })
    }
  }
  return shots.sort((a, b) => a.key.localeCompare(b.key))
}

/** The baseline file of a shot, inside the baselines folder. */
export const baselineFile = (/** @type {string} */ key) => `${key}.png`

/** Inverse of `baselineFile` for the names found in the folder; null for other files. */
export const keyOfBaselineFile = (/** @type {string} */ file) =>
  file.endsWith('.png') ? file.slice(0, -'.png'.length) : null

/**
 * pixelmatch's per-pixel colour threshold (0–1) and whether anti-aliased
 * pixels count: edges of text and curves that move by a sub-pixel are not
 * a change a designer would see.
 */
export const tolerance = { threshold: 0.1, includeAA: false, maxDiffPixels: 0 }

/**
 * @param {Buffer} before baseline PNG
 * @param {Buffer} after new PNG
 * @returns {{ same: boolean, diffPixels: number, sizeChanged: boolean, width: number, height: number, diff: Buffer }}
 *   `diff`: a PNG of the larger size, changed pixels in red over a faded copy of `before`.
 */
export function compareImages(before, after) {
  const a = PNG.sync.read(before)
  const b = PNG.sync.read(after)
  const width = Math.max(a.width, b.width)
  const height = Math.max(a.height, b.height)
  const sizeChanged = a.width !== b.width || a.height !== b.height
  const pad = (/** @type {PNG} */ image) => {
    if (image.width === width && image.height === height) return image
    const padded = new PNG({ width, height })
    padded.data.fill(0)
    PNG.bitblt(image, padded, 0, 0, image.width, image.height, 0, 0)
    return padded
  }
  const diff = new PNG({ width, height })
  const diffPixels = pixelmatch(pad(a).data, pad(b).data, diff.data, width, height, {
    threshold: tolerance.threshold,
    includeAA: tolerance.includeAA,
  })
  return {
    same: !sizeChanged && diffPixels <= tolerance.maxDiffPixels,
    diffPixels,
    sizeChanged,
    width,
    height,
    diff: PNG.sync.write(diff),
  }
}

/**
 * @typedef {'same' | 'changed' | 'new' | 'stale' | 'error'} Verdict
 * @typedef {{
 *   key: string,
 *   label: string,
 *   verdict: Verdict,
 *   message?: string,
 *   diffPixels?: number,
 *   before?: string,
 *   after?: string,
 *   diff?: string,
 * }} Outcome
 */

/**
 * What the run found for each shot and each baseline file. `before`/`after`/`diff` are PNG
 * paths to show on the review page.
 * @param {{
 *   results: import('./shootStories.mjs').ShotResult[],
 *   baselineKeys: string[],
 *   baselinesDir: string,
 *   imagesDir: string,
 *   read: (path: string) => Buffer,
 * }} input
 * @returns {Outcome[]}
 */
export function judge({ results, baselineKeys, baselinesDir, imagesDir, read }) {
  const known = new Set(baselineKeys)
  /** @type {Outcome[]} */
  const outcomes = []
  for (const { shot, png, errors } of results) {
    const label = `${shot.title} › ${shot.name}${shot.theme === 'conecta' ? '' : ` (${shot.theme})`}`
    const baseline = join(baselinesDir, baselineFile(shot.key))
    known.delete(shot.key)
    if (!png) {
      outcomes.push({ key: shot.key, label, verdict: 'error', message: errors.join('\n') })
      continue
    }
    const after = join(imagesDir, `${shot.key}.after.png`)
    if (!baselineKeys.includes(shot.key)) {
      writeFileSync(after, png)
      outcomes.push({ key: shot.key, label, verdict: 'new', after })
      continue
    }
    const comparison = compareImages(read(baseline), png)
    if (comparison.same) {
      outcomes.push({ key: shot.key, label, verdict: 'same', diffPixels: comparison.diffPixels })
      continue
    }
    const before = join(imagesDir, `${shot.key}.before.png`)
    const diff = join(imagesDir, `${shot.key}.diff.png`)
    copyFileSync(baseline, before)
    writeFileSync(after, png)
    writeFileSync(diff, comparison.diff)
    outcomes.push({
      key: shot.key,
      label,
      verdict: 'changed',
      diffPixels: comparison.diffPixels,
      message: comparison.sizeChanged
        ? `size changed (now ${PNG.sync.read(png).width}×${PNG.sync.read(png).height}); ${comparison.diffPixels} pixels differ`
        : `${comparison.diffPixels} pixels differ`,
      before,
      after,
      diff,
    })
  }
  for (const key of known) {
    const before = join(imagesDir, `${key}.before.png`)
    copyFileSync(join(baselinesDir, baselineFile(key)), before)
    outcomes.push({ key, label: key, verdict: 'stale', before })
  }
  return outcomes.sort((a, b) => a.key.localeCompare(b.key))
}

/** What each verdict means for someone reading a failure. */
export function explain(/** @type {Outcome} */ outcome) {
  switch (outcome.verdict) {
    case 'same':
      return 'matches its baseline'
    case 'changed':
      return `differs from its baseline: ${outcome.message}. Review it in .cache/visual/index.html; if the change is meant, run \`npm run test:visual -- --update\` and commit the new baseline.`
    case 'new':
      return 'has no baseline (a new story?): run `npm run test:visual -- --update` and commit the new baseline.'
    case 'stale':
      return `baseline ${outcome.key}.png belongs to no story any more (removed or renamed): \`npm run test:visual -- --update\` deletes it.`
    case 'error':
      return `could not be pictured: ${outcome.message}`
  }
}

/**
 * A Jest-format JSON report (what scripts/test.mjs totals): one test per shot
 * and per stale baseline.
 * @param {{ outcomes: Outcome[], passing: (outcome: Outcome) => boolean, seconds: number, notes: string[] }} input
 */
export function jestReport({ outcomes, passing, seconds, notes }) {
  const failed = outcomes.filter((outcome) => !passing(outcome))
  const note = notes.length > 0 ? `\n${notes.join('\n')}` : ''
  return {
    numTotalTests: outcomes.length,
    numPassedTests: outcomes.length - failed.length,
    numFailedTests: failed.length,
    numPendingTests: 0,
    numTodoTests: 0,
    numRuntimeErrorTestSuites: 0,
    success: failed.length === 0,
    testResults: [
      {
        name: 'visual baselines (.storybook/visual/baselines)',
        status: failed.length === 0 ? 'passed' : 'failed',
        message: '',
        startTime: Date.now() - seconds * 1000,
        endTime: Date.now(),
        assertionResults: outcomes.map((outcome) => ({
          ancestorTitles: ['visual'],
          title: outcome.label,
          fullName: `visual ${outcome.label}`,
          status: passing(outcome) ? 'passed' : 'failed',
          failureMessages: passing(outcome) ? [] : [`${outcome.label} ${explain(outcome)}${note}`],
        })),
      },
    ],
  }
}

const escapeHtml = (/** @type {string} */ text) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * The static review page: every changed, new, stale or failed shot, with its
 * before / after / diff pictures (paths relative to the page).
 * @param {{ outcomes: Outcome[], notes: string[], relative: (path: string) => string, updated: boolean }} input
 */
export function reviewPage({ outcomes, notes, relative, updated }) {
  const shown = outcomes.filter((outcome) => outcome.verdict !== 'same')
  const count = (/** @type {Verdict} */ verdict) =>
    outcomes.filter((outcome) => outcome.verdict === verdict).length
  const figure = (/** @type {string} */ caption, /** @type {string | undefined} */ path) =>
    path
      ? `<figure><figcaption>${caption}</figcaption><a href="${escapeHtml(relative(path))}"><img src="${escapeHtml(relative(path))}" alt="${caption}" loading="lazy"></a></figure>`
      : `<figure><figcaption>${caption}</figcaption><p class="none">—</p></figure>`
  const sections = shown
    .map(
      (outcome) => `<section class="${outcome.verdict}" id="${escapeHtml(outcome.key)}">
<h2><span class="verdict">${outcome.verdict}</span> ${escapeHtml(outcome.label)}</h2>
<p>${escapeHtml(explain(outcome))}</p>
<div class="pictures">${figure('before (baseline)', outcome.before)}${figure('after (this run)', outcome.after)}${figure('diff', outcome.diff)}</div>
</section>`,
    )
    .join('\n')
  const summary = `${count('same')} unchanged, ${count('changed')} changed, ${count('new')} new, ${count('stale')} stale, ${count('error')} failed to render`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Conecta visual review: ${escapeHtml(summary)}</title>
<style>
body { font: 15px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #1b1f23; }
.notes { background: #fff4e0; padding: .5rem 1rem; border-left: 4px solid #8a4b00; }
section { border-top: 1px solid #ccc; padding: 1rem 0; }
h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
.verdict { text-transform: uppercase; font-size: .8rem; padding: .1rem .4rem; border-radius: 4px; background: #eee; }
.changed .verdict { background: #fdecea; color: #b42318; }
.new .verdict { background: #e8f0fb; color: #1a4f8b; }
.stale .verdict, .error .verdict { background: #fff4e0; color: #8a4b00; }
.pictures { display: flex; gap: 1rem; align-items: flex-start; overflow-x: auto; }
figure { margin: 0; }
figcaption { font-weight: 600; margin-bottom: .25rem; }
img { width: 360px; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
.none { width: 360px; color: #777; }
nav a { display: block; }
</style>
</head>
<body>
<h1>Visual review</h1>
<p>${escapeHtml(summary)}.${updated ? ' Baselines were updated in this run (<code>--update</code>).' : ''}</p>
${notes.length > 0 ? `<div class="notes">${notes.map((note) => `<p>${escapeHtml(note)}</p>`).join('')}</div>` : ''}
${shown.length === 0 ? '<p>Every story matches its baseline.</p>' : `<nav>${shown.map((outcome) => `<a href="#${escapeHtml(outcome.key)}">${outcome.verdict}: ${escapeHtml(outcome.label)}</a>`).join('\n')}</nav>`}
${sections}
</body>
</html>
`
}

/** Creates `dir` (and parents). */
export const ensureDir = (/** @type {string} */ dir) => mkdirSync(dir, { recursive: true })
