/**
 * - `read`: a GET. Safe to send again, so an exclusive call may abort it and
 *   send it again once it is done.
 * - `write`: any other call. Never sent twice by the client: an exclusive call
 *   waits for it instead.
 * - `exclusive`: a call that changes who the session belongs to (login,
 *   register, logout).
 */
export type CallKind = 'read' | 'write' | 'exclusive'

export interface CallSchedulerOptions {
  /**
   * The longest a call waits for its turn: a call made during an exclusive
   * one, or an exclusive one for the writes and earlier exclusive calls under
   * way. After it the call goes anyway, so a call that never answers holds no
   * other call for longer.
   */
  waitMs: number
  /** What a call rejects with when its caller's signal (or `abortAll`) ends it while it waits. */
  abortError: () => unknown
}

export interface CallScheduler {
  /**
   * Runs `send` in its turn with the signal to give to `fetch`: the caller's
   * signal, also aborted when an exclusive call supersedes a read. A
   * superseded read is sent again by `run` itself; its caller sees only the
   * answer that came after.
   */
  run<T>(
    kind: CallKind,
    signal: AbortSignal | undefined,
    send: (signal: AbortSignal) => Promise<T>,
  ): Promise<T>
  /** Ends every call under way or waiting, as leaving the page would. */
  abortAll(): void
}

interface Running {
  readonly kind: CallKind
  readonly controller: AbortController
  superseded: boolean
  readonly done: Promise<void>
  finish(): void
}

/**
 * Orders one client's calls around the calls that change the session.
 *
 * A browser stores the cookies of an answer when its headers arrive, and
 * Laravel answers every call with the session cookie the call arrived with. So
 * an answer to a call sent before a login, arriving after the login's answer,
 * puts back the session the login replaced: the person is signed out again
 * (the start-up CSRF priming on a slow network did exactly that). An aborted
 * fetch whose headers have not arrived stores nothing, which makes the
 * ordering below enough:
 * - an exclusive call aborts the reads under way (they are sent again after
 *   it) and waits for the writes under way, at most `waitMs`;
 * - calls made while it runs wait for it, at most `waitMs`;
 * - when it ends, reads still under way (sent after the wait ran out) were
 *   sent with the old cookie: they are aborted and sent again too.
 */
export function createCallScheduler(options: CallSchedulerOptions): CallScheduler {
  const { waitMs, abortError } = options
  const running = new Set<Running>()
  // Each settles when its exclusive call has ended, queued or under way.
  const exclusives = new Set<Promise<void>>()
  const lives = new Set<AbortController>()

  function settledOrTimedOut(
    promises: Promise<unknown>[],
    signal: AbortSignal,
    ms: number,
  ): Promise<void> {
    if (signal.aborted) return Promise.reject(abortError())
    if (promises.length === 0 || ms <= 0) return Promise.resolve()
    return new Promise<void>((resolve, reject) => {
      const stop = () => {
        clearTimeout(timer)
        signal.removeEventListener('abort', onAbort)
      }
      const onAbort = () => {
        stop()
        reject(abortError())
      }
      const onDone = () => {
        stop()
        resolve()
      }
      const timer = setTimeout(onDone, ms)
      signal.addEventListener('abort', onAbort, { once: true })
      Promise.allSettled(promises).then(onDone)
    })
  }

  async function waitForExclusives(signal: AbortSignal): Promise<void> {
    const deadline = Date.now() + waitMs
    while (exclusives.size > 0 && Date.now() < deadline) {
      await settledOrTimedOut([...exclusives], signal, deadline - Date.now())
    }
  }

  function start(kind: CallKind, signal: AbortSignal): Running {
    const controller = new AbortController()
    const unfollow = follow(signal, controller)
    let settle: () => void = () => {}
    const call: Running = {
      kind,
      controller,
      superseded: false,
      done: new Promise<void>((resolve) => {
        settle = resolve
      }),
      finish() {
        unfollow()
        running.delete(call)
        settle()
      },
    }
    running.add(call)
    return call
  }

  function supersedeReads(): void {
    for (const call of running) {
      if (call.kind !== 'read' || call.superseded) continue
      call.superseded = true
      call.controller.abort()
    }
  }

  async function runShared<T>(
    kind: CallKind,
    signal: AbortSignal,
    send: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    for (;;) {
      if (exclusives.size > 0) await waitForExclusives(signal)
      const call = start(kind, signal)
      try {
        return await send(call.controller.signal)
      } catch (error) {
        if (!call.superseded || signal.aborted) throw error
      } finally {
        call.finish()
      }
    }
  }

  async function runExclusive<T>(
    signal: AbortSignal,
    send: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const earlier = [...exclusives]
    let end: () => void = () => {}
    const ended = new Promise<void>((resolve) => {
      end = resolve
    })
    exclusives.add(ended)
    try {
      await settledOrTimedOut(earlier, signal, waitMs)
      supersedeReads()
      const writes = [...running].filter((call) => call.kind !== 'read').map((call) => call.done)
      await settledOrTimedOut(writes, signal, waitMs)
      // A read whose wait ran out meanwhile went with the old cookie.
      supersedeReads()
      const call = start('exclusive', signal)
      try {
        return await send(call.controller.signal)
      } finally {
        call.finish()
        supersedeReads()
      }
    } finally {
      exclusives.delete(ended)
      end()
    }
  }

  return {
    async run(kind, signal, send) {
      const life = new AbortController()
      const unfollow = follow(signal, life)
      lives.add(life)
      try {
        return kind === 'exclusive'
          ? await runExclusive(life.signal, send)
          : await runShared(kind, life.signal, send)
      } finally {
        unfollow()
        lives.delete(life)
      }
    },
    abortAll() {
      for (const life of [...lives]) life.abort()
    },
  }
}

/** Aborts `controller` with `signal`; returns what stops following it. */
function follow(signal: AbortSignal | undefined, controller: AbortController): () => void {
  if (!signal) return () => {}
  if (signal.aborted) {
    controller.abort(signal.reason)
    return () => {}
  }
  const onAbort = () => controller.abort(signal.reason)
  signal.addEventListener('abort', onAbort, { once: true })
  return () => signal.removeEventListener('abort', onAbort)
}
