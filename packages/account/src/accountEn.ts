import type { ApiError } from '@conecta/session-machine'
import type { AccountStrings } from './accountStrings.js'

function describeInEnglish(error: ApiError): string {
  switch (error.kind) {
    case 'network':
      return 'Could not reach the server. Check your internet connection and try again.'
    case 'aborted':
      return 'The request was cancelled.'
    case 'invalid-response':
      return 'The server sent an unexpected answer. Try again in a moment.'
    case 'redirected':
      return 'Nothing was sent: this browser is signed in already. Reload the page and try again.'
    case 'confirmation-cancelled':
      return 'Cancelled: the password was not confirmed.'
    case 'signed-in-as-other':
      return 'Someone else signed in: what was being sent was discarded.'
    case 'http':
      return describeStatusInEnglish(error.status, error.retryAfterSeconds)
  }
}

function describeStatusInEnglish(status: number | null, retryAfterSeconds: number | null): string {
  if (status === 401) return 'You are not signed in.'
  if (status === 403) return 'You are not allowed to do this.'
  if (status === 404) return 'What you asked for was not found.'
  if (status === 409) return 'The request conflicts with the state of your account.'
  if (status === 419) return 'Your session expired. Reload the page and try again.'
  if (status === 422) return 'Check what you entered.'
  if (status === 423) return 'For your security, confirm your password and try again.'
  if (status === 429) {
    if (retryAfterSeconds === null) return 'Too many attempts. Try again in a moment.'
    const unit = retryAfterSeconds === 1 ? 'second' : 'seconds'
    return `Too many attempts. Try again in ${retryAfterSeconds} ${unit}.`
  }
  if (status === 503) return 'The website is down for maintenance. It will be back soon.'
  if (status !== null && status >= 500)
    return 'Something went wrong on the server. Try again later.'
  return `The request failed (status ${status ?? 'unknown'}).`
}

