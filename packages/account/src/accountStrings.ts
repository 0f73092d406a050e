import type { ApiError } from '@conecta/session-machine'
import { accountSummaryPt } from './strings/accountSummaryPt.js'
import { addressCorrectionPt } from './strings/addressCorrectionPt.js'
import { browserSessionsPt } from './strings/browserSessionsPt.js'
import { deleteAccountPt } from './strings/deleteAccountPt.js'
import { emailChangeOutcomePt } from './strings/emailChangeOutcomePt.js'
import { endOtherSessionsPt } from './strings/endOtherSessionsPt.js'
import { failurePt } from './strings/failurePt.js'
import { fieldsPt } from './strings/fieldsPt.js'
import { forgotPasswordPt } from './strings/forgotPasswordPt.js'
import { newEmailPt } from './strings/newEmailPt.js'
import { newPasswordPt } from './strings/newPasswordPt.js'
import { passwordChangePt } from './strings/passwordChangePt.js'
import { passwordConfirmationPt } from './strings/passwordConfirmationPt.js'
import { passwordResetPt } from './strings/passwordResetPt.js'
import { pendingEmailPt } from './strings/pendingEmailPt.js'
import { profileInformationPt } from './strings/profileInformationPt.js'
import { registerPt } from './strings/registerPt.js'
import { signInAgainPt } from './strings/signInAgainPt.js'
import { signInPt } from './strings/signInPt.js'
import { twoFactorPt } from './strings/twoFactorPt.js'
import { twoFactorSetupPt } from './strings/twoFactorSetupPt.js'
import { verifyEmailPt } from './strings/verifyEmailPt.js'

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
  /** The fields many forms share (`EmailField`, every password field). */
  fields: FieldStrings
  /** A new password and its confirmation (`NewPasswordFields`). */
  newPassword: NewPasswordStrings
  /** Another e-mail address, typed twice where a typo would lock the person out (`NewEmailFields`). */
  newEmail: NewEmailStrings
  /** The offer to end the person's other sessions with a new password (`EndOtherSessionsField`). */
  endOtherSessions: EndOtherSessionsStrings
  /** The sign-in form (`SignIn`). */
  signIn: SignInStrings
  /** A new account (`Register`). */
  register: RegisterStrings
  /** The answer to a two-factor challenge (`TwoFactorStep`, `TwoFactorAnswerFields`). */
  twoFactor: TwoFactorStrings
  /** The request for a link to choose a new password (`ForgotPassword`). */
  forgotPassword: ForgotPasswordStrings
  /** A new password chosen through the mailed link (`PasswordReset`). */
  passwordReset: PasswordResetStrings
  /** A signed-in person's new password (`PasswordChange`). */
  passwordChange: PasswordChangeStrings
  /** The account deleted, behind a dialog that asks for the password (`DeleteAccount`). */
  deleteAccount: DeleteAccountStrings
  /** Where the account is open, and ending those sessions (`BrowserSessions`). */
  browserSessions: BrowserSessionsStrings
  /** The dialog that asks for the password when a call needs it (`PasswordConfirmationDialog`). */
  passwordConfirmation: PasswordConfirmationStrings
  /** A mistyped address corrected before it was verified (`AddressCorrection`). */
  addressCorrection: AddressCorrectionStrings
  /** Two-factor turned on from the phone, its recovery codes, turned off (`TwoFactorSetup`). */
  twoFactorSetup: TwoFactorSetupStrings
  /** A signed-in person's name and address (`ProfileInformation`). */
  profileInformation: ProfileInformationStrings
  /** The sign-in over a form whose call was answered 401 (`signInAgainMachine`). */
  signInAgain: SignInAgainStrings
  /** A change of address waiting for its link (`PendingEmailChange`). */
  pendingEmail: PendingEmailStrings
  /** An address not verified yet: where the link went, another link, a correction (`VerifyEmail`). */
  verifyEmail: VerifyEmailStrings
  /** What the link of a change of address led to (`EmailChangeOutcome`). */
  emailChangeOutcome: EmailChangeOutcomeStrings
  /** Who is signed in: the address, its verification or change, since when (`AccountSummary`). */
  accountSummary: AccountSummaryStrings
}

