// Runs a command in its own process group, so that stopping it also stops
// everything it started (a shell, Jest workers, a browser): killing only the
// pid of a wrapper leaves its children running (toolchain.md).
import { spawn } from 'node:child_process'

/**
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {{ pid: number | undefined, exited: Promise<number>, kill: (signal?: NodeJS.Signals) => void }}
 *   `pid` is the group's id too (undefined when the command could not start);
 *   `exited` resolves with the exit code (1 when killed by a signal or when the
 *   command could not start); `kill` signals the whole group and is safe to
 *   call after the command ended.
 */
export function spawnGroup(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options, detached: true })
  const exited = new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`${command}: ${error.message}`)
      resolve(1)
    })
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
  const kill = (signal = 'SIGTERM') => {
    if (child.pid === undefined) return
    try {
      process.kill(-child.pid, signal)
    } catch (error) {
      // ESRCH: the group has already gone.
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ESRCH') throw error
    }
  }
  return { pid: child.pid, exited, kill }
}

/** How long a stopped group has to end on SIGTERM before SIGKILL: a process whose event loop is blocked never runs its handler. */
const KILL_AFTER_MS = 10_000

/**
 * {@link spawnGroup} for at most `limitMs`: past it, `onOverrun` is called and the
 * whole group is stopped (SIGTERM, then SIGKILL).
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} options
 * @param {number} limitMs
 * @param {() => void} [onOverrun]
 * @returns {{ pid: number | undefined, kill: (signal?: NodeJS.Signals) => void, ended: Promise<{ code: number, overran: boolean }> }}
 */
export function spawnGroupWithin(command, args, options, limitMs, onOverrun = () => {}) {
  const job = spawnGroup(command, args, options)
  let overran = false
  const limit = setTimeout(() => {
    overran = true
    onOverrun()
    job.kill('SIGTERM')
    setTimeout(() => job.kill('SIGKILL'), KILL_AFTER_MS).unref()
  }, limitMs)
  const ended = job.exited.then((code) => {
    clearTimeout(limit)
    return { code, overran }
  })
  return { pid: job.pid, kill: job.kill, ended }
}
