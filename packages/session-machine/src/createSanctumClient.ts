import { sessionCookieName } from '@conecta/contract'
import { createFetch, type FetchResponse } from 'ofetch'
import { ApiError, type ApiErrorKind, isApiError } from './ApiError.js'
import { type CallKind, createCallScheduler } from './createCallScheduler.js'
import { isRecord } from './isRecord.js'
import { parseRetryAfter } from './parseRetryAfter.js'
import { readDocumentCookie } from './readDocumentCookie.js'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface SanctumClientOptions {
  /** The API origin, e.g. `https://api.example.co.mz`. */
  baseURL: string
  /**
   * The backend's APP_NAME, from which the session cookie name derives.
   * @defaultValue 'Conecta'
   */
  productName?: string
  /**
   * Returns a cookie's raw value. Defaults to reading `document.cookie` when a
   * document exists; otherwise no cookie is readable.
   */
  readCookie?: (name: string) => string | undefined
  /** @defaultValue the global `fetch`, looked up at call time */
  fetch?: typeof fetch
  /**
   * The backend's routes, for a backend that does not use Laravel's defaults
   * or sits under a prefix. Paths are joined to `baseURL`.
   * @defaultValue {@link DEFAULT_ENDPOINTS}
   */
  endpoints?: Partial<SanctumEndpoints>
  /**
   * Runs before every call, CSRF priming included, and may change its headers
   * in place: an `Accept-Language`, a tracing header. A rejection fails the
   * call as a network error. The client's own headers (`Accept`,
   * `X-Requested-With`, the CSRF tokens) are set after it and win.
   */
  onRequest?: (request: SanctumRequest) => void | Promise<void>
  /** Runs after every answer that arrived, whatever its status: timings, tracing. */
  onResponse?: (response: SanctumResponse) => void
  /**
   * Runs once for every {@link ApiError} a call rejects with, before the
   * caller sees it: error reporting. It gets no request headers, so no token.
   */
  onError?: (error: ApiError) => void
  /**
   * The longest a call waits for its turn around an exclusive call (see
   * {@link RequestOptions.exclusive}); after it the call goes anyway, so a
   * call that never answers holds no other for longer.
   * @defaultValue {@link DEFAULT_EXCLUSIVE_WAIT_MS}
   */
  exclusiveWaitMs?: number
  /**
   * Asks the person for their password when a call is answered 423 ("Password
   * confirmation required.", docs/api-contract.md#password-confirmation), and
   * confirms it (`POST /user/confirm-password`, {@link SanctumEndpoints.confirmPassword}).
   * Resolve `true` once confirmed: the call is sent again, once. Resolve
   * `false` when the person cancels: the call rejects with a
   * `confirmation-cancelled` {@link ApiError}. Reject when nobody can be asked:
   * the call rejects with its 423, as without this option.
   *
   * Calls answered 423 while it runs wait for the same answer: one question
   * however many calls asked. A call sent again that is answered 423 once more
   * rejects with that 423 (no loop).
   * @defaultValue none: a 423 rejects the call as any other error status
   */
  confirmPassword?: (request: PasswordConfirmationRequest) => Promise<boolean>
  /**
   * Asks the person to sign in again when a call that changes something is
   * answered 401 (or 419 after its retry): the session ended while they filled
   * a form, and the form should not be lost. Only a call that is not a GET, not
   * {@link RequestOptions.exclusive}, and neither `reportUnauthenticated: false`
   * nor `signInAgain: false` asks.
   *
   * Resolve `'same'` once the same person is signed in again: the call is sent
   * again, once. Resolve `'other'` when someone else signed in: the call
   * rejects with a `signed-in-as-other` {@link ApiError} and is not sent, since
   * it carried the previous person's data. Resolve `'cancelled'` when the
   * person declines, or reject when nobody can be asked: the call rejects with
   * its 401.
   *
   * While it runs, every 401 or 419 (from any call, GETs included) is held back
   * from the {@link SanctumClient.onUnauthenticated} listeners, since the
   * session may yet go on: after `'same'` or `'other'` they are dropped, after
   * a decline or a rejection one of them is reported, so the session ends as it
   * would have without asking. Calls answered 401 meanwhile wait for the same
   * answer: one question however many calls asked. A call sent again that is
   * answered 401 once more rejects and is reported (no loop).
   * @defaultValue none: a 401 rejects the call and is reported at once
   */
  signInAgain?: (request: SignInAgainRequest) => Promise<SignInAgainOutcome>
}

