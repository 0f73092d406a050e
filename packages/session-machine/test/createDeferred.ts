/** A promise settled from outside, to hold an actor in a state while asserting on it. */
export function createDeferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

export type Deferred<T> = ReturnType<typeof createDeferred<T>>