/** English, complete: proves that every text comes from the catalogue. */
export const accountEn: AccountStrings = {
  locale: 'en',
  failure: {
    title: 'Could not continue',
    validation: 'Correct the fields marked and try again.',
    describe: describeInEnglish,
    // Laravel's own messages are English already.
    loadServerMessages: () => Promise.resolve((message) => message),
  },
  fields: {
    name: 'Name',
    email: 'Email',
    required: '(required)',
    errorPrefix: 'Error:',
    successPrefix: 'Done:',
    warningPrefix: 'Warning:',
    infoPrefix: 'Note:',
    showPassword: 'Show password',
    passwordMissing: 'Enter your password.',
  },
  newPassword: {
    password: 'Password',
    confirmation: 'Confirm password',
    replacingPassword: 'New password',
    replacingConfirmation: 'Confirm new password',
    hint: 'At least 8 characters.',
  },
  newEmail: {
    confirmation: 'Confirm the new email',
    confirmationHint: 'Type the new address again, to avoid mistakes.',
    confirmationMissing: 'Type the new email again, to confirm it.',
    confirmationMismatch: 'The two addresses are not the same. Type the same email in both fields.',
  },
  endOtherSessions: {
    label: 'Sign out on my other phones and computers',
    hint: 'Whoever has your account open on another phone or computer will have to sign in again with the new password.',
    ended: 'You were signed out on every other phone and computer.',
  },
  signIn: {
    title: 'Sign in',
    password: 'Password',
    remember: 'Remember me',
    submit: 'Sign in',
  },
  register: { title: 'Create an account', submit: 'Create account' },
  twoFactor: {
    title: 'Two-step verification',
    codeInstruction:
      'Open the authenticator app on your phone and enter the 6-digit code it shows.',
    recoveryInstruction: 'Enter one of the recovery codes you kept. Each code works only once.',
    codeLabel: 'Authentication code',
    recoveryLabel: 'Recovery code',
    recoveryHint:
      'Upper and lower case letters count: type them exactly as in the code you kept. Spaces do not count.',
    codeRefused: 'Enter the 6 digits the authenticator app shows.',
    recoveryRefused: 'Enter one of your recovery codes.',
    confirm: 'Confirm',
    useRecoveryCode: 'Use a recovery code',
    useAppCode: "Use the app's code",
    back: 'Back',
  },
  forgotPassword: {
    title: 'Forgotten password',
    intro: "Enter your account's email. We will send you a link to choose a new password.",
    sent: (email) =>
      `We sent a link to ${email}. Open the email and follow the link to choose a new password. Nothing came? Look in your spam folder or ask for another link.`,
    submit: 'Send link',
    submitAgain: 'Send another link',
  },
  passwordReset: {
    title: 'Choose a new password',
    submit: 'Save password',
    changed: 'Your password was changed. Sign in with the new password.',
  },
  passwordChange: {
    title: 'Change password',
    currentPassword: 'Current password',
    submit: 'Change password',
    changed: 'Your password was changed. Use the new password the next time you sign in.',
  },
  deleteAccount: {
    title: 'Delete account',
    intro:
      'The account, the subscription and the payment history are erased for good. The time left on the subscription is not refunded.',
    open: 'Delete account',
    dialogTitle: 'Delete your account?',
    dialogDescription: 'This cannot be undone. Enter your password to confirm.',
    password: 'Password',
    confirm: 'Delete for good',
    cancel: 'Cancel',
  },
  browserSessions: {
    title: 'Active sessions',
    intro:
      'The devices where your account is open. If you do not recognise one, end that session and change your password.',
    loading: 'Loading the sessions…',
    retry: 'Try again',
    thisDevice: 'This device',
    unknownAddress: 'unknown address',
    end: 'End',
    endLabel: (device, address) => `End the session of ${device}, ${address}`,
    endOthers: 'End every other session',
    noOthers: 'There are no other open sessions.',
    ended: 'Session ended. That device will have to sign in again.',
    alreadyEnded: 'That session had already ended.',
    othersEnded: 'The other sessions were ended. Only this device still has the account open.',
    device: (browser, system) => `${browser} on ${system}`,
    browserOn: (system) => `Browser on ${system}`,
    unknownDevice: 'Unknown device',
    activeNow: 'active now',
    activeAgo: (relative) => `active ${relative}`,
  },
  passwordConfirmation: {
    title: 'Confirm your password',
    description:
      'To protect your account, this action needs your password. Confirm it to continue.',
    password: 'Password',
    confirm: 'Confirm',
    retry: 'Try again',
    cancel: 'Cancel',
  },
  addressCorrection: {
    title: 'Correct the address',
    email: 'The right address',
    submit: 'Save and send a new link',
    sameAddress: 'This is the address the link already went to. Type the right address.',
  },
  twoFactorSetup: {
    title: 'Two-step verification',
    offIntro:
      'Besides your password, ask for a 6-digit code from an authenticator app (Google Authenticator, Microsoft Authenticator, Aegis…) whenever someone signs in to your account. Whoever knows your password cannot sign in without your phone.',
    enable: 'Turn on',
    onIntro:
      'When signing in, after the password, the code from the authenticator app is asked for. If you lose your phone, sign in with a recovery code.',
    regenerate: 'Make new recovery codes',
    disable: 'Turn off',
    disableQuestion:
      'Turn off two-step verification? Whoever knows your password will be able to sign in to your account.',
    disableConfirm: 'Turn it off',
    keep: 'Keep it on',
    addAccount: "Add your account to your phone's authenticator app.",
    openAuthenticator: 'Open in the authenticator app',
    keyFallback: 'If nothing opens, enter this key in the app:',
    copyKey: 'Copy key',
    keyCopied: 'Key copied.',
    qrIntro: 'Setting up from a computer? Scan this QR code with your phone:',
    qrDrawing: 'Drawing the QR code…',
    qrLabel: "Your account's QR code for the authenticator app",
    codeLabel: '6-digit code',
    codeHint: 'The code the app shows for your account now.',
    confirm: 'Confirm',
    cancel: 'Cancel',
    codeNotSixDigits: 'Enter the 6 digits the authenticator app shows.',
    codeRefused:
      "That code is wrong or has expired. Enter the code the app shows now; if it fails again, check that your phone's clock is right.",
    turnedOn: 'Two-step verification is on.',
    turnedOff: 'Two-step verification was turned off.',
    recoveryTitle: 'Recovery codes',
    recoveryIntro:
      'Keep these codes somewhere safe. Each one signs you in once if you lose your phone. They will not be shown again.',
    glyphs:
      'Digits are shown in bold: {0} is zero, not the letter {O}; {1} is one, not the letter {l} or {I}.',
    caseNote: 'Capital and small letters count: type each code exactly as it appears.',
    copyCodes: 'Copy codes',
    codesCopied: 'Codes copied.',
    copyFailed: 'Could not copy: select the text and copy it by hand.',
    download: 'Download (.txt)',
    share: 'Share',
    codesSaved: 'I have saved the codes',
    fileName: (productName) => `${productName.toLowerCase()}-recovery-codes.txt`,
    fileTitle: (productName, email) => `${productName} recovery codes (${email})`,
    fileUse: 'Each code signs you in once without the code from the authenticator app.',
    fileKeep: 'Keep them somewhere safe.',
  },
  profileInformation: {
    title: 'Personal details',
    submit: 'Save changes',
    saved: 'Your details were saved.',
    emailChanged: (email) =>
      `We saved the new email. We sent a verification link to ${email}: open it to confirm the address.`,
    emailPendingSaved: (pending) =>
      `Your details were saved. To change the email, open the link we sent to ${pending}.`,
    pendingHint: (pending) => `Change waiting for confirmation: ${pending}.`,
    replaceWarningTitle: 'You will have to verify the new email',
    replaceWarning:
      'When you save, we will send a verification link to the new address. You will have to open that link to confirm the email; until then, the profile and the subscription are unavailable.',
    pendingWarningTitle: 'The email only changes once confirmed',
    pendingWarning: (current) =>
      `When you save, we send a link to the new address; for your security, you may be asked for your password. The email only changes when you open that link: until then, you keep signing in with ${current}.`,
  },
  signInAgain: {
    title: 'Your session ended',
    description:
      'Sign in again to continue. With the same account, what you wrote is sent; with another account, it is discarded.',
    twoFactorDescription:
      'Two-step verification is left: enter the code from the authenticator app.',
    password: 'Password',
    emailMissing: 'Enter your email.',
    submit: 'Sign in',
    retry: 'Try again',
    cancel: 'Cancel',
  },
  pendingEmail: {
    title: 'The new email is not confirmed yet',
    text: (current, pending) =>
      `We sent a link to ${pending}. Open it to finish the change. Until then, your email is still ${current}: you sign in and receive our messages with it.`,
    resend: 'Send again',
    cancel: 'Cancel the change',
    resent: (pending) => `We sent a new link to ${pending}.`,
    cancelFailed: 'The change was not cancelled.',
  },
  verifyEmail: {
    title: 'Check your email',
    sentTo: (email) => `We sent a verification link to ${email}.`,
    sentToYou: 'We sent a verification link to your email.',
    openIt:
      'Open the message and follow the link to activate the account; then you can open your profile and subscription.',
    notFound: "Can't find the message? Look in the spam folder or ask for a new link.",
    resend: 'Send the verification email again',
    resent: 'We sent a new verification link to your email. Open it to activate your account.',
    sessionEnded: 'Your session ended. {Sign in} to ask for a new link.',
    notSignedIn: 'No one is signed in on this browser. {Sign in} to ask for a new link.',
    correct: 'Wrong address? Correct it',
    corrected: (email) => `We corrected the address. We sent a new verification link to ${email}.`,
    loading: 'Loading…',
    signOut: 'Sign out',
  },
  emailChangeOutcome: {
    changedTitle: 'Email changed',
    changed: (email) => `Your account's email is now ${email}. You sign in with it from now on.`,
    notChangedTitle: 'The email was not changed',
    taken: (email) =>
      `Another account started using the new address before the link was opened. Your email is still ${email}; you can choose another in “Personal details”.`,
    invalid: 'The link is no longer valid: it expired, was cancelled or replaced by a newer one.',
    invalidKeep: (email) =>
      `Your email is still ${email}; to change it, save the new address in “Personal details”.`,
    invalidResend: (pending) => `Tap “Send again” to get a new link at ${pending}.`,
  },
  accountSummary: {
    title: 'Your account',
    email: 'Email',
    newEmail: 'New email',
    newEmailValue: (pending) => `${pending} (not confirmed yet)`,
    verification: 'Email verification',
    verifiedOn: (date) => `Verified on ${date}`,
    notVerified: 'Not verified yet',
    memberSince: 'Member since',
    cancelled: (current) => `We cancelled the change. Your email is still ${current}.`,
    nothingPending: (current) =>
      `There is no change of email to confirm any more: it was cancelled elsewhere. Your email is still ${current}.`,
    confirmTitle: 'Confirm your email',
    confirmText: (email) =>
      `We sent a link to ${email}. Can't find the message? Look in the spam folder or ask for a new link.`,
    resend: 'Send the verification link again',
    resent:
      'We sent a new verification link. Open the message and follow the link to confirm your email.',
  },
}
