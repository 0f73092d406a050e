import type { ApiError } from '@conecta/session-machine'
import { failurePt } from './strings/failurePt.js'
import { fieldsPt } from './strings/fieldsPt.js'
import { forgotPasswordPt } from './strings/forgotPasswordPt.js'
import { signInPt } from './strings/signInPt.js'
import { twoFactorPt } from './strings/twoFactorPt.js'

/** Turns a message the server sent (Laravel's, in English) into the one a person reads. */
export type TranslateServerMessage = (message: string) => string

/**
 * Every word the account blocks say, as one typed catalogue: {@link accountPt}
 * (the default: Portuguese as written in Mozambique, pre-reform spelling:
 * actual, efectuar) and `accountEn` (accountEn.ts, a module of its own so
 * that a Portuguese host does not carry it). A locale is a whole
 * `AccountStrings`: a missing key fails the type check. An adopter changes any
 * text with {@link withAccountStrings}.
 */
export interface AccountStrings {
  /** The BCP 47 locale of these words. */
  locale: string
  /** A form's failed call (`describeFailure`, `FormFailureSummary`). */
  failure: FailureStrings
  /** The fields many forms share (`EmailField`). */
  fields: FieldStrings
  /** The sign-in form (`SignIn`). */
  signIn: SignInStrings
  /** The answer to a two-factor challenge (`TwoFactorStep`, `TwoFactorAnswerFields`). */
  twoFactor: TwoFactorStrings
  /** The request for a link to choose a new password (`ForgotPassword`). */
  forgotPassword: ForgotPasswordStrings
}

export interface ForgotPasswordStrings {
  /** The block's heading. */
  title: string
  intro: string
  /** Once the link was asked for, to the address it went to. */
  sent: (email: string) => string
  /** Read before the notice that the link went, by screen readers (the kit's `toneLabel`). */
  sentLabel: string
  submit: string
  /** The button once a link went: another one may be asked for. */
  submitAgain: string
}

export interface FailureStrings {
  /** The error summary's title. */
  title: string
  /** The summary's message when the server refused some fields (a 422 with field errors). */
  validation: string
  /** A failed call that is not a refusal of fields: no connection, a 5xx, a 429, a 419… */
  describe: (error: ApiError) => string
  /**
   * The translation of the server's own messages (a 422's field messages),
   * fetched when a form is sent, while its call is on its way: a chunk of
   * its own in Portuguese, none in English (Laravel's words as sent).
   */
  loadServerMessages: () => Promise<TranslateServerMessage>
}

export interface FieldStrings {
  email: string
  /** Beside a required field's label (the kit's `requiredLabel`). */
  required: string
  /** Read before each field's error by screen readers (the kit's `errorPrefix`). */
  errorPrefix: string
}

export interface SignInStrings {
  /** The block's heading, when the host lets it draw its own (`frame`). */
  title: string
  password: string
  /** The password field's button that shows what was typed (the kit's `toggleLabel`). */
  showPassword: string
  remember: string
  submit: string
}

export interface TwoFactorStrings {
  /** The step's heading. */
  title: string
  codeInstruction: string
  recoveryInstruction: string
  codeLabel: string
  recoveryLabel: string
  /** Under the recovery code's field. */
  recoveryHint: string
  /** A code that is not 6 digits, refused before it is sent (each try counts against 5 a minute). */
  codeRefused: string
  /** An empty recovery code. */
  recoveryRefused: string
  confirm: string
  useRecoveryCode: string
  useAppCode: string
  back: string
}

/** The texts of the reference app (the product's spec), word for word. */
export const accountPt: AccountStrings = {
  locale: 'pt-MZ',
  failure: failurePt,
  fields: fieldsPt,
  signIn: signInPt,
  twoFactor: twoFactorPt,
  forgotPassword: forgotPasswordPt,
}

/** Any part of a catalogue, to lay over a whole one. */
export type AccountStringOverrides = {
  [Section in keyof AccountStrings]?: AccountStrings[Section] extends object
    ? AccountStrings[Section] extends (...args: never[]) => unknown
      ? AccountStrings[Section]
      : Partial<AccountStrings[Section]>
    : AccountStrings[Section]
}

/** `base` with an adopter's own texts laid over it, section by section. */
export function withAccountStrings(
  base: AccountStrings,
  overrides: AccountStringOverrides,
): AccountStrings {
  const merged: AccountStrings = { ...base }
  if (overrides.locale !== undefined) merged.locale = overrides.locale
  merged.failure = { ...base.failure, ...overrides.failure }
  merged.fields = { ...base.fields, ...overrides.fields }
  merged.signIn = { ...base.signIn, ...overrides.signIn }
  merged.twoFactor = { ...base.twoFactor, ...overrides.twoFactor }
  merged.forgotPassword = { ...base.forgotPassword, ...overrides.forgotPassword }
  return merged
}