export interface AccountSummaryStrings {
  /** The block's heading. */
  title: string
  /** The list's terms, and what they read. */
  email: string
  newEmail: string
  newEmailValue: (pending: string) => string
  verification: string
  /** `date` is the day, long, in the catalogue's locale. */
  verifiedOn: (date: string) => string
  notVerified: string
  memberSince: string
  /** A change of address cancelled here, or found gone: `current` is still the address. */
  cancelled: (current: string) => string
  nothingPending: (current: string) => string
  /** The address not verified: the notice, where the link went, and its button. */
  confirmTitle: string
  confirmText: (email: string) => string
  resend: string
  /** The verification link mailed again. */
  resent: string
}

export interface EmailChangeOutcomeStrings {
  /** The change made: the notice's title, and the address the account has now. */
  changedTitle: string
  changed: (email: string) => string
  /** The change not made: the title of the two notices below. */
  notChangedTitle: string
  /** Another account took the new address before the link was opened; `email` is still the account's. */
  taken: (email: string) => string
  /** The link expired, was cancelled or replaced; then `invalidKeep` or, while a change waits, `invalidResend`. */
  invalid: string
  invalidKeep: (email: string) => string
  invalidResend: (pending: string) => string
}

export interface VerifyEmailStrings {
  /** The block's heading. */
  title: string
  /** Where the link went, when the host knows the address; `sentToYou` when it does not. */
  sentTo: (email: string) => string
  sentToYou: string
  /** After where it went: what to do with it. */
  openIt: string
  notFound: string
  resend: string
  /** The link mailed again. */
  resent: string
  /**
   * The resend answered 401: no one is signed in here any more. The words in
   * braces are the host's link to its sign-in; keep the braces.
   */
  sessionEnded: string
  /**
   * No one is signed in in this browser and this block never saw anyone (a
   * bookmark, the mail app's own browser): the link can only be mailed again
   * once the person signs in. Braces as in `sessionEnded`.
   */
  notSignedIn: string
  /** The button that opens (and closes) the correction of a mistyped address. */
  correct: string
  /** The address corrected: the new link went to `email`. */
  corrected: (email: string) => string
  /** While the correction's form is fetched. */
  loading: string
  signOut: string
}

export interface PendingEmailStrings {
  /** The notice's title, and what it says: the link went to `pending`, `current` still works. */
  title: string
  text: (current: string, pending: string) => string
  resend: string
  cancel: string
  /** The link mailed again. */
  resent: (pending: string) => string
  /** Before the failure's own message, when cancelling failed. */
  cancelFailed: string
}

export interface SignInAgainStrings {
  /** The dialog's title, and what it says under it (then, at the second step, instead). */
  title: string
  description: string
  twoFactorDescription: string
  /** The password field's label. */
  password: string
  /** An empty e-mail, refused before anything is sent (an empty password: `fields.passwordMissing`). */
  emailMissing: string
  submit: string
  /** The same button, once the call failed (no answer, a server error): it sends it again. */
  retry: string
  cancel: string
}

export interface ProfileInformationStrings {
  /** The block's heading. */
  title: string
  submit: string
  /** Saved, the address unchanged. */
  saved: string
  /** Saved with another address that replaced the old at once: the link went to `email`. */
  emailChanged: (email: string) => string
  /** Saved with another address that waits for its link, mailed to `pending`. */
  emailPendingSaved: (pending: string) => string
  /** Under the address while a change waits for its link. */
  pendingHint: (pending: string) => string
  /** Shown while another address is typed, where it replaces the old at once. */
  replaceWarningTitle: string
  replaceWarning: string
  /** Shown while another address is typed, where it waits for its link (`current` still works). */
  pendingWarningTitle: string
  pendingWarning: (current: string) => string
}

export interface NewEmailStrings {
  /** The second field, where another address is typed again. */
  confirmation: string
  confirmationHint: string
  /** The second typing left empty, or not the same address as the first. */
  confirmationMissing: string
  confirmationMismatch: string
}

export interface AddressCorrectionStrings {
  /** The form's accessible name (a region). */
  title: string
  /** The address field's label. */
  email: string
  submit: string
  /** The address the link already went to, typed again. */
  sameAddress: string
}