/** The call whose 423 made the client ask for the password. */
export interface PasswordConfirmationRequest {
  method: HttpMethod
  /** The full URL. */
  url: string
}

/** The call whose 401 made the client ask the person to sign in again. */
export interface SignInAgainRequest {
  method: HttpMethod
  /** The full URL. */
  url: string
}

/**
 * How asking to sign in again ended (see {@link SanctumClientOptions.signInAgain}):
 * the same person is signed in, someone else is, or the person declined.
 */
export type SignInAgainOutcome = 'same' | 'other' | 'cancelled'

/** Long enough for a login on a slow mobile network, short enough to read as a pause. */
export const DEFAULT_EXCLUSIVE_WAIT_MS = 10_000

export interface SanctumEndpoints {
  /** Sets the XSRF-TOKEN cookie; answered 204. */
  csrfCookie: string
  login: string
  logout: string
  /** The signed-in person, read by the session machine. */
  user: string
  /** Fortify's password confirmation: `{password}`, answered 201 (or 422 for a wrong one). */
  confirmPassword: string
}

export const DEFAULT_ENDPOINTS: Readonly<SanctumEndpoints> = Object.freeze({
  csrfCookie: '/sanctum/csrf-cookie',
  login: '/login',
  logout: '/logout',
  user: '/api/user',
  confirmPassword: '/user/confirm-password',
})

export interface SanctumRequest {
  method: HttpMethod
  /** The full URL. */
  url: string
  /** The caller's headers; add or change entries here. */
  headers: Record<string, string>
}

export interface SanctumResponse {
  method: HttpMethod
  url: string
  status: number
  headers: Headers
}

export type QueryValue = string | number | boolean | null | undefined

export interface RequestOptions {
  /** A plain object or array is sent as JSON; FormData and the like as they are. */
  body?: BodyInit | object
  query?: Record<string, QueryValue>
  /** Extra headers such as `Idempotency-Key`. */
  headers?: Record<string, string>
  signal?: AbortSignal
  /**
   * Whether a 401 (or a 419 that survives its retry) is reported to the
   * {@link SanctumClient.onUnauthenticated} listeners.
   * @defaultValue true; the session's own `GET /api/user` answers the machine directly
   */
  reportUnauthenticated?: boolean
  /**
   * For a call that changes who the session belongs to (login, register,
   * logout). Laravel answers every call with the session cookie it arrived
   * with, so an older call's answer landing after a login's would put back
   * the anonymous session. An exclusive call therefore aborts the GETs under
   * way (an aborted fetch stores no cookie; they are sent again after it and
   * their callers only see the later answer), waits for other calls under
   * way, and calls made meanwhile wait for it; each wait lasts at most
   * {@link SanctumClientOptions.exclusiveWaitMs}. GETs still under way when
   * it ends are sent again as well.
   * @defaultValue false
   */
  exclusive?: boolean
  /**
   * Whether a 423 asks for the password through
   * {@link SanctumClientOptions.confirmPassword}; `false` rejects with the 423
   * at once.
   * @defaultValue true
   */
  confirmPassword?: boolean
  /**
   * Whether a 401 (or a 419 that survives its retry) asks the person to sign in
   * again through {@link SanctumClientOptions.signInAgain}; `false` rejects and
   * reports at once. GETs and exclusive calls never ask.
   * @defaultValue true
   */
  signInAgain?: boolean
}

export type GetOptions = Omit<RequestOptions, 'body'>

