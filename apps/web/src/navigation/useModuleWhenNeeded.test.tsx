import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useModuleWhenNeeded } from './useModuleWhenNeeded'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('useModuleWhenNeeded', () => {
  it('given it is not needed, should load nothing and give null', () => {
    const load = vi.fn(() => Promise.resolve('module'))

    const { result } = renderHook(() => useModuleWhenNeeded(false, load, 'The module'))

    expect(result.current).toBeNull()
    expect(load).not.toHaveBeenCalled()
  })

  it('given it becomes needed, should load once and keep what arrived when no longer needed', async () => {
    const load = vi.fn(() => Promise.resolve('module'))
    const { result, rerender } = renderHook(
      ({ needed }) => useModuleWhenNeeded(needed, load, 'The module'),
      { initialProps: { needed: false } },
    )

    rerender({ needed: true })
    await waitFor(() => expect(result.current).toBe('module'))
    rerender({ needed: false })
    rerender({ needed: true })

    await act(async () => {})

    expect(result.current).toBe('module')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('given the load fails, should log it, give null, and try again the next time it is needed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('module')
    const { result, rerender } = renderHook(
      ({ needed }) => useModuleWhenNeeded(needed, load, 'The module'),
      { initialProps: { needed: true } },
    )

    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('The module could not be loaded', expect.any(Error)),
    )
    expect(result.current).toBeNull()

    rerender({ needed: false })
    rerender({ needed: true })

    await waitFor(() => expect(result.current).toBe('module'))
  })
})
