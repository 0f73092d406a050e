// C0 controls (ESC, newline and tab included), DEL, C1 controls (CSI included), the line and
// paragraph separators, and the bidirectional embeddings, overrides and isolates that can make a
// line show other than what it holds.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these characters are what it finds.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

/**
 * Text that came from a request, made safe to print in a terminal: every control character is
 * shown as `\uXXXX` instead of acting, so a name can neither start a new line (a fake `Link:`)
 * nor, with ESC or CSI escaped, begin an ANSI sequence that moves the cursor, clears a line,
 * recolours or retitles the terminal. What is left of such a sequence is plain visible text.
 * Letters, accents and emoji pass unchanged ("João").
 */
export function forTerminal(text: string): string {
  return text.replace(
    UNSAFE,
    (character) => `\\u${(character.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
  )
}
