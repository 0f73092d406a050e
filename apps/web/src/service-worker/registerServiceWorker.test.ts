import { describe, expect, it, vi } from 'vitest'
import { registerServiceWorker, SERVICE_WORKER_URL } from './registerServiceWorker'

function fakeWindow(readyState: DocumentReadyState) {
  const listeners = new Map<string, () => void>()
  return {
    target: {
      document: { readyState },
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
    registerServiceWorker({ target: target as never, container: { register } })
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
      container: { register: vi.fn().mockRejectedValue(failure) },
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
})