export interface PasswordConfirmationStrings {
  /** The dialog's title and what it says under it. */
  title: string
  description: string
  /** The password field's label. */
  password: string
  confirm: string
  /** The same button, once the call failed (no answer, a server error): it sends it again. */
  retry: string
  cancel: string
}

export interface BrowserSessionsStrings {
  /** The block's heading. */
  title: string
  intro: string
  /** The spinner's label while the list loads. */
  loading: string
  retry: string
  /** Beside the session of this browser. */
  thisDevice: string
  /** A session the server recorded no address for. */
  unknownAddress: string
  /** Each other session's button, and its accessible name (which says which session). */
  end: string
  endLabel: (device: string, address: string) => string
  endOthers: string
  noOthers: string
  /** The notices once a session, or all the others, ended. */
  ended: string
  alreadyEnded: string
  othersEnded: string
  /** A session's device, from its user agent: "Chrome em Android". */
  device: (browser: string, system: string) => string
  /** A browser Bowser could not name, on a system it could. */
  browserOn: (system: string) => string
  unknownDevice: string
  /** When the session was last used: within the minute, or `relative` (the locale's `Intl.RelativeTimeFormat`: "há 5 minutos"). */
  activeNow: string
  activeAgo: (relative: string) => string
}

export interface DeleteAccountStrings {
  /** The block's heading. */
  title: string
  /** What goes with the account, under the heading. */
  intro: string
  /** The button that opens the dialog. */
  open: string
  dialogTitle: string
  dialogDescription: string
  /** The password field's label, in the dialog. */
  password: string
  /** The dialog's button that deletes the account. */
  confirm: string
  cancel: string
}

export interface PasswordChangeStrings {
  /** The block's heading. */
  title: string
  currentPassword: string
  submit: string
  /** The password was changed: said in the block, which takes the focus. */
  changed: string
}

export interface RegisterStrings {
  /** The block's heading. */
  title: string
  submit: string
}

export interface NewPasswordStrings {
  /** The new password's label, for an account that has none yet (a registration). */
  password: string
  confirmation: string
  /** The labels where a password is being replaced (a reset, a change): not the current one. */
  replacingPassword: string
  replacingConfirmation: string
  /** Under the new password: what the server will require of it. */
  hint: string
}

export interface EndOtherSessionsStrings {
  label: string
  hint: string
  /** Added to the message that the password was changed, when the box was ticked. */
  ended: string
}

export interface PasswordResetStrings {
  /** The block's heading. */
  title: string
  submit: string
  /** The password was changed: what the host tells the person where they sign in next. */
  changed: string
}

export interface ForgotPasswordStrings {
  /** The block's heading. */
  title: string
  intro: string
  /** Once the link was asked for, to the address it went to. */
  sent: (email: string) => string
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
  /** A person's name (`NameField`). */
  name: string
  email: string
  /** Beside a required field's label (the kit's `requiredLabel`). */
  required: string
  /** Read before each field's error by screen readers (the kit's `errorPrefix`). */
  errorPrefix: string
  /**
   * Read by screen readers before a block's notice of what an action did, of
   * what waits for the person, and of what is only to know (the kit's `toneLabel`).
   */
  successPrefix: string
  warningPrefix: string
  infoPrefix: string
  /** A password field's button that shows what was typed (the kit's `toggleLabel`). */
  showPassword: string
  /** A password field left empty, refused before anything is sent. */
  passwordMissing: string
}

