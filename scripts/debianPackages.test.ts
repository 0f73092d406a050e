import {
  type AptGet,
  installMissingDebianPackages,
  liberationDir,
  missingDebianPackages,
  type Probes,
} from './lib/debianPackages.mjs'

const combos = [true, false].flatMap((chromium) =>
  [true, false].flatMap((fonts) => [true, false].map((nginx) => ({ chromium, fonts, nginx }))),
)

/** Where each Debian package puts what the probes look for. */
const installs = {
  chromium: '/usr/bin/chromium',
  'fonts-liberation': liberationDir,
  nginx: '/usr/sbin/nginx',
} as const
const installedBy = new Map<string, string>(Object.entries(installs))

/** A machine's disk as a set of paths, and probes reading it as setup's do. */
function fakeMachine(has: { chromium: boolean; fonts: boolean; nginx: boolean }) {
  const disk = new Set<string>()
  if (has.chromium) disk.add(installs.chromium)
  if (has.fonts) disk.add(installs['fonts-liberation'])
  if (has.nginx) disk.add(installs.nginx)
  const probes: Probes = {
    findChromium: () => (disk.has(installs.chromium) ? installs.chromium : undefined),
    findNginx: () => (disk.has(installs.nginx) ? installs.nginx : undefined),
    exists: (path) => disk.has(path),
  }
  return { disk, probes }
}

interface AptCall {
  args: string[]
  env: NodeJS.ProcessEnv
}

/**
 * A fake apt-get over the fake disk: `update` succeeds, `install` puts each
 * package's files in place; `fail` makes one subcommand exit 100 instead.
 */
function fakeAptGet(disk: Set<string>, fail?: 'update' | 'install') {
  const calls: AptCall[] = []
  const run: AptGet = (args, env) => {
    calls.push({ args, env })
    if (args[0] === fail) return { status: 100 }
    if (args[0] === 'install') {
      for (const name of args.filter((arg) => !arg.startsWith('-')).slice(1)) {
        const path = installedBy.get(name)
        if (path === undefined) return { status: 100 }
        disk.add(path)
      }
    }
    return { status: 0 }
  }
  return { run, calls }
}

const expectedMissing = ({ chromium, fonts, nginx }: (typeof combos)[number]) => [
  ...(chromium ? [] : ['chromium']),
  ...(fonts ? [] : ['fonts-liberation']),
  ...(nginx ? [] : ['nginx']),
]

describe('missingDebianPackages', () => {
  it.each(combos)(
    'given chromium=$chromium fonts=$fonts nginx=$nginx, should ask for exactly what is missing',
    (has) => {
      expect(missingDebianPackages(fakeMachine(has).probes)).toEqual(expectedMissing(has))
    },
  )
})

describe('installMissingDebianPackages', () => {
  it.each(combos)(
    'given chromium=$chromium fonts=$fonts nginx=$nginx, should run apt-get update once and install exactly what is missing, or run nothing',
    (has) => {
      const { disk, probes } = fakeMachine(has)
      const apt = fakeAptGet(disk)
      const missing = expectedMissing(has)

      const installed = installMissingDebianPackages({
        probes,
        isRoot: true,
        run: apt.run,
        log: () => {},
      })

      expect(installed).toEqual(missing)
      expect(apt.calls.map((call) => call.args)).toEqual(
        missing.length === 0
          ? []
          : [
              ['update', '-qq'],
              ['install', '-y', '-qq', ...missing],
            ],
      )
      // Everything the tests look for is there afterwards.
      expect(missingDebianPackages(probes)).toEqual([])
    },
  )

  it('given nginx to install, should keep its service from starting and apt-get from asking', () => {
    const { disk, probes } = fakeMachine({ chromium: true, fonts: true, nginx: false })
    const apt = fakeAptGet(disk)

    installMissingDebianPackages({ probes, isRoot: true, run: apt.run, log: () => {} })

    for (const { env } of apt.calls) {
      expect(env).toMatchObject({ RUNLEVEL: '1', DEBIAN_FRONTEND: 'noninteractive' })
    }
  })

  it('given a failed install, should say which command failed, with its exit code, and how to do it by hand', () => {
    const { disk, probes } = fakeMachine({ chromium: true, fonts: false, nginx: false })
    const apt = fakeAptGet(disk, 'install')

    expect(() =>
      installMissingDebianPackages({ probes, isRoot: true, run: apt.run, log: () => {} }),
    ).toThrow(
      "'apt-get install fonts-liberation nginx' failed (exit 100); its output is above. Fix that and run npm run setup -- --browser again, or install them yourself (apt-get update && apt-get install fonts-liberation nginx).",
    )
  })

  it('given a failed apt-get update, should stop before installing and say so', () => {
    const { disk, probes } = fakeMachine({ chromium: false, fonts: true, nginx: true })
    const apt = fakeAptGet(disk, 'update')

    expect(() =>
      installMissingDebianPackages({ probes, isRoot: true, run: apt.run, log: () => {} }),
    ).toThrow("'apt-get update' failed (exit 100), so chromium could not be installed.")
    expect(apt.calls.map((call) => call.args[0])).toEqual(['update'])
  })

  it('given no apt-get on the machine, should say so rather than a bare spawn error', () => {
    const { probes } = fakeMachine({ chromium: true, fonts: false, nginx: true })
    const enoent = Object.assign(new Error('spawnSync apt-get ENOENT'), { code: 'ENOENT' })

    expect(() =>
      installMissingDebianPackages({
        probes,
        isRoot: true,
        run: () => ({ status: null, error: enoent }),
        log: () => {},
      }),
    ).toThrow(
      'fonts-liberation missing and no apt-get to install them: not a Debian system? Install Chromium, the Liberation fonts (/usr/share/fonts/truetype/liberation) and nginx yourself, and set CHROME_PATH / NGINX_PATH to them.',
    )
  })

  it('given an install that leaves a package where the tests do not look, should name it', () => {
    const { probes } = fakeMachine({ chromium: false, fonts: true, nginx: true })

    expect(() =>
      installMissingDebianPackages({
        probes,
        isRoot: true,
        run: () => ({ status: 0 }),
        log: () => {},
      }),
    ).toThrow('apt-get installed chromium, but chromium is still not where the tests look')
  })

  it('given something missing and no root, should run nothing and say what to install', () => {
    const { disk, probes } = fakeMachine({ chromium: true, fonts: false, nginx: true })
    const apt = fakeAptGet(disk)

    expect(() =>
      installMissingDebianPackages({ probes, isRoot: false, run: apt.run, log: () => {} }),
    ).toThrow(
      "missing Debian's fonts-liberation. Install them as root (apt-get update && apt-get install fonts-liberation)",
    )
    expect(apt.calls).toEqual([])
  })
})