export type CsrfPrimeResult =
  | { ok: true; status: 204 }
  | {
      ok: false
      /** `null` when no response arrived. */
      status: number | null
      /** The parsed JSON body (`null` when absent or not JSON), for logging. */
      body: unknown
      error: ApiError
    }

export interface SanctumClient {
  readonly baseURL: string
  /** The routes in use: {@link DEFAULT_ENDPOINTS} with the options' overrides. */
  readonly endpoints: Readonly<SanctumEndpoints>
  /** The header and cookie name of the session, e.g. `conecta_session`. */
  readonly sessionCookieName: string
  /**
   * Sends one call and resolves with its parsed JSON body (`undefined` for an
   * empty body such as a 204). Non-GET calls are preceded by CSRF priming; a
   * 419 is answered by priming again and retrying once. Rejects only with
   * {@link ApiError}.
   */
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>
  get<T = unknown>(path: string, options?: GetOptions): Promise<T>
  post<T = unknown>(path: string, options?: RequestOptions): Promise<T>
  put<T = unknown>(path: string, options?: RequestOptions): Promise<T>
  patch<T = unknown>(path: string, options?: RequestOptions): Promise<T>
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<T>
  /**
   * `GET /sanctum/csrf-cookie`. Never rejects: 204 is success (docs/api-contract.md#transport), any
   * other outcome is described so the caller can log the body and show the
   * maintenance page.
   */
  primeCsrf(options?: { signal?: AbortSignal }): Promise<CsrfPrimeResult>
  /**
   * Listens for the server saying the session is over: any call answered 401,
   * or 419 after its one retry. The session machine subscribes, so no screen
   * decides expiry itself. Returns the unsubscribe.
   */
  onUnauthenticated(listener: (error: ApiError) => void): () => void
  /**
   * Ends every call under way or waiting for its turn, as leaving the page
   * would: each rejects with an `aborted` {@link ApiError} (`primeCsrf`
   * resolves with one). For an app that unmounts without unloading.
   */
  abortAll(): void
}

export const CSRF_COOKIE_PATH = DEFAULT_ENDPOINTS.csrfCookie
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN'
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN'

interface Answer {
  status: number
  ok: boolean
  headers: Headers
  parsed: { readable: true; data: unknown } | { readable: false }
  /** The browser followed a redirect to get this answer. */
  redirected: boolean
  method: HttpMethod
  url: string
}

