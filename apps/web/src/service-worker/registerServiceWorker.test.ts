import { describe, expect, it, vi } from 'vitest'
import {
  type DownloadLike,
  FILL_MESSAGE,
  KEEP_MESSAGE,
  registerServiceWorker,
  SERVICE_WORKER_URL,
} from './registerServiceWorker'

function fakeWindow(readyState: DocumentReadyState) {
  const listeners = new Map<string, () => void>()
  return {
    target: {
      document: { readyState },
      location: { origin: 'https://conecta.example' },
      addEventListener: vi.fn((type: string, listener: () => void) =>
        listeners.set(type, listener),
      ),
    },
    fire: (type: string) => listeners.get(type)?.(),
  }
}

describe('registerServiceWorker', () => {
  it('given a page still loading, after the load event, should register /sw.js', async () => {
    const { target, fire } = fakeWindow('loading')
    const register = vi.fn().mockResolvedValue({})
    registerServiceWorker({
      target: target as never,
      container: { register, controller: null, addEventListener: vi.fn() },
    })
    expect(register).not.toHaveBeenCalled()
    fire('load')
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL)
  })

  it('given a registration failure, should only log it', async () => {
    const { target } = fakeWindow('complete')
    const failure = new Error('SecurityError')
    const logError = vi.fn()
    registerServiceWorker({
      target: target as never,
      container: {
        register: vi.fn().mockRejectedValue(failure),
        controller: null,
        addEventListener: vi.fn(),
      },
      logError,
    })
    await vi.waitFor(() => expect(logError).toHaveBeenCalledWith(expect.any(String), failure))
  })

  it('given a browser without service workers, should do nothing', () => {
    const { target } = fakeWindow('complete')
    expect(() =>
      registerServiceWorker({ target: target as never, container: undefined }),
    ).not.toThrow()
    expect(target.addEventListener).not.toHaveBeenCalled()
  })

  it('given a page the worker controlled from its start, after registering, should ask it to fill its cache, and not watch its downloads', async () => {
    const { target } = fakeWindow('complete')
    const postMessage = vi.fn()
    const addEventListener = vi.fn()
    registerServiceWorker({
      target: target as never,
      container: {
        register: vi.fn().mockResolvedValue({}),
        controller: { postMessage } as never,
        addEventListener,
      },
      connection: { saveData: false, effectiveType: '4g' },
    })
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledWith(FILL_MESSAGE))
    // Its downloads all passed by the worker.
    expect(addEventListener).not.toHaveBeenCalled()
  })

  it.each([
    ['saves data', { saveData: true, effectiveType: '4g' }],
    ['is on 2G', { saveData: false, effectiveType: '2g' }],
  ])(
    'given a repeat visit by a person who %s, should not ask the worker to fill',
    async (_, connection) => {
      const { target } = fakeWindow('complete')
      const postMessage = vi.fn()
      const register = vi.fn().mockResolvedValue({})
      registerServiceWorker({
        target: target as never,
        container: { register, controller: { postMessage } as never, addEventListener: vi.fn() },
        connection,
      })
      await vi.waitFor(() => expect(register).toHaveBeenCalled())
      await Promise.resolve()
      expect(postMessage).not.toHaveBeenCalled()
    },
  )

  it('given a first visit, when the new worker claims the page while registering, should not ask it for the rest', async () => {
    const { target } = fakeWindow('complete')
    const postMessage = vi.fn()
    const container: Pick<ServiceWorkerContainer, 'register' | 'addEventListener'> & {
      controller: ServiceWorker | null
    } = {
      controller: null,
      addEventListener: vi.fn(),
      register: vi.fn(async () => {
        container.controller = { postMessage } as never
        return {} as ServiceWorkerRegistration
      }),
    }
    registerServiceWorker({
      target: target as never,
      container,
      connection: { saveData: false, effectiveType: '4g' },
    })
    await vi.waitFor(() => expect(container.controller).not.toBeNull())
    await Promise.resolve()
    expect(postMessage).not.toHaveBeenCalled()
  })

  it('given a first visit, once the new worker takes the page over, should name to it each download of the page that passed by no worker', async () => {
    const { target } = fakeWindow('complete')
    const postMessage = vi.fn()
    const changes = new Map<string, () => void>()
    const container: Pick<ServiceWorkerContainer, 'register' | 'addEventListener'> & {
      controller: ServiceWorker | null
    } = {
      controller: null,
      addEventListener: vi.fn((type: string, listener: () => void) => changes.set(type, listener)),
      register: vi.fn().mockResolvedValue({}),
    }
    let report: (downloads: readonly DownloadLike[]) => void = () => {}
    const watch = vi.fn((reporter: typeof report) => {
      report = reporter
    })
    registerServiceWorker({ target: target as never, container, watch })
    expect(watch).not.toHaveBeenCalled()

    container.controller = { postMessage } as never
    changes.get('controllerchange')?.()
    // Those already done: the worker's own looks may have missed the last of them.
    report([
      { name: 'https://conecta.example/assets/index-abc.js', workerStart: 0 },
      { name: 'https://api.conecta.example/api/user', workerStart: 0 },
      { name: 'https://conecta.example/assets/ProfilePage-def.js', workerStart: 12.5 },
    ])
    // One that ends later, still without the worker: it began before the takeover.
    report([{ name: 'https://conecta.example/assets/SubscriptionTab-ghi.js', workerStart: 0 }])
    // Answered by the worker: it keeps those itself.
    report([{ name: 'https://conecta.example/assets/ReceiptPage-jkl.js', workerStart: 40 }])

    expect(postMessage.mock.calls).toEqual([
      [{ type: KEEP_MESSAGE, paths: ['/assets/index-abc.js'] }],
      [{ type: KEEP_MESSAGE, paths: ['/assets/SubscriptionTab-ghi.js'] }],
    ])
  })
})
