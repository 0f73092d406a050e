/** Chromium: `CHROME_PATH` when it exists, else Debian's; undefined when missing. */
export function findChromium(): string | undefined
/** Path of the Chromium executable: `CHROME_PATH` when set, else Debian's. */
export function chromiumPath(): string
/** Flags for a headless Chromium in a container, run as root, offline. */
export const chromiumArgs: readonly string[]
/** Options for playwright-core's `chromium.launch()` and jest-playwright's `launchOptions`. */
export function chromiumLaunchOptions(): {
  executablePath: string
  args: string[]
  headless: boolean
}
