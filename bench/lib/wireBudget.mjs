// The wire budget (bench/budget.json, key "wire"): what a cold browser's
// first visit to `/` and a new subscriber's whole journey cost on the wire,
// the service worker included (bench/lib/wireJourney.mjs). Checked by
// `npm run bench -- --check` and e2e/wire.e2e.test.ts. Bytes, not times:
// the same build sends the same bytes on any machine.
import { readFile } from 'node:fs/promises'

/**
 * @typedef {{ firstVisitRatio: number, journeyBytes: number }} WireBudget
 *   firstVisitRatio: the first visit with the worker over the same visit
 *   without it (the page's own bytes); journeyBytes: sent to the browser by
 *   the app's host and the API over the whole journey
 */

/**
 * @param {string} file
 * @returns {Promise<WireBudget>}
 */
export async function readWireBudget(file) {
  /** @type {unknown} */
  const json = JSON.parse(await readFile(file, 'utf8'))
  const wire = /** @type {{ wire?: Partial<WireBudget> }} */ (json)?.wire
  const ratio = wire?.firstVisitRatio
  const bytes = wire?.journeyBytes
  if (typeof ratio !== 'number' || !(ratio >= 1)) {
    throw new Error(
      `${file}: wire.firstVisitRatio must be a number ≥ 1; got ${JSON.stringify(ratio)}`,
    )
  }
  if (!Number.isInteger(bytes) || /** @type {number} */ (bytes) <= 0) {
    throw new Error(
      `${file}: wire.journeyBytes must be a whole number of bytes; got ${JSON.stringify(bytes)}`,
    )
  }
  return { firstVisitRatio: ratio, journeyBytes: /** @type {number} */ (bytes) }
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`

/**
 * @param {import('./wireJourney.mjs').WireFigures} figures
 * @param {WireBudget} budget
 * @returns {{ lines: string[], failures: string[] }}
 */
export function compareWireWithBudget(figures, budget) {
  const { page, withWorker, ratio } = figures.firstVisit
  const journey = figures.journey.total.down
  const lines = [
    `first visit to /: ${kB(withWorker.down)} with the worker, ${kB(page.down)} without (${ratio.toFixed(2)}×; budget ${budget.firstVisitRatio}×)`,
    `the same with Save-Data: ${kB(figures.saveData.firstVisit.down)} (${figures.saveData.ratio.toFixed(2)}×)`,
    `journey (landing → register → mailed link → profile → trial → pay): ${kB(journey)} (budget ${kB(budget.journeyBytes)})`,
    ...figures.journey.steps.map(
      (step) =>
        `  ${step.name}: ${kB(step.cost.down)} (app ${kB(step.cost.app.down)}, API ${kB(step.cost.api.down)})`,
    ),
  ]
  const failures = []
  if (ratio > budget.firstVisitRatio) {
    failures.push(
      `the first visit to / costs ${ratio.toFixed(2)}× the page's own bytes with the worker (at most ${budget.firstVisitRatio}×): the worker fetches ahead of need`,
    )
  }
  if (figures.saveData.ratio > budget.firstVisitRatio) {
    failures.push(
      `with Save-Data the first visit costs ${figures.saveData.ratio.toFixed(2)}× the page's own bytes (at most ${budget.firstVisitRatio}×)`,
    )
  }
  if (journey > budget.journeyBytes) {
    failures.push(
      `the journey costs ${kB(journey)} on the wire (at most ${kB(budget.journeyBytes)}): see which step grew above`,
    )
  }
  return { lines, failures }
}