export function createSanctumClient(options: SanctumClientOptions): SanctumClient {
  const baseURL = options.baseURL
  const sessionCookie = sessionCookieName(options.productName ?? 'Conecta')
  const readCookie = options.readCookie ?? readDocumentCookie
  const customFetch = options.fetch
  const unauthenticatedListeners = new Set<(error: ApiError) => void>()
  const endpoints: Readonly<SanctumEndpoints> = Object.freeze({
    ...DEFAULT_ENDPOINTS,
    ...options.endpoints,
  })
  // MSW and other interceptors replace the global fetch after this client may
  // have been created, so the global one is looked up on every call.
  const $fetch = createFetch({
    fetch: (input, init) => (customFetch ?? globalThis.fetch)(input, init),
  })

  function csrfHeaders(): Record<string, string> {
    const headers: Record<string, string> = {}
    const xsrf = readCookie(XSRF_COOKIE_NAME)
    if (xsrf) headers[XSRF_HEADER_NAME] = safeDecode(xsrf)
    // Laravel's session cookie is HttpOnly unless the backend changes it; then
    // it is unreadable here and the browser sends it on its own.
    const session = readCookie(sessionCookie)
    if (session) headers[sessionCookie] = safeDecode(session)
    return headers
  }

  async function send(
    method: HttpMethod,
    path: string,
    request: RequestOptions,
    withCsrf: boolean,
  ): Promise<Answer> {
    const url = joinURL(baseURL, path)
    const headers: Record<string, string> = { ...request.headers }
    let response: FetchResponse<string>
    try {
      await options.onRequest?.({ method, url, headers })
      response = await $fetch.raw<string, 'text'>(path, {
        baseURL,
        method,
        // ofetch's body type is wider than what we accept; it serialises plain
        // objects and arrays as JSON itself.
        body: request.body as BodyInit | Record<string, unknown> | undefined,
        query: request.query,
        headers: {
          ...headers,
          'X-Requested-With': 'XMLHttpRequest',
          Accept: 'application/json',
          ...(withCsrf ? csrfHeaders() : {}),
        },
        signal: request.signal,
        credentials: 'include',
        responseType: 'text',
        ignoreResponseError: true,
        retry: false,
      })
    } catch (error) {
      const cause = error instanceof Error && error.cause !== undefined ? error.cause : error
      const kind: ApiErrorKind =
        request.signal?.aborted || isAbortLike(cause) ? 'aborted' : 'network'
      // The original error is kept only as a cause without request options:
      // ofetch's error exposes the request headers, which hold the tokens.
      throw new ApiError({ kind, method, url, cause: stripped(cause) })
    }
    options.onResponse?.({ method, url, status: response.status, headers: response.headers })
    return {
      status: response.status,
      ok: response.ok,
      headers: response.headers,
      parsed: parseBody(response._data, response.headers.get('content-type')),
      redirected: response.redirected,
      method,
      url,
    }
  }

  const scheduler = createCallScheduler({
    waitMs: options.exclusiveWaitMs ?? DEFAULT_EXCLUSIVE_WAIT_MS,
    abortError: () => new ApiError({ kind: 'aborted' }),
  })

  // The question under way, shared by every call answered 423 meanwhile.
  let askingForPassword: Promise<ConfirmationOutcome> | null = null
  // Grows with every confirmation: a call sent before one ended and answered
  // 423 after it is sent again without asking a second time.
  let confirmations = 0
  // The sign-in question under way, shared by every call answered 401 meanwhile.
  let askingToSignIn: Promise<SignInOutcome> | null = null
  // 401 and 419 reports kept from the listeners while the person is asked to
  // sign in again: the session may yet go on, and a listener told it ended
  // would sign the app out under the dialog.
  let heldReports: ApiError[] = []
  // Grows with every sign-in through the question, and who it was: a call sent
  // before one ended and answered 401 after it carried the old session. The
  // same person's call is sent again without asking a second time; another
  // person's sign-in drops it. Either way its 401 is not news of an expiry.
  let signIns = 0
  let lastSignIn: 'same' | 'other' = 'same'
  // Aborted by abortAll(), so that calls waiting for the person's answer end too.
  let lifetime = new AbortController()

  function askForPassword(request: PasswordConfirmationRequest): Promise<ConfirmationOutcome> {
    const confirmPassword = options.confirmPassword
    if (confirmPassword === undefined) return Promise.resolve('unavailable')
    if (askingForPassword === null) {
      askingForPassword = (async (): Promise<ConfirmationOutcome> => {
        try {
          const confirmed = await confirmPassword(request)
          if (confirmed !== true) return 'cancelled'
          confirmations += 1
          return 'confirmed'
        } catch {
          return 'unavailable'
        } finally {
          askingForPassword = null
        }
      })()
    }
    return askingForPassword
  }

  /**
   * Opens the sign-in question, or joins the one under way. Synchronous up to
   * setting `askingToSignIn`, so that no 401 reaches the listeners between a
   * call's 401 and the question.
   */
  function askToSignIn(request: SignInAgainRequest): Promise<SignInOutcome> {
    const signInAgain = options.signInAgain
    if (signInAgain === undefined) return Promise.resolve('unavailable')
    if (askingToSignIn === null) {
      // The hook runs a turn later: one that throws at once must still find
      // the question set, or ending it would come before the assignment.
      askingToSignIn = Promise.resolve(request)
        .then(signInAgain)
        .then(
          (outcome): SignInOutcome =>
            outcome === 'same' || outcome === 'other' ? outcome : 'cancelled',
          (): SignInOutcome => 'unavailable',
        )
        .then(endSignIn)
    }
    return askingToSignIn
  }

  function endSignIn(outcome: SignInOutcome): SignInOutcome {
    askingToSignIn = null
    if (outcome === 'same' || outcome === 'other') {
      signIns += 1
      lastSignIn = outcome
    }
    const held = heldReports
    heldReports = []
    // Declined, or nobody could ask: the session did end, and the app hears it
    // once, as it would have without asking. Signed in again: it goes on.
    const first = held[0]
    if ((outcome === 'cancelled' || outcome === 'unavailable') && first !== undefined) {
      tellUnauthenticated(first)
    }
    return outcome
  }

  /** A 401 or 419 for the listeners, held back while the person is asked to sign in. */
  function reportUnauthenticated(error: ApiError): void {
    if (askingToSignIn !== null) heldReports.push(error)
    else tellUnauthenticated(error)
  }

  function tellUnauthenticated(error: ApiError): void {
    for (const listener of [...unauthenticatedListeners]) listener(error)
  }

  /** The person's answer, unless the caller's signal or abortAll() ends the call first. */
  function passwordOutcome(
    request: PasswordConfirmationRequest,
    signal: AbortSignal | undefined,
  ): Promise<ConfirmationOutcome> {
    return personsAnswer(() => askForPassword(request), request, signal)
  }

  /**
   * Waits for `ask()` (not called once the call has ended), unless the
   * caller's signal or abortAll() ends the call first; the question itself
   * stays for the other calls waiting on it.
   */
  function personsAnswer<Outcome>(
    ask: () => Promise<Outcome>,
    request: { method: HttpMethod; url: string },
    signal: AbortSignal | undefined,
  ): Promise<Outcome> {
    const signals = signal ? [signal, lifetime.signal] : [lifetime.signal]
    return new Promise<Outcome>((resolve, reject) => {
      const onAbort = () => {
        stop()
        reject(new ApiError({ kind: 'aborted', method: request.method, url: request.url }))
      }
      const stop = () => {
        for (const each of signals) each.removeEventListener('abort', onAbort)
      }
      if (signals.some((each) => each.aborted)) {
        onAbort()
        return
      }
      for (const each of signals) each.addEventListener('abort', onAbort, { once: true })
      ask().then(
        (outcome) => {
          stop()
          resolve(outcome)
        },
        // Only a listener that threw while told of a declined sign-in gets
        // here; its caller sees that error, as without asking.
        (error: unknown) => {
          stop()
          reject(error)
        },
      )
    })
  }

  async function primeCsrf(prime: { signal?: AbortSignal } = {}): Promise<CsrfPrimeResult> {
    let answer: Answer
    try {
      answer = await send('GET', endpoints.csrfCookie, { signal: prime.signal }, false)
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError({ kind: 'network' })
      return { ok: false, status: null, body: null, error: apiError }
    }
    if (answer.status === 204) return { ok: true, status: 204 }
    const body = answer.parsed.readable ? answer.parsed.data : null
    const error = answer.ok
      ? new ApiError({
          kind: 'invalid-response',
          status: answer.status,
          data: body,
          method: answer.method,
          url: answer.url,
        })
      : toHttpError(answer)
    return { ok: false, status: answer.status, body, error }
  }

  async function ensureCsrf(signal: AbortSignal | undefined): Promise<void> {
    const primed = await primeCsrf({ signal })
    if (!primed.ok) throw primed.error
  }

  async function primeInTurn(prime: { signal?: AbortSignal } = {}): Promise<CsrfPrimeResult> {
    try {
      return await scheduler.run('read', prime.signal, async (signal) => {
        const result = await primeCsrf({ signal })
        // Thrown so that a priming superseded by a login is sent again.
        if (!result.ok && result.error.kind === 'aborted') throw result.error
        return result
      })
    } catch (error) {
      const apiError = isApiError(error) ? error : new ApiError({ kind: 'aborted' })
      return { ok: false, status: null, body: null, error: apiError }
    }
  }

  function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    return sendWithCsrf<T>(method, path, options)
  }

  async function sendWithCsrf<T>(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions,
  ): Promise<T> {
    // A GET loses nothing (it can be made again), and an exclusive call is
    // itself a change of who is signed in.
    const mayAskToSignIn =
      options.signInAgain !== undefined &&
      method !== 'GET' &&
      requestOptions.exclusive !== true &&
      requestOptions.reportUnauthenticated !== false &&
      requestOptions.signInAgain !== false
    try {
      const signInsBefore = signIns
      // Set by this call's own 401, inside attempt(), before it rejects.
      const signIn: { next?: Promise<SignInOutcome> | 'resend' | 'dropped' } = {}
      const onUnauthenticated = mayAskToSignIn
        ? (error: ApiError) => {
            // Sent before someone signed in again: it carried the old cookie. The
            // same person's new session is worth one more try; another's is not
            // for it.
            if (signIns !== signInsBefore) {
              signIn.next = lastSignIn === 'same' ? 'resend' : 'dropped'
              return
            }
            signIn.next = askToSignIn({ method, url: error.url })
            reportUnauthenticated(error)
          }
        : (error: ApiError) => {
            // A 401 for the session before a sign-in is no news of the new one's end.
            if (signIns === signInsBefore) reportUnauthenticated(error)
          }
      try {
        return await sendConfirmingPassword<T>(method, path, requestOptions, onUnauthenticated)
      } catch (error) {
        const next = signIn.next
        if (!(error instanceof ApiError) || next === undefined) throw error
        if (next === 'dropped') throw endedBy('signed-in-as-other', error)
        if (next !== 'resend') {
          const outcome = await personsAnswer(
            () => next,
            { method, url: error.url },
            requestOptions.signal,
          )
          if (outcome === 'other') throw endedBy('signed-in-as-other', error)
          // Cancelled or unavailable: the 401 stands, and was reported when
          // the question ended.
          if (outcome !== 'same') throw error
        }
        // Sent again once: a second 401 rejects and is reported as it is.
        return await sendConfirmingPassword<T>(method, path, requestOptions, reportUnauthenticated)
      }
    } catch (error) {
      if (error instanceof ApiError) options.onError?.(error)
      throw error
    }
  }

  /** Sends the call in its turn, and once more after a 423 the person answered. */
  async function sendConfirmingPassword<T>(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions,
    onUnauthenticated: (error: ApiError) => void,
  ): Promise<T> {
    const kind: CallKind = requestOptions.exclusive
      ? 'exclusive'
      : method === 'GET'
        ? 'read'
        : 'write'
    const send = () =>
      scheduler.run(kind, requestOptions.signal, (signal) =>
        attempt<T>(method, path, { ...requestOptions, signal }, onUnauthenticated),
      )
    const confirmationsBefore = confirmations
    try {
      return await send()
    } catch (error) {
      if (
        !(error instanceof ApiError) ||
        !error.isPasswordConfirmationRequired ||
        requestOptions.confirmPassword === false
      ) {
        throw error
      }
      if (confirmations === confirmationsBefore) {
        const request = { method: error.method as HttpMethod, url: error.url }
        const outcome = await passwordOutcome(request, requestOptions.signal)
        if (outcome === 'unavailable') throw error
        if (outcome === 'cancelled') throw endedBy('confirmation-cancelled', error)
      }
      // Sent again once: a second 423 rejects as it is.
      return await send()
    }
  }

  async function attempt<T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions,
    onUnauthenticated: (error: ApiError) => void,
  ): Promise<T> {
    const needsCsrf = method !== 'GET'
    if (needsCsrf) await ensureCsrf(options.signal)
    let answer = await send(method, path, options, needsCsrf)
    // A 419 means the CSRF token rotated or the session expired meanwhile;
    // one fresh token settles the first case, the second must not loop.
    if (answer.status === 419) {
      await ensureCsrf(options.signal)
      answer = await send(method, path, options, true)
    }
    // The API answers every call itself. A change answered through a redirect
    // was not carried out, whatever the final answer says: the browser turned
    // it into a GET of another address (Laravel's `guest` routes send a
    // signed-in session to `/`, docs/api-contract.md#accounts).
    if (answer.redirected && method !== 'GET') {
      throw new ApiError({ kind: 'redirected', status: answer.status, method, url: answer.url })
    }
    if (!answer.ok) {
      const error = toHttpError(answer)
      if (
        (answer.status === 401 || answer.status === 419) &&
        options.reportUnauthenticated !== false
      ) {
        onUnauthenticated(error)
      }
      throw error
    }
    if (!answer.parsed.readable) {
      throw new ApiError({
        kind: 'invalid-response',
        status: answer.status,
        method: answer.method,
        url: answer.url,
      })
    }
    return answer.parsed.data as T
  }

  return {
    baseURL,
    endpoints,
    sessionCookieName: sessionCookie,
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, options) => request('POST', path, options),
    put: (path, options) => request('PUT', path, options),
    patch: (path, options) => request('PATCH', path, options),
    delete: (path, options) => request('DELETE', path, options),
    primeCsrf: primeInTurn,
    abortAll: () => {
      scheduler.abortAll()
      lifetime.abort()
      lifetime = new AbortController()
    },
    onUnauthenticated(listener) {
      unauthenticatedListeners.add(listener)
      return () => {
        unauthenticatedListeners.delete(listener)
      }
    },
  }
}

