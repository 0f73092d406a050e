import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sessionCookieName } from '@conecta/contract'
import { getResponse } from 'msw'
import { allHandlers, createHandlers } from '../handlers/createHandlers'
import {
  CLIENT_ADDRESS_HEADER,
  type Features,
  LARAVEL_HEADERS,
  routeNotFound,
} from '../handlers/createRouter'
import { createMockStore } from '../store/createMockStore'
import type { MockStore, MockStoreOptions } from '../store/MockStore'
import { formatMail } from './formatMail'
import { forTerminal } from './forTerminal'
import { MAILBOX_PAGE_CSP, renderMailboxPage, wantsMailboxPage } from './mailboxPage'

export interface DemoServerOptions {
  /** 0 picks a free port; read it back from `url`. */
  port: number
  /** @defaultValue '127.0.0.1' */
  host?: string
  /**
   * The app's origin, e.g. `http://127.0.0.1:4173`: the only origin given credentialed CORS,
   * and where mail links and the verification redirect point.
   */
  appOrigin: string
  /**
   * The address browsers reach this API at when a proxy on the app's own host
   * serves it under a prefix, e.g. `http://127.0.0.1:8080/backend` (same-origin
   * mode; the proxy strips the prefix). Routes are matched and links built on
   * it, as Laravel does behind a proxy whose X-Forwarded-* headers it trusts.
   * @defaultValue the server's own address
   */
  publicUrl?: string
  /** @defaultValue 'Conecta' */
  productName?: string
  /** How long a payment stays pending before its outcome. @defaultValue 8000 */
  paymentDelayMs?: number
  /** Initial users, plans, payments, clock. Cookies always decide the session here. */
  seed?: Omit<MockStoreOptions, 'signedInAs' | 'ambient'>
  /**
   * The optional parts of the contract, each on by default; off, their routes answer 404 like a
   * Breeze-only backend (docs/api-contract.md#a-backend-without-them).
   */
  features?: Partial<Features>
  /** Where mails and errors are printed. @defaultValue console.log */
  log?: (line: string) => void
  /**
   * Test only: reproduces a misconfigured Laravel deployment so `npm run doctor` can be shown to
   * catch it. Every fault is off by default; never set one outside a test.
   */
  faults?: DeploymentFaults
}

/** The deployment mistakes `npm run doctor` must name (test only). */
export interface DeploymentFaults {
  /** `config/cors.php` `allowed_origins` naming another origin than the app's. */
  corsOrigin?: string
  /** `supports_credentials => false`: no `Access-Control-Allow-Credentials`. */
  withoutCredentials?: boolean
  /** A stock `config/cors.php` (`exposed_headers => []`): no `Access-Control-Expose-Headers`. */
  withoutExposedHeaders?: boolean
  /** `SESSION_DOMAIN` set to this domain, e.g. another site's. */
  cookieDomain?: string
  /** `GET /sanctum/csrf-cookie` answering this status instead of Sanctum's 204. */
  csrfCookieStatus?: number
}

export interface DemoServer {
  /** The server's own address, e.g. `http://127.0.0.1:8000`: a proxy's upstream. */
  url: string
  /** Where browsers reach it: `publicUrl` when given, else `url`. */
  publicUrl: string
  store: MockStore
  close(): Promise<void>
}

/** The development endpoint listing every mail sent, newest first. */
export const DEV_MAIL_PATH = '/__dev/mail'

/**
 * Whether a `Host` header names this machine's loopback: `localhost`, `127.x.x.x` or `[::1]`
 * (WHATWG URL parsing first, so `127.1` or `0x7f.0.0.1` count as what they mean). The `/__dev/`
 * routes hand out reset links, so a page that rebinds its own name to 127.0.0.1 (DNS rebinding)
 * must not read them under that name.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  if (host === undefined || host === '') return false
  let hostname: string
  try {
    hostname = new URL(`http://${host}`).hostname
  } catch {
    return false
  }
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname)
}

// Recomputed or meaningless once the request is a fetch Request.
const HOP_BY_HOP = new Set([
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
])

/**
 * The largest request body the demo API reads, like PHP's `post_max_size` before Laravel's
 * ValidatePostSize. The app's largest body (register: a 255-character name and e-mail and a
 * password) stays under 4 KiB even with every character escaped; 64 KiB leaves room for any
 * honest client and keeps a flood of oversized bodies from holding more than 64 KiB each.
 */
export const MAX_BODY_BYTES = 64 * 1024

/** Laravel's answer when a body exceeds `post_max_size` (`PostTooLargeException`). */
const BODY_TOO_LARGE = { message: 'The POST data is too large.' }

/**
 * The whole body, or `null` as soon as it exceeds `limit` bytes: by its Content-Length before
 * reading any of it, else by counting a chunked body while it streams. On `null` the request is
 * left paused and unread, for the caller to answer and close.
 */
const readBody = (request: IncomingMessage, limit: number): Promise<Buffer | null> =>
  new Promise((resolve, reject) => {
    if (Number(request.headers['content-length'] ?? 0) > limit) {
      resolve(null)
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) {
        chunks.push(chunk)
        return
      }
      request.off('data', onData)
      request.pause()
      resolve(null)
    }
    request.on('data', onData)
    request.once('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })

const sendJson = (response: ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    ...LARAVEL_HEADERS,
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  })
  response.end(text)
}

/** Laravel's answer for a route it does not have (the handlers' own, for a route turned off). */
const notFound = (response: ServerResponse, pathname: string) =>
  sendJson(response, 404, routeNotFound(pathname))

