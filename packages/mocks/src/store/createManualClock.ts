export interface ManualClock {
  now(): number
  advance(ms: number): void
  set(time: number | string | Date): void
}

/** A clock that moves only when told, for `createMockStore({ now: clock.now })`. */
export function createManualClock(
  start: number | string | Date = '2025-01-15T09:00:00.000Z',
): ManualClock {
  let current = new Date(start).getTime()
  return {
    now: () => current,
    advance: (ms) => {
      current += ms
    },
    set: (time) => {
      current = new Date(time).getTime()
    },
  }
}