type ConfirmationOutcome = 'confirmed' | 'cancelled' | 'unavailable'

/** `unavailable`: the hook rejected, so nobody could be asked. */
type SignInOutcome = SignInAgainOutcome | 'unavailable'

/** The server's answer, told as what the person's choice made of it. */
function endedBy(
  kind: 'signed-in-as-other' | 'confirmation-cancelled',
  answer: ApiError,
): ApiError {
  return new ApiError({
    kind,
    status: answer.status,
    serverMessage: answer.serverMessage,
    data: answer.data,
    method: answer.method,
    url: answer.url,
  })
}

function toHttpError(answer: Answer): ApiError {
  const retryAfterSeconds = parseRetryAfter(answer.headers.get('retry-after'))
  if (!answer.parsed.readable) {
    return new ApiError({
      kind: 'invalid-response',
      status: answer.status,
      retryAfterSeconds,
      method: answer.method,
      url: answer.url,
    })
  }
  const data = answer.parsed.data
  return new ApiError({
    kind: 'http',
    status: answer.status,
    serverMessage: isRecord(data) && typeof data.message === 'string' ? data.message : null,
    fieldErrors: isRecord(data) ? readFieldErrors(data.errors) : {},
    retryAfterSeconds,
    data,
    method: answer.method,
    url: answer.url,
  })
}