export interface SignInStrings {
  /** The block's heading, when the host lets it draw its own (`frame`). */
  title: string
  password: string
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

export interface TwoFactorSetupStrings {
  /** The block's heading. */
  title: string
  /** While it is off: what it does, and the button that sets it up. */
  offIntro: string
  enable: string
  /** While it is on (the recovery codes not on screen). */
  onIntro: string
  regenerate: string
  disable: string
  /** The question before it is turned off, and its two answers. */
  disableQuestion: string
  disableConfirm: string
  keep: string
  /** Setting up, first step: the account added to the authenticator app. */
  addAccount: string
  /** The link that opens the app (`otpauth://`). */
  openAuthenticator: string
  /** Above the secret key, for when the link opens nothing. */
  keyFallback: string
  copyKey: string
  keyCopied: string
  /** Above the QR code, for a person setting up from a computer. */
  qrIntro: string
  /** The spinner's label while the QR code's drawing loads. */
  qrDrawing: string
  /** The QR code's accessible name. */
  qrLabel: string
  /** Second step: the app's first code. */
  codeLabel: string
  codeHint: string
  confirm: string
  cancel: string
  /** A code that is not six digits, refused before it is sent. */
  codeNotSixDigits: string
  /** A code the server refused (wrong, or expired). */
  codeRefused: string
  /** The notices once it is on, or off. */
  turnedOn: string
  turnedOff: string
  /** The recovery codes, shown once: their heading (and the list's name) and what they are. */
  recoveryTitle: string
  recoveryIntro: string
  /**
   * How the codes draw the characters that look alike. Each `{x}` is drawn as
   * the codes draw that character (a digit in bold): keep the five, in any order.
   */
  glyphs: string
  /** Letters' case counts (Fortify compares the code exactly). Also in the codes' file. */
  caseNote: string
  copyCodes: string
  codesCopied: string
  /** A copy refused, or no clipboard (a page on plain http). */
  copyFailed: string
  download: string
  /** Offered where the browser can share (`navigator.share`). */
  share: string
  codesSaved: string
  /** The downloaded file's name, and its first lines, for the host's product. */
  fileName: (productName: string) => string
  fileTitle: (productName: string, email: string) => string
  fileUse: string
  fileKeep: string
}

/** The texts of the reference app (the product's spec), word for word. */
export const accountPt: AccountStrings = {
  locale: 'pt-MZ',
  failure: failurePt,
  fields: fieldsPt,
  newPassword: newPasswordPt,
  newEmail: newEmailPt,
  endOtherSessions: endOtherSessionsPt,
  signIn: signInPt,
  register: registerPt,
  twoFactor: twoFactorPt,
  forgotPassword: forgotPasswordPt,
  passwordReset: passwordResetPt,
  passwordChange: passwordChangePt,
  deleteAccount: deleteAccountPt,
  browserSessions: browserSessionsPt,
  passwordConfirmation: passwordConfirmationPt,
  addressCorrection: addressCorrectionPt,
  twoFactorSetup: twoFactorSetupPt,
  profileInformation: profileInformationPt,
  signInAgain: signInAgainPt,
  pendingEmail: pendingEmailPt,
  verifyEmail: verifyEmailPt,
  emailChangeOutcome: emailChangeOutcomePt,
  accountSummary: accountSummaryPt,
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
  merged.newPassword = { ...base.newPassword, ...overrides.newPassword }
  merged.newEmail = { ...base.newEmail, ...overrides.newEmail }
  merged.endOtherSessions = { ...base.endOtherSessions, ...overrides.endOtherSessions }
  merged.signIn = { ...base.signIn, ...overrides.signIn }
  merged.register = { ...base.register, ...overrides.register }
  merged.twoFactor = { ...base.twoFactor, ...overrides.twoFactor }
  merged.forgotPassword = { ...base.forgotPassword, ...overrides.forgotPassword }
  merged.passwordReset = { ...base.passwordReset, ...overrides.passwordReset }
  merged.passwordChange = { ...base.passwordChange, ...overrides.passwordChange }
  merged.deleteAccount = { ...base.deleteAccount, ...overrides.deleteAccount }
  merged.browserSessions = { ...base.browserSessions, ...overrides.browserSessions }
  merged.passwordConfirmation = { ...base.passwordConfirmation, ...overrides.passwordConfirmation }
  merged.addressCorrection = { ...base.addressCorrection, ...overrides.addressCorrection }
  merged.twoFactorSetup = { ...base.twoFactorSetup, ...overrides.twoFactorSetup }
  merged.profileInformation = { ...base.profileInformation, ...overrides.profileInformation }
  merged.signInAgain = { ...base.signInAgain, ...overrides.signInAgain }
  merged.pendingEmail = { ...base.pendingEmail, ...overrides.pendingEmail }
  merged.verifyEmail = { ...base.verifyEmail, ...overrides.verifyEmail }
  merged.emailChangeOutcome = { ...base.emailChangeOutcome, ...overrides.emailChangeOutcome }
  merged.accountSummary = { ...base.accountSummary, ...overrides.accountSummary }
  return merged
}
