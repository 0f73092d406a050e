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

/** A sentence around an address: the words before it, the address, the words after. */
export interface AddressSentence {
  before: string
  address: string
  after: string
}

// Stands for the address while the catalogue's sentence is read: no catalogue writes it.
const ADDRESS_MARK = '\u0000'

/**
 * Reads where a link went around its address, so that a block can set the
 * address on a line of its own: "Enviámos um link de verificação para" /
 * "ana@gmail.com." `email` null is the sentence that names no address
 * (`withoutAddress`, "…para o seu e-mail."): its words in the address's place
 * are the address's stand-in ("o seu e-mail"), found between the words the two
 * sentences share. `null` when the address is not in the sentence once, or
 * the two sentences do not share their words around it (a catalogue that
 * words them apart): the block then shows the sentence whole.
 */
export function splitAddressSentence(
  withAddress: (email: string) => string,
  withoutAddress: string,
  email: string | null,
): AddressSentence | null {
  const parts = withAddress(ADDRESS_MARK).split(ADDRESS_MARK)
  if (parts.length !== 2) return null
  const [before = '', after = ''] = parts
  if (email !== null) return { before, address: email, after }
  const standIn = withoutAddress.slice(before.length, withoutAddress.length - after.length)
  const shared = withoutAddress.startsWith(before) && withoutAddress.endsWith(after)
  return shared && standIn.trim() !== '' ? { before, address: standIn, after } : null
}
