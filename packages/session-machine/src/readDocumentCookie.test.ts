// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { readDocumentCookie } from './readDocumentCookie.js'

function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: stands in for the API's Set-Cookie; jsdom has no Cookie Store API
  document.cookie = cookie
}

afterEach(() => {
  for (const name of ['XSRF-TOKEN', 'conecta_session', 'other']) {
    setCookie(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`)
  }
})

describe('readDocumentCookie', () => {
  it('given cookies in the document, should return the raw value of the one asked for', () => {
    setCookie('other=1')
    setCookie('XSRF-TOKEN=eyJ%3D%3D')

    expect(readDocumentCookie('XSRF-TOKEN')).toBe('eyJ%3D%3D')
  })

  it('given no such cookie, should return undefined', () => {
    setCookie('other=1')

    expect(readDocumentCookie('conecta_session')).toBeUndefined()
  })
})
