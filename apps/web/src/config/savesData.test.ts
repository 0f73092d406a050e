import { describe, expect, it } from 'vitest'
import { savesData } from './savesData'

describe('savesData', () => {
  it.each([
    [{ saveData: true, effectiveType: '4g' }, true],
    [{ saveData: false, effectiveType: '2g' }, true],
    [{ saveData: false, effectiveType: 'slow-2g' }, true],
    [{ saveData: false, effectiveType: '3g' }, false],
    [{ effectiveType: '4g' }, false],
    [{}, false],
  ])('given the connection %o, should say %s', (connection, expected) => {
    expect(savesData(connection)).toBe(expected)
  })

  it('given a browser without navigator.connection, should not save data', () => {
    expect(savesData(undefined)).toBe(false)
  })
})