/** Keeps only what Laravel's `errors` bag is made of: field → list of messages. */
function readFieldErrors(errors: unknown): Record<string, string[]> {
  const result: Record<string, string[]> = {}
  if (!isRecord(errors)) return result
  for (const [field, messages] of Object.entries(errors)) {
    if (typeof messages === 'string') result[field] = [messages]
    else if (Array.isArray(messages)) {
      const texts = messages.filter((message): message is string => typeof message === 'string')
      if (texts.length > 0) result[field] = texts
    }
  }
  return result
}

function parseBody(
  text: string | undefined,
  contentType: string | null,
): { readable: true; data: unknown } | { readable: false } {
  if (text === undefined || text.trim() === '') return { readable: true, data: undefined }
  // A proxy or load balancer answers with its own HTML page; even if such a
  // page happened to parse as JSON it is not the API speaking.
  if (contentType && !/^application\/([\w.+-]+\+)?json\b/i.test(contentType.trim())) {
    return { readable: false }
  }
  try {
    return { readable: true, data: JSON.parse(text) }
  } catch {
    return { readable: false }
  }
}

function isAbortLike(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error.name === 'AbortError' || error.name === 'TimeoutError')
  )
}

function stripped(cause: unknown): Error | undefined {
  if (!(cause instanceof Error)) return undefined
  const copy = new Error(cause.message)
  copy.name = cause.name
  return copy
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

function joinURL(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}
