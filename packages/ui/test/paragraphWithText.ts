/**
 * A Testing Library matcher for a paragraph whose whole text matches `pattern`,
 * its spans included: the M-Pesa blocks keep a number or "M-Pesa" on one line
 * in a span of its own, which `getByText`'s default (the element's own text)
 * does not read.
 */
export function paragraphWithText(pattern: RegExp) {
  return (_content: string, element: Element | null) =>
    element?.tagName === 'P' && pattern.test(element.textContent ?? '')
}
