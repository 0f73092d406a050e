import { readdirSync, readFileSync } from 'node:fs'
import { spawnGroupWithin } from './lib/spawnGroup.mjs'

/**
 * Whether any process of the group `pgid` still runs. Not `kill(-pgid, 0)`: it
 * also finds a zombie, a child that was stopped but not yet reaped by whoever
 * inherited it once its shell was stopped, and on a machine whose init reaps
 * orphans only now and then (this one's PID 1 is not an init) a zombie
 * lingers for seconds. From /proc/<pid>/stat: the state, then the group, after
 * the command's name in parentheses.
 */
function groupRuns(pgid: number): boolean {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .some((pid) => {
      let stat: string
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      } catch {
        return false // ended while the list was read
      }
      const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      return Number(group) === pgid && state !== 'Z' && state !== 'X'
    })
}

describe('spawnGroupWithin', () => {
  it('given a command that outlives its limit, should say so and stop it with what it started', async () => {
    let told = false
    // A shell waiting on a child of its own, as a test runner waits on its browsers.
    const job = spawnGroupWithin(
      'bash',
      ['-c', 'sleep 60 & wait'],
      { stdio: 'ignore' },
      500,
      () => {
        told = true
      },
    )
    const pgid = job.pid
    if (pgid === undefined) throw new Error('bash did not start')

    const { code, overran } = await job.ended

    expect(overran).toBe(true)
    expect(told).toBe(true)
    expect(code).not.toBe(0)
    // The shell's own child too: nothing of the group is left.
    await vi.waitFor(() => expect(groupRuns(pgid)).toBe(false))
  })

  it('given a command that ends in time, should give its exit code and not stop it', async () => {
    let told = false
    const job = spawnGroupWithin('bash', ['-c', 'exit 3'], { stdio: 'ignore' }, 10_000, () => {
      told = true
    })

    expect(await job.ended).toEqual({ code: 3, overran: false })
    expect(told).toBe(false)
  })
})
