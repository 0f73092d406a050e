/** Debian's fonts-liberation: the only fonts the story pictures use. */
export const liberationDir: string

export interface Probes {
  findChromium: () => string | undefined
  findNginx: () => string | undefined
  exists?: (path: string) => boolean
}

/** The Debian packages the browser tests need and lack, each checked on its own. */
export function missingDebianPackages(probes: Probes): string[]
