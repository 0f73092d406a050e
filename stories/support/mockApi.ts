/// <reference types="vite/client" />
// The app's config reads import.meta.env; Storybook builds the stories with Vite.
import {
  createHandlers,
  createMockStore,
  type HandlerGroups,
  type HandlerOptions,
  type MockStore,
  type MockStoreOptions,
} from '@conecta/mocks'
import { delay, type RequestHandler } from 'msw'
import { appConfig } from '../../apps/web/src/config/appConfig'

/** The handler groups as a plain record, the shape `parameters.msw.handlers` accepts. */
export type StoryHandlers = { [Domain in keyof HandlerGroups]: RequestHandler[] }

export interface MockApiSetup {
  /** Replaces whole domains (docs/architecture.md#rule-10): the store's handlers for that domain go. */
  overrides?: Partial<StoryHandlers>
  /**
   * Answers some calls of a domain before the store does; a resolver that
   * returns nothing lets the store's own handler answer.
   */
  before?: Partial<StoryHandlers>
  /** Puts into the store what its options cannot (a live reset token), after every reset. */
  seed?: (store: MockStore) => void
  /** Added to every answer of the store's handlers, to see pending states. */
  latencyMs?: number
  /** How long after `POST …/payments` the outcome is known. @defaultValue 0 */
  paymentDelayMs?: number
  /** Optional parts of the contract turned off, as on a Breeze-only backend. @defaultValue all on */
  features?: HandlerOptions['features']
}

export interface MockApi {
  /** The story's store as it is now: look at `outbox`, `users`, `sessions` in a play. */
  readonly store: MockStore
  readonly handlers: StoryHandlers
  /** Spread into a story: `parameters: { ...api.parameters }`. */
  readonly parameters: { msw: { handlers: StoryHandlers } }
}

/** The API origin the app's client calls (VITE_API_URL, or the demo API). */
export const apiUrl = (path: string): string => `${appConfig.apiUrl}${path}`

type Reset = () => void
const resets = new Set<Reset>()

/**
 * Every story starts from its own fresh data. Handlers are registered once
 * (mswLoader re-uses the same instances on every render), so instead of new
 * handlers each store is replaced behind a stable proxy the handlers close over;
 * replaying a story in the Storybook UI then sees a first visit again, not
 * the sessions, mails and rate limits of the previous run.
 */
export function resetMockApis(): void {
  for (const reset of resets) reset()
}

/**
 * The contract's whole API (packages/mocks) over an in-memory store, keyed by
 * domain, at the origin the app calls, with CSRF lenient as in the mocks'
 * README for stories (the HttpOnly session cookie does not travel here).
 */
export function mockApi(options: MockStoreOptions = {}, setup: MockApiSetup = {}): MockApi {
  const fresh = () => {
    const store = createMockStore(options)
    setup.seed?.(store)
    return store
  }
  let current = fresh()
  resets.add(() => {
    current = fresh()
  })
  // Store methods are closures over their own object, so forwarding property
  // reads and writes to the live store is all the handlers need.
  const store = new Proxy({} as MockStore, {
    get: (_target, key) => Reflect.get(current, key),
    set: (_target, key, value) => Reflect.set(current, key, value),
  })

  const groups = createHandlers(store, {
    baseUrl: appConfig.apiUrl,
    csrf: 'lenient',
    latencyMs: setup.latencyMs,
    paymentDelayMs: setup.paymentDelayMs,
    features: setup.features,
  })
  const handlers: StoryHandlers = { ...groups }
  for (const domain of Object.keys(groups) as Array<keyof StoryHandlers>) {
    handlers[domain] = [
      ...(setup.before?.[domain] ?? []),
      ...(setup.overrides?.[domain] ?? groups[domain]),
    ]
  }

  return {
    get store() {
      return current
    },
    handlers,
    parameters: { msw: { handlers } },
  }
}

/** A resolver for a call that is never answered: the screen stays in its pending state. */
export const neverAnswer = () => delay('infinite')

/**
 * A resolver that holds the first call until `release()`, then returns
 * nothing, so the next handler (the store's) answers it: a start-up fetch on
 * a slow network, answered when the play is ready. A `release()` before the
 * call arrives lets it through at once. Re-armed by `resetMockApis()`.
 */
export function holdFirst(): { resolver: () => Promise<undefined>; release: () => void } {
  const arm = () => {
    let open: () => void = () => {}
    const opened = new Promise<void>((resolve) => {
      open = resolve
    })
    return { held: false, opened, open }
  }
  let gate = arm()
  resets.add(() => {
    gate = arm()
  })
  return {
    resolver: async () => {
      if (gate.held) return undefined
      gate.held = true
      await gate.opened
      return undefined
    },
    release: () => gate.open(),
  }
}

/**
 * A resolver that only notes the first call (`arrived` resolves when it comes)
 * and returns nothing, so the next handler answers it: a play that must act
 * after the app has asked something waits for `arrived`. Re-armed by
 * `resetMockApis()`.
 */
export function noteFirst(): { resolver: () => undefined; arrived: () => Promise<void> } {
  const arm = () => {
    let note: () => void = () => {}
    const arrived = new Promise<void>((resolve) => {
      note = resolve
    })
    return { arrived, note }
  }
  let first = arm()
  resets.add(() => {
    first = arm()
  })
  return {
    resolver: () => {
      first.note()
      return undefined
    },
    arrived: () => first.arrived,
  }
}

/**
 * A resolver that answers the first `count` calls with `answer` and then
 * returns nothing, so the next handler (the store's) answers: a network
 * failure followed by a successful retry. Re-armed by `resetMockApis()`.
 */
export function answerFirst(count: number, answer: () => Response | Promise<Response>) {
  let remaining = count
  resets.add(() => {
    remaining = count
  })
  return () => {
    if (remaining <= 0) return undefined
    remaining -= 1
    return answer()
  }
}

/**
 * A resolver that lets the first `count` calls through to the next handler
 * (the store's) and never answers the ones after: a state that follows an
 * answer and waits on the next call, held on screen. Re-armed by
 * `resetMockApis()`.
 */
export function holdAfter(count: number) {
  let passed = 0
  resets.add(() => {
    passed = 0
  })
  return () => {
    if (passed < count) {
      passed += 1
      return undefined
    }
    return neverAnswer()
  }
}
