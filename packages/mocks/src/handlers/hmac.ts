const encoder = new TextEncoder()

export const toHex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * HMAC-SHA-256 of `message` under `key`, in hex, through Web Crypto: the handlers also run in the
 * browser (Storybook's service worker page), where `node:crypto` does not exist.
 */
export async function hmacHex(key: string, message: string): Promise<string> {
  const cryptoKey = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return toHex(await globalThis.crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)))
}
