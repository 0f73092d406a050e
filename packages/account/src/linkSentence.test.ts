// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { accountEn } from './accountEn.js'
import { splitAddressSentence, splitLinkSentence } from './linkSentence.js'
import { verifyEmailPt } from './strings/verifyEmailPt.js'

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

describe('splitAddressSentence', () => {
  it('given the Portuguese catalogue, should set the address, or "o seu e-mail" in its place, between the same words', () => {
    const { sentTo, sentToYou } = verifyEmailPt
    expect(splitAddressSentence(sentTo, sentToYou, 'ana@gmail.com')).toEqual({
      before: 'Enviámos um link de verificação para ',
      address: 'ana@gmail.com',
      after: '.',
    })
    expect(splitAddressSentence(sentTo, sentToYou, null)).toEqual({
      before: 'Enviámos um link de verificação para ',
      address: 'o seu e-mail',
      after: '.',
    })
  })

  it('given the English catalogue, should do the same with its words', () => {
    const { sentTo, sentToYou } = accountEn.verifyEmail
    expect(splitAddressSentence(sentTo, sentToYou, null)).toEqual({
      before: 'We sent a verification link to ',
      address: 'your email',
      after: '.',
    })
  })

  it('given sentences worded apart, or an address not in the sentence once, should give nothing to split', () => {
    const sentTo = (email: string) => `O link foi para ${email}.`
    expect(splitAddressSentence(sentTo, 'Verifique a sua caixa de correio.', null)).toBeNull()
    expect(splitAddressSentence(() => 'Enviámos o link.', 'Enviámos o link.', 'a@b.co')).toBeNull()
    expect(
      splitAddressSentence((email) => `${email}: link para ${email}.`, 'O link.', 'a@b.co'),
    ).toBeNull()
  })
})
