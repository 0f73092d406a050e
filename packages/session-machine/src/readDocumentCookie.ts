/**
 * Reads one cookie from `document.cookie`, returning its raw (still encoded)
 * value. Without a document (node, pre-rendering) there are no cookies to read.
 */
export function readDocumentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  let cookies: string
  try {
    cookies = document.cookie
  } catch {
    // Sandboxed documents (an iframe without allow-same-origin) throw here.
    return undefined
  }
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=')
    if (separator === -1) continue
    if (pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim()
  }
  return undefined
}
