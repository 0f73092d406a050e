// Runs a command in its own process group, so that stopping it also stops
// everything it started (a shell, Jest workers, a browser): killing only the
// pid of a wrapper leaves its children running (toolchain.md).
import { spawn } from 'node:child_process'

/**
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {{ exited: Promise<number>, kill: (signal?: NodeJS.Signals) => void }}
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
  return { exited, kill }
}
