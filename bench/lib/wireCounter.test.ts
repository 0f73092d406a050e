import { createServer, request } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { startWireCounter, type WireCounter } from './wireCounter.mjs'

describe('startWireCounter', () => {
  const closers: (() => Promise<void>)[] = []
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()))
  })

  it('given a request through the relay, should pass the answer on and count every byte each way, headers included', async () => {
    const body = 'x'.repeat(10_000)
    const server = createServer((_request, response) => response.end(body))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    closers.push(() => new Promise((resolve) => server.close(() => resolve())))
    const address = server.address()
    if (address === null || typeof address === 'string') throw new Error('no port')
    const counter: WireCounter = await startWireCounter({ target: { port: address.port } })
    closers.push(counter.close)

    const received = await new Promise<{ body: string; head: number }>((resolve, reject) => {
      const outgoing = request(`${counter.url}/page`, { agent: false }, (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          text += chunk
        })
        response.on('end', () =>
          resolve({ body: text, head: response.rawHeaders.join(': ').length }),
        )
      })
      outgoing.on('error', reject)
      outgoing.end()
    })

    expect(received.body).toBe(body)
    const { down, up } = counter.bytes()
    // The body, the status line and the headers: more than the body alone.
    expect(down).toBeGreaterThan(body.length + received.head)
    expect(down).toBeLessThan(body.length + 1_000)
    expect(up).toBeGreaterThan('GET /page HTTP/1.1'.length)
  })
})
