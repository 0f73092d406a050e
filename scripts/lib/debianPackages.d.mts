/** Debian's fonts-liberation: the only fonts the story pictures use. */
export const liberationDir: string

export interface Probes {
  findChromium: () => string | undefined
  findNginx: () => string | undefined
  exists?: (path: string) => boolean
}

/** The Debian packages the browser tests need and lack, each checked on its own. */
export function missingDebianPackages(probes: Probes): string[]

/** Runs `apt-get` with these arguments, its output on the terminal. */
export type AptGet = (
  args: string[],
  env: NodeJS.ProcessEnv,
) => { status: number | null; error?: Error }

/** The real `apt-get`. */
export const aptGet: AptGet

export interface InstallOptions {
  /** What exists now; read again after installing. */
  probes: Probes
  /** apt-get needs root; without it nothing runs. */
  isRoot: boolean
  /** Defaults to the real apt-get. */
  run?: AptGet
  /** Progress lines; defaults to console.log. */
  log?: (line: string) => void
}

/**
 * Installs exactly the missing packages (one `apt-get update`, one
 * `apt-get install`; nothing when nothing is missing) and returns them.
 * Throws with what failed and what to do.
 */
export function installMissingDebianPackages(options: InstallOptions): string[]
