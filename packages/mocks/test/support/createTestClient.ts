import { getResponse, type RequestHandler } from 'msw'
import { recordForContract } from './contractViolations'

export type Send = (request: Request) => Promise<Response>

export interface TestClient {
  /** Cookie name → decoded value, as a browser would hold them for the API's origin. */
  readonly cookies: Map<string, string>
  request(method: string, path: string, init?: RequestOptions): Promise<Response>
  get(path: string, init?: RequestOptions): Promise<Response>
  post(path: string, body?: unknown, init?: RequestOptions): Promise<Response>
  put(path: string, body?: unknown, init?: RequestOptions): Promise<Response>
  delete(path: string, body?: unknown, init?: RequestOptions): Promise<Response>
  /** `GET /sanctum/csrf-cookie`, as the client does before every non-GET call. */
  primeCsrf(): Promise<Response>
}

export interface RequestOptions {
  body?: unknown
  headers?: Record<string, string>
  /** Send `X-XSRF-TOKEN` from the cookie jar. @defaultValue true */
  xsrf?: boolean
  /** Send the cookie jar. @defaultValue true */
  cookies?: boolean
}

/** Answers a request from MSW handlers directly, the way the demo server does. */
export function sendThrough(handlers: RequestHandler[]): Send {
  return async (request) => {
    const response = await getResponse(handlers, request)
    if (response === undefined) throw new Error(`Unhandled ${request.method} ${request.url}`)
    return response
  }
}

/**
 * A minimal browser stand-in: keeps cookies from `Set-Cookie`, sends them back, adds the
 * Sanctum headers the real client adds.
 */
export function createTestClient(baseUrl: string, send: Send): TestClient {
  const cookies = new Map<string, string>()

  const remember = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index).trim()
      const value = decodeURIComponent(pair.slice(index + 1).trim())
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))
      if (expired) cookies.delete(name)
      else cookies.set(name, value)
    }
  }

  const request: TestClient['request'] = async (method, path, init = {}) => {
    const headers = new Headers({
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...init.headers,
    })
    if (init.body !== undefined) headers.set('Content-Type', 'application/json')
    if (init.cookies !== false && cookies.size > 0) {
      headers.set(
        'Cookie',
        [...cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; '),
      )
    }
    const xsrf = cookies.get('XSRF-TOKEN')
    if (init.xsrf !== false && xsrf !== undefined && method !== 'GET') {
      headers.set('X-XSRF-TOKEN', xsrf)
    }
    const response = await send(
      new Request(`${baseUrl}${path}`, {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        redirect: 'manual',
      }),
    )
    remember(response)
    await recordForContract(method, path, response)
    return response
  }

  return {
    cookies,
    request,
    get: (path, init) => request('GET', path, init),
    post: (path, body, init) => request('POST', path, { ...init, body }),
    put: (path, body, init) => request('PUT', path, { ...init, body }),
    delete: (path, body, init) => request('DELETE', path, { ...init, body }),
    primeCsrf: () => request('GET', '/sanctum/csrf-cookie'),
  }
}
