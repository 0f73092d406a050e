import { spawnGroupWithin } from './lib/spawnGroup.mjs'

/** Whether any process of the group `pgid` is left (signal 0 only checks). */
const groupAlive = (pgid: number) => {
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
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
    await vi.waitFor(() => expect(groupAlive(pgid)).toBe(false))
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
