// What the visual suite (.storybook/visual/) decides apart from the browser:
// which pictures a Storybook build calls for, the baseline file of each, the
// baselines that belong to no story any more, and the fonts and the instant
// every picture is drawn with.
import { liberationDir } from '../lib/debianPackages.mjs'

/** Debian's fonts-liberation (installed by `npm run setup -- --browser`). */
export { liberationDir }

/** Every story starts at this instant, Maputo time: dates and "expires in" read the same on every run. */
export const storyClockStart = new Date('2026-03-10T10:00:00+02:00')

/**
 * The events of Storybook's channel that fail a story: its play threw, or an
 * error came up while it played or rendered (the events Storybook's test
 * runner fails a story on). Read in the page by pageInit.mjs and by the Docs
 * pages' check, each given this list.
 */
export const storyErrorEvents = [
  'playFunctionThrewException',
  'unhandledErrorsWhilePlaying',
  'storyThrewException',
  'storyErrored',
]

/** Paints over every `role="timer"` in a picture. */
export const TIMER_MASK_COLOR = '#d946ef'

/** Stories pictured in the Parceiro theme as well: the component library's own, which another brand embeds. */
export const parceiroTitlePrefix = 'UI/'

/**
 * The stories pictured a second time at 200 % text (360 × 740, the browser's
 * default font size doubled: scripts/lib/reflow.mjs), as `<story id>.text-200.png`:
 * the screens large text changes most (the public and signed-in headers, the
 * profile's tabs, the plan cards, the label–value lists of the account and the
 * receipt, the payment form, the help dialog). Every story is checked at
 * 200 % text; these are also seen.
 */
export const largeTextStoryIds = Object.freeze([
  'screens-landing--plans-loaded',
  'screens-login--default',
  'screens-accounttab--default',
  'screens-subscriptiontab--never-subscribed-trial-available',
  'screens-subscriptiontab--active-paid-plan',
  'screens-payment--editing-invalid-number',
  'screens-receipt--paid',
  'session-authenticated--help-open',
])

/**
 * The tag of a story the reflow check leaves out, for a story whose state is
 * wider than a phone on purpose (a host's 40rem column); say why beside it.
 */
export const noReflowCheckTag = 'no-reflow-check'

/** The key of a shot's picture at 200 % text. */
export const largeTextKey = (/** @type {string} */ key) => `${key}.text-200`

/**
 * @typedef {{ key: string, storyId: string, title: string, name: string, theme: 'conecta' | 'parceiro', largeText: boolean, reflow: boolean }} Shot
 * `largeText`: pictured at 200 % text too, under {@link largeTextKey}; `reflow`:
 * checked at 320 px and at 200 % text (Conecta, unless tagged {@link noReflowCheckTag}).
 */

/**
 * One picture per story in the Conecta theme, and one more in Parceiro for `UI/` stories.
 * @param {{ entries: Record<string, { type: string, id: string, title: string, name: string, tags?: string[] }> }} index Storybook's index.json
 * @returns {Shot[]}
 */
export function shotsFromIndex(index) {
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story')
  /** @type {Shot[]} */
  const shots = []
  for (const { id, title, name, tags = [] } of stories) {
    const largeText = largeTextStoryIds.includes(id)
    const reflow = !tags.includes(noReflowCheckTag)
    shots.push({ key: id, storyId: id, title, name, theme: 'conecta', largeText, reflow })
    if (title.startsWith(parceiroTitlePrefix)) {
      shots.push({
        key: `${id}.parceiro`,
        storyId: id,
        title,
        name,
        theme: 'parceiro',
        largeText: false,
        reflow: false,
      })
    }
  }
  return shots.sort((a, b) => a.key.localeCompare(b.key))
}

/** The test's title: the story as Storybook's sidebar names it, and the theme when not Conecta. */
export const shotLabel = (/** @type {Shot} */ shot) =>
  `${shot.title} › ${shot.name}${shot.theme === 'conecta' ? '' : ` (${shot.theme})`}`

/** The baseline file of a shot, inside the baselines folder. */
export const baselineFile = (/** @type {string} */ key) => `${key}.png`

/** Inverse of `baselineFile` for the names found in the folder; null for other files. */
export const keyOfBaselineFile = (/** @type {string} */ file) =>
  file.endsWith('.png') ? file.slice(0, -'.png'.length) : null

/**
 * The baselines no shot calls for (a story removed or renamed), sorted.
 * @param {string[]} files the names in the baselines folder
 * @param {Shot[]} shots
 * @returns {string[]} their keys
 */
export function staleKeys(files, shots) {
  const wanted = new Set(
    shots.flatMap((shot) => (shot.largeText ? [shot.key, largeTextKey(shot.key)] : [shot.key])),
  )
  return files
    .map(keyOfBaselineFile)
    .filter((key) => key !== null && !wanted.has(key))
    .sort()
}

/**
 * fontconfig for the browser: Liberation only, the generic families (and
 * `system-ui`, first in the theme's stack) mapped to it, greyscale
 * anti-aliasing without hinting.
 * @param {string} cacheDir
 */
export function fontconfigFile(cacheDir) {
  const alias = (/** @type {string} */ generic, /** @type {string} */ family) =>
    `  <alias binding="same"><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${liberationDir}</dir>
  <cachedir>${cacheDir}</cachedir>
${alias('system-ui', 'Liberation Sans')}
${alias('sans-serif', 'Liberation Sans')}
${alias('serif', 'Liberation Serif')}
${alias('monospace', 'Liberation Mono')}
  <match target="pattern"><edit name="family" mode="append_last"><string>Liberation Sans</string></edit></match>
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>false</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
    <edit name="autohint" mode="assign"><bool>false</bool></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
    <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
  </match>
</fontconfig>
`
}