function publicBase(publicUrl: string): string {
  const url = new URL(publicUrl)
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

/**
 * The contract's handlers served over real HTTP: real HttpOnly cookies, strict CSRF and
 * credentialed CORS for the app, so the built app runs against it as against Laravel.
 */
export async function startDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const host = options.host ?? '127.0.0.1'
  const appOrigin = new URL(options.appOrigin).origin
  const productName = options.productName ?? 'Conecta'
  const log = options.log ?? ((line: string) => console.log(line))
  const store = createMockStore({ ...options.seed, ambient: false })
  store.onMail((mail) => log(formatMail(mail)))

  const faults = options.faults ?? {}
  const corsOrigin = faults.corsOrigin === undefined ? appOrigin : new URL(faults.corsOrigin).origin
  const corsHeaders: Record<string, string> = {
    'Access-Control-Allow-Origin': corsOrigin,
    ...(faults.withoutCredentials ? {} : { 'Access-Control-Allow-Credentials': 'true' }),
    ...(faults.withoutExposedHeaders ? {} : { 'Access-Control-Expose-Headers': 'Retry-After' }),
    Vary: 'Origin',
  }
  const preflightHeaders: Record<string, string> = {
    ...corsHeaders,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': [
      'Accept',
      'Content-Type',
      'X-Requested-With',
      'X-XSRF-TOKEN',
      'X-CSRF-TOKEN',
      'Idempotency-Key',
      sessionCookieName(productName),
    ].join(', '),
    'Access-Control-Max-Age': '7200',
  }

  let handlers: ReturnType<typeof allHandlers> = []
  let base = ''

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const allowed = request.headers.origin === corsOrigin
    if (allowed)
      for (const [name, value] of Object.entries(corsHeaders)) response.setHeader(name, value)
    // The path on this server; the handlers see it on the public address.
    const local = new URL(request.url ?? '/', 'http://demo.invalid')
    const method = request.method ?? 'GET'

    if (method === 'OPTIONS') {
      if (allowed)
        for (const [name, value] of Object.entries(preflightHeaders))
          response.setHeader(name, value)
      response.writeHead(204).end()
      return
    }
    if (local.pathname.startsWith('/__dev/') && !isLoopbackHost(request.headers.host)) {
      notFound(response, local.pathname)
      return
    }
    // Laravel answers HEAD on every GET route: the GET's status and headers, no body (Node drops
    // the body of an answer to HEAD and keeps its Content-Length). The handlers know GET only, so
    // they are asked a GET.
    const asGet = method === 'GET' || method === 'HEAD'
    if (asGet && local.pathname === DEV_MAIL_PATH) {
      const newestFirst = [...store.outbox].reverse()
      if (wantsMailboxPage(request.headers.accept, local.searchParams)) {
        const page = renderMailboxPage(newestFirst)
        response.writeHead(200, {
          ...LARAVEL_HEADERS,
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Length': Buffer.byteLength(page),
          'Content-Security-Policy': MAILBOX_PAGE_CSP,
          Vary: 'Accept',
        })
        response.end(page)
        return
      }
      sendJson(response, 200, { data: newestFirst })
      return
    }

    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name) || name === CLIENT_ADDRESS_HEADER) continue
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
    }
    // The socket's peer, for the session list's `ip_address`; a client's own header of that name
    // was dropped above, so nobody chooses the address they are listed with.
    const peer = request.socket.remoteAddress
    if (peer !== undefined) headers.set(CLIENT_ADDRESS_HEADER, peer.replace(/^::ffff:/, ''))
    const body = asGet ? undefined : await readBody(request, MAX_BODY_BYTES)
    if (body === null) {
      // Answered before the rest arrives; closing the connection stops reading it.
      response.setHeader('Connection', 'close')
      sendJson(response, 413, BODY_TOO_LARGE)
      return
    }
    const fetchRequest = new Request(`${base}${local.pathname}${local.search}`, {
      method: method === 'HEAD' ? 'GET' : method,
      headers,
      body: body === undefined || body.length === 0 ? undefined : new Uint8Array(body),
    })
    const answer = await getResponse(handlers, fetchRequest)
    if (answer === undefined) {
      notFound(response, local.pathname)
      return
    }
    for (const [name, value] of answer.headers) {
      if (name.toLowerCase() !== 'set-cookie') response.setHeader(name, value)
    }
    const cookies = answer.headers
      .getSetCookie()
      .map((cookie) =>
        faults.cookieDomain === undefined ? cookie : `${cookie}; Domain=${faults.cookieDomain}`,
      )
    if (cookies.length > 0) response.setHeader('Set-Cookie', cookies)
    const csrfPriming = asGet && local.pathname === '/sanctum/csrf-cookie'
    response.writeHead(
      csrfPriming && faults.csrfCookieStatus !== undefined
        ? faults.csrfCookieStatus
        : answer.status,
    )
    response.end(Buffer.from(await answer.arrayBuffer()))
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(forTerminal(`Demo API: ${request.method} ${request.url} failed: ${String(error)}`))
      if (!response.headersSent) sendJson(response, 500, { message: 'Server Error' })
      else response.end()
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  base = options.publicUrl === undefined ? origin : publicBase(options.publicUrl)
  handlers = allHandlers(
    createHandlers(store, {
      baseUrl: base,
      csrf: 'strict',
      productName,
      appUrl: appOrigin,
      paymentDelayMs: options.paymentDelayMs ?? 8000,
      features: options.features,
    }),
  )

  return {
    url: origin,
    publicUrl: base,
    store,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
