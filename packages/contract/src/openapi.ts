// Generated from openapi.yaml by scripts/generateTypes.mjs: do not edit, run
// `npm run generate -w @conecta/contract` instead.

export interface paths {
  '/api/subscription/free-trial': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Starts the free trial */
    post: operations['startFreeTrial']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/subscription/payments': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The user's payments, newest first */
    get: operations['listPayments']
    put?: never
    /**
     * Starts an M-Pesa payment for a plan
     * @description The same `Idempotency-Key` (per user) always answers with the same payment, whatever the
     *     body: a double tap, a retry after a lost answer or a reload never charges twice. While the
     *     user already has a `pending` payment, a new key answers 409 with that payment, which the
     *     client resumes.
     */
    post: operations['createPayment']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/subscription/payments/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One payment, polled until its status is final */
    get: operations['getPayment']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/subscription/plans': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The plans and their prices (public) */
    get: operations['listPlans']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/user': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The signed-in user and their subscription */
    get: operations['getCurrentUser']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/email/verification-notification': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Sends the verification mail again */
    post: operations['resendVerification']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/forgot-password': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Sends the password reset mail
     * @description The mail links to the app at `/password-reset/{token}?email=…`.
     */
    post: operations['forgotPassword']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/login': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Signs in
     * @description Wrong credentials and too many attempts are both 422 on `errors.email`.
     */
    post: operations['login']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/logout': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Signs out */
    post: operations['logout']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/register': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Creates an account, signs it in and sends the verification mail */
    post: operations['register']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/reset-password': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Sets a new password with the token of the reset mail */
    post: operations['resetPassword']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/sanctum/csrf-cookie': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Sets the XSRF-TOKEN and session cookies
     * @description Any status other than 204 means the app cannot work: it shows its maintenance page.
     *     The `XSRF-TOKEN` cookie must be readable by the app (not HttpOnly) and sent for the app's
     *     host (`SESSION_DOMAIN`); the session cookie is HttpOnly.
     */
    get: operations['primeCsrf']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Deletes the account and ends the session */
    delete: operations['deleteAccount']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/password': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Changes the password */
    put: operations['updatePassword']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/profile-information': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Changes the name and e-mail
     * @description A new e-mail address is unverified until its link is opened.
     */
    put: operations['updateProfile']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/verify-email/{id}/{hash}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The signed link of the verification mail
     * @description Opened by the person's browser from the mail, not called by the app.
     */
    get: operations['verifyEmail']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
export type webhooks = Record<string, never>
export interface components {
  schemas: {
    CsrfMismatchBody: {
      /** @constant */
      message: 'CSRF token mismatch.'
    }
    CurrentUserResponse: {
      subscription_info?: components['schemas']['SubscriptionInfo']
      user: components['schemas']['User']
    }
    /** @description Laravel's messages for each refused field. */
    FieldErrors: {
      [key: string]: string[]
    }
    LoginRequest: {
      email: string
      password: string
      remember?: boolean
    }
    MessageBody: {
      message: string
    }
    Payment: {
      amount: number
      /** @description The M-Pesa result code (`INS-0` …), `null` while nothing was heard. */
      code: string | null
      /** Format: date-time */
      created_at: string
      /** @constant */
      currency: 'MZN'
      id: string
      /** @description Vodacom's description of the code. */
      message: string | null
      phone_number: components['schemas']['PhoneNumber']
      plan: string
      reference: string
      status: components['schemas']['PaymentStatus']
      transaction_id: string | null
    }
    PaymentEnvelope: {
      data: components['schemas']['Payment']
    }
    /** @enum {string} */
    PaymentStatus: 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired'
    PendingPaymentConflict: {
      message: string
      payment: components['schemas']['Payment'] & {
        /** @constant */
        status: 'pending'
      }
    }
    /** @description A Vodacom Mozambique M-Pesa number, normalised. */
    PhoneNumber: string
    Plan: {
      /** @constant */
      currency: 'MZN'
      duration_days: number
      id: string
      name: string
      /** @description In meticais. */
      price: number
    }
    RegisterRequest: {
      email: string
      name: string
      password: string
      password_confirmation: string
    }
    ResetPasswordRequest: {
      email: string
      password: string
      password_confirmation: string
      token: string
    }
    SubscriptionData: {
      /** Format: date-time */
      end_date: string
      phoneNumber: string
      /** @description `free_trial` for the trial, otherwise a plan id. */
      plan: string
      /** Format: date-time */
      start_date: string
    }
    SubscriptionInfo: {
      can_free_trial: boolean
      data: components['schemas']['SubscriptionData'] | null
      /** @description Days in arrears. */
      dept_days: number
    }
    UnauthenticatedBody: {
      /** @constant */
      message: 'Unauthenticated.'
    }
    UnverifiedBody: {
      /** @constant */
      message: 'Your email address is not verified.'
    }
    User: {
      /** Format: date-time */
      created_at: string
      email: string
      /** Format: date-time */
      email_verified_at: string | null
      id: number
      name: string
    }
    ValidationErrorBody: {
      errors: components['schemas']['FieldErrors']
      message: string
    }
  }
  responses: {
    /** @description The `X-XSRF-TOKEN` header is missing or does not match the session. */
    CsrfMismatch: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['CsrfMismatchBody']
      }
    }
    /** @description The API is down for maintenance. */
    Maintenance: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['MessageBody']
      }
    }
    /** @description Done; `status` is Laravel's sentence about it. */
    Status: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': {
          status: string
        }
      }
    }
    /** @description Throttled; `Retry-After` says in how many seconds to try again. */
    TooManyAttempts: {
      headers: {
        /** @description Seconds; readable cross-origin only if CORS exposes it. */
        'Retry-After'?: string
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['MessageBody']
      }
    }
    /** @description No signed-in user. */
    Unauthenticated: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['UnauthenticatedBody']
      }
    }
    /** @description The user's e-mail address is not verified (Breeze's `verified` middleware). */
    Unverified: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['UnverifiedBody']
      }
    }
    /** @description The input was refused; messages per field. */
    ValidationFailed: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['ValidationErrorBody']
      }
    }
  }
  parameters: {
    /** @description The URL-decoded value of the `XSRF-TOKEN` cookie; without it, 419. */
    XsrfToken: string
  }
  requestBodies: never
  headers: never
  pathItems: never
}
export type $defs = Record<string, never>
export interface operations {
  startFreeTrial: {
    parameters: {
      query?: never
      header: {
        /** @description The URL-decoded value of the `XSRF-TOKEN` cookie; without it, 419. */
        'X-XSRF-TOKEN': components['parameters']['XsrfToken']
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Started; the client fetches `/api/user` again. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      401: components['responses']['Unauthenticated']
      /** @description The e-mail is unverified, or the trial was already used. */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['MessageBody']
        }
      }
      419: components['responses']['CsrfMismatch']
    }
  }
  listPayments: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Every payment of the signed-in user. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            data: components['schemas']['Payment'][]
          }
        }
      }
      401: components['responses']['Unauthenticated']
      409: components['responses']['Unverified']
    }
  }
  createPayment: {
    parameters: {
      query?: never
      header: {
        /** @description One per payment attempt, chosen by the client. */
        'Idempotency-Key': string
        /** @description The URL-decoded value of the `XSRF-TOKEN` cookie; without it, 419. */
        'X-XSRF-TOKEN': components['parameters']['XsrfToken']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          phone_number: components['schemas']['PhoneNumber']
          /** @description A plan id from `GET /api/subscription/plans`. */
          plan: string
        }
      }
    }
    responses: {
      /** @description The payment, usually still `pending` while the customer types the PIN. */
      202: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PaymentEnvelope']
        }
      }
      /** @description The `Idempotency-Key` header is missing (a client bug). */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['MessageBody']
        }
      }
      401: components['responses']['Unauthenticated']
      /**
       * @description Either the e-mail is unverified (`{message}`), or the user already has a pending
       *     payment (`{message, payment}`): the client resumes that payment.
       */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json':
            | components['schemas']['PendingPaymentConflict']
            | components['schemas']['UnverifiedBody']
        }
      }
      419: components['responses']['CsrfMismatch']
      422: components['responses']['ValidationFailed']
    }
  }
  getPayment: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The payment. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PaymentEnvelope']
        }
      }
      401: components['responses']['Unauthenticated']
      /** @description No such payment for this user. */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['MessageBody']
        }
      }
      409: components['responses']['Unverified']
    }
  }
  listPlans: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Every plan on sale. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            data: components['schemas']['Plan'][]
          }
        }
      }
      429: components['responses']['TooManyAttempts']
      503: components['responses']['Maintenance']
    }
  }
  getCurrentUser: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The user and, when known, `subscription_info`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CurrentUserResponse']
        }
      }
      401: components['responses']['Unauthenticated']
      409: components['responses']['Unverified']
    }
  }
  resendVerification: {
    parameters: {
      query?: never
      header: {
        /** @description The URL-decoded value of the `XSRF-TOKEN` cookie; without it, 419. */
        'X-XSRF-TOKEN': components['parameters']['XsrfToken']
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description `verification-link-sent`, or `already-verified` when there is nothing to do. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'verification-link-sent' | 'already-verified'
          }
        }
      }
      401: components['responses']['Unauthenticated']
      419: components['responses']['CsrfMismatch']
      429: components['responses']['TooManyAttempts']
    }
  }
  forgotPassword: {
    parameters: {
      query?: never
      header: {
        /** @description The URL-decoded value of the `XSRF-TOKEN` cookie; without it, 419. */
        'X-XSRF-TOKEN': components['parameters']['XsrfToken']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          email: string
        }
      }
    }
    responses: {
      200: components['responses']['Status']
      419: components['responses']['CsrfMismatch']
      422: components['responses']['ValidationFailed']
      429: components['responses']['TooManyAttempts']
    }
  }
  login: {
    parameters: {
      query?: never
      header: {
        /** @description The URL-decoded value of the `XSRF-TOKEN` cookie; without it, 419. */
        'X-XSRF-TOKEN': components['parameters']['XsrfToken']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginRequest']
      }
    }
    responses: {
      /** @description Signed in; the session id is regenerated. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      419: components['responses']['CsrfMismatch']
      422: components['responses']['ValidationFailed']
      429: components['responses']['TooManyAttempts']
    }
  }
  logout: {
    parameters: {
      query?: never
      header: {
        /** @description The URL-decoded value of the `XSRF-TOKEN` cookie; without it, 419. */
        'X-XSRF-TOKEN': components['parameters']['XsrfToken']
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Signed out; the session is invalidated. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      401: components['responses']['Unauthenticated']
      419: components['responses']['CsrfMismatch']
    }
  }
  register: {
    parameters: {
      query?: never
      header: {
        /** @description The URL-decoded value of the `XSRF-TOKEN` cookie; without it, 419. */
        'X-XSRF-TOKEN': components['parameters']['XsrfToken']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterRequest']
      }
    }
    responses: {
      /** @description Registered and signed in. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      419: components['responses']['CsrfMismatch']
      422: components['responses']['ValidationFailed']
      429: components['responses']['TooManyAttempts']
    }
  }
  resetPassword: {
    parameters: {
      query?: never
      header: {
        /** @description The URL-decoded value of the `XSRF-TOKEN` cookie; without it, 419. */
        'X-XSRF-TOKEN': components['parameters']['XsrfToken']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ResetPasswordRequest']
      }
    }
    responses: {
      200: components['responses']['Status']
      419: components['responses']['CsrfMismatch']
      422: components['responses']['ValidationFailed']
    }
  }
  primeCsrf: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Cookies set. */
      204: {
        headers: {
          /** @description `XSRF-TOKEN=…; Path=/; SameSite=Lax` and `{app}_session=…; Path=/; HttpOnly; SameSite=Lax`. */
          'Set-Cookie'?: string
          [name: string]: unknown
        }
        content?: never
      }
      503: components['responses']['Maintenance']
    }
  }
  deleteAccount: {
    parameters: {
      query?: never
      header: {
        /** @description The URL-decoded value of the `XSRF-TOKEN` cookie; without it, 419. */
        'X-XSRF-TOKEN': components['parameters']['XsrfToken']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          password: string
        }
      }
    }
    responses: {
      /** @description Deleted; the session is invalidated. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      401: components['responses']['Unauthenticated']
      419: components['responses']['CsrfMismatch']
      422: components['responses']['ValidationFailed']
    }
  }
  updatePassword: {
    parameters: {
      query?: never
      header: {
        /** @description The URL-decoded value of the `XSRF-TOKEN` cookie; without it, 419. */
        'X-XSRF-TOKEN': components['parameters']['XsrfToken']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          current_password: string
          password: string
          password_confirmation: string
        }
      }
    }
    responses: {
      /** @description Saved (no body). */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      401: components['responses']['Unauthenticated']
      419: components['responses']['CsrfMismatch']
      422: components['responses']['ValidationFailed']
    }
  }
  updateProfile: {
    parameters: {
      query?: never
      header: {
        /** @description The URL-decoded value of the `XSRF-TOKEN` cookie; without it, 419. */
        'X-XSRF-TOKEN': components['parameters']['XsrfToken']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          email: string
          name: string
        }
      }
    }
    responses: {
      /** @description Saved (no body); the client fetches `/api/user` again. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      401: components['responses']['Unauthenticated']
      419: components['responses']['CsrfMismatch']
      422: components['responses']['ValidationFailed']
    }
  }
  verifyEmail: {
    parameters: {
      query: {
        expires: string
        signature: string
      }
      header?: never
      path: {
        hash: string
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Verified; redirects to the app. */
      302: {
        headers: {
          /** @description `{FRONTEND_URL}/profile?verified=1`. */
          Location?: string
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The signature is invalid or expired, or the link is for another user. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['MessageBody']
        }
      }
    }
  }
}
