// Generated from openapi.yaml by scripts/generateTypes.mjs: do not edit, run
// `npm run generate -w @conecta/contract` instead.

export interface paths {
  '/': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Breeze's home route
     * @description Where `guest` routes send a signed-in session (`SignedInAlready`).
     */
    get: operations['home']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
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
  '/api/user/sessions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The person's browser sessions, most recent first */
    get: operations['listBrowserSessions']
    put?: never
    post?: never
    /**
     * Ends every session of the person but this one
     * @description Each of those browsers gets 401 on its next call.
     */
    delete: operations['endOtherBrowserSessions']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/user/sessions/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Ends one other session of the person
     * @description That browser gets 401 on its next call. The current session ends with `POST /logout`.
     */
    delete: operations['endBrowserSession']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/email-change/verify/{id}/{hash}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The signed link of the e-mail change, mailed to the new address
     * @description Opened by a browser from the mail (any browser: the signature proves it, no session is
     *     needed), not called by the app. Swaps `email` for `pending_email`, sets
     *     `email_verified_at`, clears `pending_email` and mails the old address that the change
     *     happened. The redirect's query is a hint only: the app shows a success only when
     *     `/api/user` says so.
     */
    get: operations['confirmEmailChange']
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
     * @description Wrong credentials and too many attempts are both 422 on `errors.email`. Failures are
     *     counted per lower-cased e-mail and client address (Breeze's `throttleKey`): 5 a minute.
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
  '/two-factor-challenge': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Finishes a login that answered `{two_factor: true}`
     * @description Send `code` (the authenticator app's 6 digits) or `recovery_code`. Each code works once:
     *     a recovery code is replaced by a new one when used. Throttled to 5 tries a minute.
     */
    post: operations['twoFactorChallenge']
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
  '/user/confirm-password': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Confirms the password for the next three hours of this session
     * @description Fortify. Keeps `auth.password_confirmed_at` in the session: routes behind Laravel's
     *     `password.confirm` middleware answer 423 until then, and again 3 hours
     *     (`auth.password_timeout`, 10800 s) later. Signing in does not count as a confirmation.
     */
    post: operations['confirmPassword']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/confirmed-password-status': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Whether the password was confirmed recently enough */
    get: operations['getPasswordConfirmationStatus']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/confirmed-two-factor-authentication': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Turns two-factor authentication on with a first code */
    post: operations['confirmTwoFactor']
    delete?: never
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
  '/user/pending-email': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Drops the pending e-mail change
     * @description The address stays as it was and the links already mailed stop working. Nothing pending is
     *     not an error.
     */
    delete: operations['cancelPendingEmail']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/pending-email/notification': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Mails the link of the pending e-mail change again
     * @description A new signed link (valid 60 minutes) to `pending_email`; earlier links keep working until
     *     they expire. Throttled `6,1` per person.
     */
    post: operations['resendPendingEmailLink']
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
     * @description Behind `password.confirm` (423 until the password was confirmed in the last 3 hours). The
     *     name changes at once. A different e-mail address, on a backend with the pending change
     *     (its `user` has `pending_email`), does not replace `email`: it is kept as `pending_email`,
     *     a signed link valid 60 minutes is mailed to it (`GET /email-change/verify/{id}/{hash}`),
     *     and a notice naming the new address only partly (`n…@example.co.mz`) is mailed to the
     *     current one. The same address leaves a pending change as it was. On a backend without it
     *     (plain Fortify, no `pending_email`) the new address replaces the old at once, unverified,
     *     and the verification mail goes to it; such a backend may also answer without 423. A
     *     person whose current address is not verified yet gets that replacement on either backend.
     */
    put: operations['updateProfile']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/two-factor-authentication': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Starts two-factor authentication (not yet confirmed)
     * @description Fortify. Creates a TOTP secret and 8 recovery codes; two-factor is on only once
     *     `POST /user/confirmed-two-factor-authentication` accepts a code. When the person already
     *     has a secret (set up but not confirmed, or on) nothing changes unless `force` is true;
     *     forcing keeps `two_factor_confirmed_at`, as Fortify does.
     */
    post: operations['enableTwoFactor']
    /**
     * Turns two-factor authentication off
     * @description Forgets the secret, the recovery codes and the confirmation.
     */
    delete: operations['disableTwoFactor']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/two-factor-qr-code': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The QR code an authenticator app scans */
    get: operations['getTwoFactorQrCode']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/two-factor-recovery-codes': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The recovery codes */
    get: operations['getRecoveryCodes']
    put?: never
    /** Replaces the recovery codes with a new set */
    post: operations['regenerateRecoveryCodes']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/two-factor-secret-key': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The TOTP secret, for typing into an authenticator app */
    get: operations['getTwoFactorSecretKey']
    put?: never
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
     * @description Opened by a browser from the mail (any browser: the signature proves it, no session is
     *     needed), not called by the app. The redirect's query is a hint only: the app shows a
     *     success only when `/api/user` says so.
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
    BrowserSession: {
      /** @description An opaque identifier (a hash), never the session id itself. */
      id: string
      ip_address: string | null
      /** @description Whether this is the session of the browser asking. */
      is_current_device: boolean
      /** Format: date-time */
      last_active_at: string
      /** @description The `User-Agent` header as the browser sent it. */
      user_agent: string | null
    }
    CsrfMismatchBody: {
      /** @constant */
      message: 'CSRF token mismatch.'
    }
    CurrentUserResponse: {
      subscription_info?: components['schemas']['SubscriptionInfo']
      user: components['schemas']['User']
    }
    EmptyArray: unknown[]
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
    PasswordConfirmationRequiredBody: {
      /** @constant */
      message: 'Password confirmation required.'
    }
    PasswordConfirmationStatus: {
      confirmed: boolean
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
    RecoveryCodes: string[]
    RegisterRequest: {
      email: string
      name: string
      password: string
      password_confirmation: string
    }
    ResetPasswordRequest: {
      email: string
      /**
       * @description `true` ends every session of the person (a phone left signed in stops being a way in).
       *     Ignored by a backend without browser sessions.
       */
      logout_other_devices?: boolean
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
    TwoFactorChallengeRequest: {
      /** @description The 6 digits the authenticator app shows now. */
      code?: string
      /** @description One of the recovery codes, `xxxxxxxxxx-xxxxxxxxxx`. */
      recovery_code?: string
    }
    TwoFactorChallengeRequired: {
      /** @constant */
      two_factor: true
    }
    TwoFactorQrCode: {
      /** @description The QR code of `url` as SVG markup, made by the server. */
      svg: string
      /**
       * @description `otpauth://totp/{issuer}:{email}?secret=…&issuer=…` (SHA-1, 6 digits, 30 s); the
       *     issuer is the backend's `APP_NAME`.
       */
      url: string
    }
    TwoFactorSecretKey: {
      /** @description Base32. */
      secretKey: string
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
      /**
       * @description The new address waiting for its link to be opened, `null` when no change is pending.
       *     Absent from a backend without the pending e-mail change (plain Breeze or Fortify),
       *     where a new address replaces the old at once.
       */
      pending_email?: string | null
      /**
       * Format: date-time
       * @description When two-factor authentication was turned on, `null` while it is off. Absent from a
       *     backend without two-factor authentication (Breeze only).
       */
      two_factor_confirmed_at?: string | null
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
    /** @description The backend does not offer this feature (a Breeze-only backend has no such route). */
    NotOffered: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['MessageBody']
      }
    }
    /**
     * @description Laravel's `password.confirm` middleware: no password confirmation in this session within
     *     `auth.password_timeout` (3 hours). Nothing was done; confirm with
     *     `POST /user/confirm-password`, then call again.
     */
    PasswordConfirmationRequired: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['PasswordConfirmationRequiredBody']
      }
    }
    /**
     * @description Laravel's `guest` middleware (RedirectIfAuthenticated): the session already has a signed-in
     *     user, so the call is not carried out and the browser is sent to the API's `/`. A
     *     `fetch` follows the redirect and sees `GET /`'s 200: a client must tell it apart from a
     *     success (`Response.redirected`).
     */
    SignedInAlready: {
      headers: {
        /** @description The API's `/`. */
        Location?: string
        [name: string]: unknown
      }
      content?: never
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
    /**
     * @description Too many wrong passwords inside a session: 5 in a minute across
     *     `POST /user/confirm-password`, `PUT /user/password` and `DELETE /user` (one limiter per
     *     person), so the call is refused whatever the route and the password it carries;
     *     `Retry-After` says in how many seconds to try again.
     */
    TooManyWrongPasswords: {
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
  home: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The framework's version. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            Laravel: string
          }
        }
      }
    }
  }
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
      /** @description Every plan on sale, and how long the free trial lasts. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            data: components['schemas']['Plan'][]
            /** @description Days of the free trial, said on the landing page and before "Iniciar teste gratuito". Optional: without it the client offers the trial without a length. */
            free_trial_days?: number
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
  listBrowserSessions: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Every live session of the signed-in person, this one included. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            data: components['schemas']['BrowserSession'][]
          }
        }
      }
      401: components['responses']['Unauthenticated']
      404: components['responses']['NotOffered']
    }
  }
  endOtherBrowserSessions: {
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
      /** @description The other sessions ended. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      401: components['responses']['Unauthenticated']
      404: components['responses']['NotOffered']
      419: components['responses']['CsrfMismatch']
      423: components['responses']['PasswordConfirmationRequired']
    }
  }
  endBrowserSession: {
    parameters: {
      query?: never
      header: {
        /** @description The URL-decoded value of the `XSRF-TOKEN` cookie; without it, 419. */
        'X-XSRF-TOKEN': components['parameters']['XsrfToken']
      }
      path: {
        /** @description The `id` of `GET /api/user/sessions`. */
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description That session ended. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      401: components['responses']['Unauthenticated']
      /** @description No such session of this person (or the backend does not offer the list). */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['MessageBody']
        }
      }
      419: components['responses']['CsrfMismatch']
      /** @description `id` names the current session: use `POST /logout`. */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ValidationErrorBody']
        }
      }
      423: components['responses']['PasswordConfirmationRequired']
    }
  }
  confirmEmailChange: {
    parameters: {
      query: {
        expires: string
        signature: string
      }
      header?: never
      path: {
        /** @description `sha1` of the new address. */
        hash: string
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /**
       * @description `{FRONTEND_URL}/profile?email-changed=1` when changed (also when this link's change
       *     was already made); `{FRONTEND_URL}/login?email-change=invalid` when the link is
       *     expired, tampered, cancelled or replaced by a later change;
       *     `{FRONTEND_URL}/profile?email-change=taken` when another account took the new address
       *     meanwhile (the pending change is then dropped).
       */
      302: {
        headers: {
          /** @description The app's page, with the outcome in the query. */
          Location?: string
          [name: string]: unknown
        }
        content?: never
      }
      404: components['responses']['NotOffered']
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
      302: components['responses']['SignedInAlready']
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
      /**
       * @description The credentials are right but the person has two-factor authentication on: not signed
       *     in yet. The session remembers who (and `remember`) until `POST /two-factor-challenge`.
       */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['TwoFactorChallengeRequired']
        }
      }
      /** @description Signed in; the session id is regenerated. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      302: components['responses']['SignedInAlready']
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
      302: components['responses']['SignedInAlready']
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
      302: components['responses']['SignedInAlready']
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
  twoFactorChallenge: {
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
        'application/json': components['schemas']['TwoFactorChallengeRequest']
      }
    }
    responses: {
      /** @description Signed in (`remember` of the login honoured); the session id is regenerated. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      302: components['responses']['SignedInAlready']
      404: components['responses']['NotOffered']
      419: components['responses']['CsrfMismatch']
      /**
       * @description `errors.code` (`The provided two factor authentication code was invalid.`), also when
       *     no login is waiting, or `errors.recovery_code` (`The provided two factor recovery code
       *     was invalid.`) when a recovery code was sent.
       */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ValidationErrorBody']
        }
      }
      429: components['responses']['TooManyAttempts']
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
      429: components['responses']['TooManyWrongPasswords']
    }
  }
  confirmPassword: {
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
      /** @description Confirmed (no body). */
      201: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      401: components['responses']['Unauthenticated']
      419: components['responses']['CsrfMismatch']
      422: components['responses']['ValidationFailed']
      429: components['responses']['TooManyWrongPasswords']
    }
  }
  getPasswordConfirmationStatus: {
    parameters: {
      query?: {
        /** @description The window to ask about; Laravel's `auth.password_timeout` when absent. */
        seconds?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description `confirmed` is true while the last confirmation is younger than the window. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PasswordConfirmationStatus']
        }
      }
      401: components['responses']['Unauthenticated']
    }
  }
  confirmTwoFactor: {
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
          /** @description The 6 digits the authenticator app shows now. */
          code: string
        }
      }
    }
    responses: {
      /** @description On; `two_factor_confirmed_at` is set (no body). */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      401: components['responses']['Unauthenticated']
      404: components['responses']['NotOffered']
      419: components['responses']['CsrfMismatch']
      /** @description `errors.code`: `The provided two factor authentication code was invalid.` */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ValidationErrorBody']
        }
      }
      423: components['responses']['PasswordConfirmationRequired']
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
          /**
           * @description `true` ends every other session of the person (as `DELETE /api/user/sessions`);
           *     this one stays. Ignored by a backend without browser sessions.
           */
          logout_other_devices?: boolean
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
      429: components['responses']['TooManyWrongPasswords']
    }
  }
  cancelPendingEmail: {
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
      /** @description Nothing is pending any more. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      401: components['responses']['Unauthenticated']
      404: components['responses']['NotOffered']
      419: components['responses']['CsrfMismatch']
    }
  }
  resendPendingEmailLink: {
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
      /** @description Sent (no body). */
      202: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      401: components['responses']['Unauthenticated']
      /**
       * @description Nothing is pending (`There is no pending email change.`), or the backend has no pending
       *     change (plain Fortify).
       */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['MessageBody']
        }
      }
      419: components['responses']['CsrfMismatch']
      429: components['responses']['TooManyAttempts']
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
      423: components['responses']['PasswordConfirmationRequired']
    }
  }
  enableTwoFactor: {
    parameters: {
      query?: never
      header: {
        /** @description The URL-decoded value of the `XSRF-TOKEN` cookie; without it, 419. */
        'X-XSRF-TOKEN': components['parameters']['XsrfToken']
      }
      path?: never
      cookie?: never
    }
    requestBody?: {
      content: {
        'application/json': {
          /** @description Replace an existing secret and its recovery codes. */
          force?: boolean
        }
      }
    }
    responses: {
      /** @description The secret and recovery codes exist (no body). */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      401: components['responses']['Unauthenticated']
      404: components['responses']['NotOffered']
      419: components['responses']['CsrfMismatch']
      423: components['responses']['PasswordConfirmationRequired']
    }
  }
  disableTwoFactor: {
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
      /** @description Off (no body). */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      401: components['responses']['Unauthenticated']
      404: components['responses']['NotOffered']
      419: components['responses']['CsrfMismatch']
      423: components['responses']['PasswordConfirmationRequired']
    }
  }
  getTwoFactorQrCode: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description `{svg, url}`, or Fortify's empty array `[]` when the person has no secret. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json':
            | components['schemas']['TwoFactorQrCode']
            | components['schemas']['EmptyArray']
        }
      }
      401: components['responses']['Unauthenticated']
      404: components['responses']['NotOffered']
      423: components['responses']['PasswordConfirmationRequired']
    }
  }
  getRecoveryCodes: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The 8 codes, or `[]` when the person has no secret. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RecoveryCodes']
        }
      }
      401: components['responses']['Unauthenticated']
      404: components['responses']['NotOffered']
      423: components['responses']['PasswordConfirmationRequired']
    }
  }
  regenerateRecoveryCodes: {
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
      /** @description A new set of 8 replaced the old one (no body). */
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      401: components['responses']['Unauthenticated']
      404: components['responses']['NotOffered']
      419: components['responses']['CsrfMismatch']
      423: components['responses']['PasswordConfirmationRequired']
    }
  }
  getTwoFactorSecretKey: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The secret in base32. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['TwoFactorSecretKey']
        }
      }
      401: components['responses']['Unauthenticated']
      /**
       * @description The person has no secret (`Two factor authentication has not been enabled.`), or the
       *     backend does not offer two-factor authentication.
       */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['MessageBody']
        }
      }
      423: components['responses']['PasswordConfirmationRequired']
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
        /** @description `sha1` of the address the link was mailed to. */
        hash: string
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /**
       * @description `{FRONTEND_URL}/profile?verified=1` when verified (also when it already was);
       *     `{FRONTEND_URL}/login?verify-email=invalid` when the signature is invalid or expired,
       *     or the account's address is no longer the one the link was mailed to;
       *     `{FRONTEND_URL}/login?verify-email=other-account` when another person is signed in in
       *     this browser (nobody is verified). Stock Breeze answers these two with 403 JSON
       *     instead; the redirects are this backend's, so a link opened from the mail never
       *     ends on a bare error.
       */
      302: {
        headers: {
          /** @description The app's page, with the outcome in the query. */
          Location?: string
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
}
