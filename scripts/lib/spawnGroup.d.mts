import type { SpawnOptions } from 'node:child_process'
/** Runs a command in its own process group; `kill` signals the whole group. */
export function spawnGroup(
  command: string,
  args: string[],
  options?: SpawnOptions,
): { exited: Promise<number>; kill(signal?: NodeJS.Signals): void }
