// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { splitLinkSentence } from './linkSentence.js'

describe('splitLinkSentence', () => {
  it('given a sentence with its link in braces, should give the words around it', () => {
    expect(splitLinkSentence('A sua sessão terminou. {Entre} para pedir um novo link.')).toEqual({
      before: 'A sua sessão terminou. ',
      link: 'Entre',
      after: ' para pedir um novo link.',
    })
    expect(splitLinkSentence('{Sign in} again to ask for a new link.')).toEqual({
      before: '',
      link: 'Sign in',
      after: ' again to ask for a new link.',
    })
  })

  it('given a sentence whose braces went missing or doubled, should make all of it the link', () => {
    for (const sentence of [
      'Your session ended. Sign in again.',
      '{Sign} in {again}',
      'Entre {}',
    ]) {
      expect(splitLinkSentence(sentence)).toEqual({ before: '', link: sentence, after: '' })
    }
  })
})
