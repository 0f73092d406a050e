/**
 * A Testing Library matcher for a paragraph whose whole text is `text` (or
 * matches it), its spans included: the M-Pesa blocks keep a number or
 * "M-Pesa" on one line in a span of its own, and the verification's block
 * the address, which `getByText`'s default (the element's own text) does not
 * read.
 */
export function paragraphWithText(text: RegExp | string) {
  return (_content: string, element: Element | null) => {
    if (element?.tagName !== 'P') return false
    const whole = element.textContent ?? ''
    return typeof text === 'string' ? whole === text : text.test(whole)
  }
}
