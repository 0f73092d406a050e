/**
 * - `http`: the server answered with an error status and a readable body (or none).
 * - `network`: no answer at all (offline, DNS, CORS refusal, connection reset).
 * - `aborted`: the caller's signal cancelled the call.
 * - `invalid-response`: an answer that is not the JSON the API speaks, such as a
 *   proxy's HTML error page or a successful answer of the wrong shape.
 * - `redirected`: a call that changes something (not a GET) was answered through a
 *   redirect the browser followed, so it was not carried out: the API never
 *   redirects, but Laravel's `guest` routes send a signed-in session to `/`.
 * - `confirmation-cancelled`: the call was answered 423 (password confirmation
 *   required) and the person chose not to confirm: nothing was done, and a
 *   form keeps what was typed without showing an error.
 * - `signed-in-as-other`: the call was answered 401 (the session had ended), and
 *   the person asked to sign in again signed in as someone else: the call was
 *   not sent again, since what it carried belonged to the previous person.
 */
export type ApiErrorKind =
  | 'http'
  | 'network'
  | 'aborted'
  | 'invalid-response'
  | 'redirected'
  | 'confirmation-cancelled'
  | 'signed-in-as-other'

export interface ApiErrorInit {
  kind: ApiErrorKind
  status?: number | null
  serverMessage?: string | null
  fieldErrors?: Record<string, string[]>
  retryAfterSeconds?: number | null
  data?: unknown
  method?: string
  url?: string
  cause?: unknown
}

// A registry symbol survives two copies of this package in one bundle, where
// `instanceof` would not.
const brand = Symbol.for('@conecta/session-machine/ApiError')

/** The one error every failed API call becomes, so screens never parse raw bodies. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  /** The HTTP status, or `null` when no response arrived. */
  readonly status: number | null
  /** The `message` field of the server's JSON body, as sent (often English). */
  readonly serverMessage: string | null
  /** Laravel's 422 `errors`: field name → messages; empty otherwise. */
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>
  /** Seconds to wait, from a readable 429 `Retry-After` header. */
  readonly retryAfterSeconds: number | null
  /** The parsed response body, for logging; `null` when there was none. */
  readonly data: unknown
  readonly method: string
  readonly url: string

  constructor(init: ApiErrorInit) {
    const status = init.status ?? null
    const retryAfterSeconds = init.retryAfterSeconds ?? null
    super(
      humanMessage(init.kind, status, retryAfterSeconds),
      init.cause === undefined ? undefined : { cause: init.cause },
    )
    this.kind = init.kind
    this.status = status
    this.serverMessage = init.serverMessage ?? null
    this.fieldErrors = init.fieldErrors ?? {}
    this.retryAfterSeconds = retryAfterSeconds
    this.data = init.data ?? null
    this.method = init.method ?? 'GET'
    this.url = init.url ?? ''
    Object.defineProperty(this, brand, { value: true })
  }

  get isValidation(): boolean {
    return this.status === 422
  }

  get isUnauthenticated(): boolean {
    return this.status === 401
  }

  /** 409 is also used for other conflicts (a free trial already used), hence the message check. */
  get isUnverified(): boolean {
    return this.status === 409 && /not verified/i.test(this.serverMessage ?? '')
  }

  get isCsrfMismatch(): boolean {
    return this.status === 419
  }

  get isThrottled(): boolean {
    return this.status === 429
  }

  get isServerError(): boolean {
    return this.status !== null && this.status >= 500
  }

  get isMaintenance(): boolean {
    return this.status === 503
  }

  get isNetworkError(): boolean {
    return this.kind === 'network'
  }

  get isAborted(): boolean {
    return this.kind === 'aborted'
  }

  /** A 423: the route wants the password confirmed first (docs/api-contract.md#password-confirmation). */
  get isPasswordConfirmationRequired(): boolean {
    return this.kind === 'http' && this.status === 423
  }

  /** The person was asked to confirm their password and cancelled: abandoned, not failed. */
  get isConfirmationCancelled(): boolean {
    return this.kind === 'confirmation-cancelled'
  }

  /** Answered 401, then someone else signed in: dropped, not failed (see `signed-in-as-other` above). */
  get isSignedInAsOther(): boolean {
    return this.kind === 'signed-in-as-other'
  }

  /** Not carried out: the server redirected it (see `redirected` above). */
  get isRedirected(): boolean {
    return this.kind === 'redirected'
  }

  /** Messages of one field from a 422, empty when the field had none. */
  errorsFor(field: string): readonly string[] {
    return Object.hasOwn(this.fieldErrors, field) ? (this.fieldErrors[field] ?? []) : []
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError || (value instanceof Error && brand in value)
}

/** Turns anything thrown into an ApiError, keeping one that already is. */
export function toApiError(value: unknown): ApiError {
  if (isApiError(value)) return value
  if (isAbortError(value)) return new ApiError({ kind: 'aborted', cause: value })
  if (value instanceof TypeError) return new ApiError({ kind: 'network', cause: value })
  return new ApiError({ kind: 'invalid-response', cause: value })
}

function isAbortError(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    (value.name === 'AbortError' || value.name === 'TimeoutError')
  )
}

// Server messages are Laravel's English defaults ('Unauthenticated.', 'Server
// Error'), so the message a screen can show is always our own Portuguese text;
// the server's words stay available in `serverMessage`.
function humanMessage(
  kind: ApiErrorKind,
  status: number | null,
  retryAfterSeconds: number | null,
): string {
  switch (kind) {
    case 'network':
      return 'Não foi possível ligar ao servidor. Verifique a sua ligação à internet e tente novamente.'
    case 'aborted':
      return 'O pedido foi cancelado.'
    case 'invalid-response':
      return 'O servidor enviou uma resposta inesperada. Tente novamente dentro de momentos.'
    case 'redirected':
      return 'O pedido não foi feito: este navegador já tem uma sessão iniciada. Actualize a página e tente novamente.'
    case 'confirmation-cancelled':
      return 'A acção foi cancelada: a palavra-passe não foi confirmada.'
    case 'signed-in-as-other':
      return 'Entrou outra pessoa: o que estava a ser enviado foi descartado.'
    case 'http':
      return httpMessage(status, retryAfterSeconds)
  }
}

function httpMessage(status: number | null, retryAfterSeconds: number | null): string {
  if (status === 401) return 'Você não está autenticado'
  if (status === 403) return 'Não tem permissão para efectuar esta operação.'
  if (status === 404) return 'O recurso pedido não foi encontrado.'
  if (status === 409) return 'O pedido está em conflito com o estado actual da sua conta.'
  if (status === 419) return 'A sua sessão expirou. Actualize a página e tente novamente.'
  if (status === 422) return 'Verifique os dados introduzidos.'
  if (status === 423) return 'Por segurança, confirme a sua palavra-passe e tente novamente.'
  if (status === 429) {
    if (retryAfterSeconds === null)
      return 'Demasiadas tentativas. Tente novamente dentro de momentos.'
    const unit = retryAfterSeconds === 1 ? 'segundo' : 'segundos'
    return `Demasiadas tentativas. Tente novamente dentro de ${retryAfterSeconds} ${unit}.`
  }
  if (status === 503) return 'O website está em manutenção. Voltará a estar disponível em breve.'
  if (status !== null && status >= 500)
    return 'Ocorreu um erro no servidor. Tente novamente mais tarde.'
  return `O pedido falhou (estado ${status ?? 'desconhecido'}).`
}
