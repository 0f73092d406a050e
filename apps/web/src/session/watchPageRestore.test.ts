import { describe, expect, it } from 'vitest'
import { watchPageRestore } from './watchPageRestore'

describe('watchPageRestore', () => {
  it('given a page restored from the back/forward cache, should say so; given a first load, should not', () => {
    const restores: string[] = []
    const stop = watchPageRestore(() => restores.push('restored'))

    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }))
    expect(restores).toEqual([])
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    expect(restores).toEqual(['restored'])

    stop()
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    expect(restores).toEqual(['restored'])
  })
})
