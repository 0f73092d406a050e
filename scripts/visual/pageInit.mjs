// Runs in every story page before any of Storybook's scripts (Playwright init
// script: it must be self-contained, no closure over this module). It makes a
// story's last frame the same on every run:
// - randomness is seeded (session ids, payment references and Idempotency-Keys
//   are drawn from crypto and shown on screen), one stream per source so a
//   library drawing more or fewer Math.random numbers shifts nothing else;
// - it says when Storybook reports the story finished (its `play` included)
//   and how long the page has been quiet, so the runner can let it settle;
//   `__visualFreeze` then stops every timer, so nothing ticks between settling
//   and the shot (a countdown, a toast's auto-dismiss, polling);
// - MSW's un-awaited `registration.update()` on every page load is made a
//   no-op: the worker file never changes during a run, and a refused update
//   surfaces as an unhandled error that fails the story's play.

/**
 * @param {{ seed: number, hangingFetchMs: number, errorEvents: readonly string[] }} options
 */
export function pageInit({ seed, hangingFetchMs, errorEvents }) {
  /** @param {number} start */
  const stream = (start) => {
    let state = start | 0
    return () => {
      state = (state + 0x6d2b79f5) | 0
      let t = Math.imul(state ^ (state >>> 15), 1 | state)
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
  }
  Math.random = stream(seed)
  const cryptoRandom = stream(seed ^ 0x5bd1e995)
  /** @template {ArrayBufferView | null} T @param {T} array @returns {T} */
  const fill = (array) => {
    if (array === null) return array
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength)
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(cryptoRandom() * 256)
    return array
  }
  const uuid = () => {
    const bytes = fill(new Uint8Array(16))
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
    bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
    const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
  }
  for (const [name, value] of /** @type {const} */ ([
    ['getRandomValues', fill],
    ['randomUUID', uuid],
  ])) {
    Object.defineProperty(Crypto.prototype, name, { value, configurable: true, writable: true })
  }
  if (typeof ServiceWorkerRegistration !== 'undefined') {
    ServiceWorkerRegistration.prototype.update = function update() {
      return Promise.resolve(this)
    }
  }

  // Timers are wrapped after Playwright's clock has replaced them, so Date and
  // the timers share one fake time that starts at the same instant every story.
  /** @type {Array<() => void>} */
  const stoppers = []
  let frozen = false
  /**
   * @param {'setTimeout' | 'setInterval' | 'requestAnimationFrame'} start
   * @param {'clearTimeout' | 'clearInterval' | 'cancelAnimationFrame'} stop
   */
  const track = (start, stop) => {
    /** @type {Set<number>} */
    const ids = new Set()
    const original = /** @type {(...args: unknown[]) => number} */ (window[start].bind(window))
    const originalStop = /** @type {(id: number) => void} */ (window[stop].bind(window))
    Object.assign(window, {
      /** @param {unknown[]} args */
      [start]: (...args) => {
        if (frozen) return 0
        const id = original(...args)
        ids.add(id)
        return id
      },
      /** @param {number} id */
      [stop]: (id) => {
        ids.delete(id)
        originalStop(id)
      },
    })
    stoppers.push(() => {
      for (const id of ids) originalStop(id)
      ids.clear()
    })
  }
  track('setTimeout', 'clearTimeout')
  track('setInterval', 'clearInterval')
  track('requestAnimationFrame', 'cancelAnimationFrame')

  let lastActivity = performance.now()
  const touch = () => {
    lastActivity = performance.now()
  }
  new MutationObserver(touch).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  })
  /** @type {Set<number>} start times of fetches still waiting */
  const inFlight = new Set()
  const originalFetch = window.fetch.bind(window)
  window.fetch = (...args) => {
    const started = performance.now()
    inFlight.add(started)
    touch()
    return originalFetch(...args).finally(() => {
      inFlight.delete(started)
      touch()
    })
  }

  /** @type {{ state: 'running' | 'finished' | 'ready', errors: string[] }} */
  const status = { state: 'running', errors: [] }
  const freeze = () => {
    frozen = true
    for (const stop of stoppers) stop()
    const style = document.createElement('style')
    style.textContent =
      '*,*::before,*::after{transition:none!important;caret-color:transparent!important;scroll-behavior:auto!important}'
    document.head.append(style)
    // The picture is of the whole page: a sticky header must be at its top,
    // wherever focus had scrolled the page to.
    window.scrollTo(0, 0)
    status.state = 'ready'
  }
  Object.assign(window, {
    __visualStatus: status,
    __visualFreeze: freeze,
    /** How long nothing has happened: no DOM change, no fetch started or answered, no fetch waiting (but those left unanswered on purpose). */
    __visualQuietFor: () => {
      const now = performance.now()
      if ([...inFlight].some((started) => now - started < hangingFetchMs)) return 0
      return now - lastActivity
    },
  })

  document.addEventListener('DOMContentLoaded', () => {
    const channel =
      /** @type {{ on(event: string, listener: (data: unknown) => void): void } | undefined} */ (
        Reflect.get(window, '__STORYBOOK_ADDONS_CHANNEL__')
      )
    if (!channel) {
      status.errors.push('Storybook’s channel is missing: is this a Storybook iframe?')
      status.state = 'finished'
      return
    }
    /** @param {unknown} data */
    const describeData = (data) => {
      if (Array.isArray(data)) return data.map(describeData).join('; ')
      if (data && typeof data === 'object') {
        const { message, description, title } = /** @type {Record<string, unknown>} */ (data)
        return String(message ?? description ?? title ?? JSON.stringify(data))
      }
      return String(data)
    }
    for (const event of errorEvents) {
      channel.on(event, (data) => status.errors.push(`${event}: ${describeData(data)}`))
    }
    channel.on('storyMissing', () => {
      status.errors.push('storyMissing: the story is not in this Storybook')
      status.state = 'finished'
    })
    channel.on('storyFinished', (data) => {
      const { status: outcome } = /** @type {{ status?: string }} */ (data ?? {})
      if (outcome === 'error' && status.errors.length === 0) {
        status.errors.push('storyFinished with status "error"')
      }
      status.state = 'finished'
    })
  })
}
