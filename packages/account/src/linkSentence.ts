/** A sentence around one link: the words before it, the link's own, the words after. */
export interface LinkSentence {
  before: string
  link: string
  after: string
}

/**
 * Reads a catalogue's sentence that holds a link, its words in braces:
 * "A sua sessão terminou. {Entre} para pedir um novo link." A translator moves
 * the braces with the words; a sentence without them is a link as a whole, so
 * the way on is never lost.
 */
export function splitLinkSentence(sentence: string): LinkSentence {
  const match = /^([^{}]*)\{([^{}]+)\}([^{}]*)$/.exec(sentence)
  if (match === null) return { before: '', link: sentence, after: '' }
  const [, before = '', link = '', after = ''] = match
  return { before, link, after }
}
