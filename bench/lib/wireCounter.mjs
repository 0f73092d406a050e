// Bytes on the wire, counted where a host would count them: a TCP relay in
// front of a server passes every byte through and adds up what it carried.
// Headers, compressed bodies, 304s, the service worker's own fetches: all of
// it crosses the relay, and nothing a browser cache answered does. The app's
// host and the API each get one (the browser sees the relay's address as the
// server's), so a journey reads as "sent by the app's host" and "sent by the
// API", each in both directions.
import { connect, createServer } from 'node:net'

/**
 * @typedef {{ down: number, up: number }} WireBytes
 *   down: sent to the browser (what a phone's data plan counts first);
 *   up: sent by the browser
 * @typedef {{
 *   url: string,
 *   port: number,
 *   bytes: () => WireBytes,
 *   close: () => Promise<void>,
 * }} WireCounter
 */

/**
 * Listens on `port` (0 picks a free one) and relays every connection to
 * `target`, counting the bytes each way.
 * @param {{ host?: string, port?: number, target: { host?: string, port: number } }} options
 * @returns {Promise<WireCounter>}
 */
export async function startWireCounter({ host = '127.0.0.1', port = 0, target }) {
  const total = { down: 0, up: 0 }
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set()
  const server = createServer((client) => {
    const upstream = connect({ host: target.host ?? host, port: target.port })
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      // A browser closing a keep-alive connection resets it: not a failure.
      socket.on('error', () => {
        client.destroy()
        upstream.destroy()
      })
    }
    upstream.on('data', (chunk) => {
      total.down += chunk.length
    })
    client.on('data', (chunk) => {
      total.up += chunk.length
    })
    client.pipe(upstream)
    upstream.pipe(client)
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(undefined))
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('wire counter: no port')
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    bytes: () => ({ ...total }),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
