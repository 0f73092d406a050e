/** Every path of the app (docs/product.md#screens-and-routes), in one place; screens link through these. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  passwordReset: '/password-reset/:token',
  verifyEmail: '/verify-email',
  profile: '/profile',
  profileTab: '/profile/:tab',
  receipt: '/profile/subscription/receipt/:paymentId',
  serverError: '/500',
  notFound: '/404',
  maintenance: '/503',
  unauthorized: '/401',
} as const

/** `/profile` is the account tab; these are the values `/profile/:tab` knows. */
export const PROFILE_TABS = ['security', 'subscription'] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]

export function isProfileTab(value: string | undefined): value is ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(value ?? '')
}

export function profileTabPath(tab: ProfileTab | 'account'): string {
  return tab === 'account' ? paths.profile : `${paths.profile}/${tab}`
}

export interface LoginSearch {
  /** Where to go after logging in; only honoured when on the app's own origin. */
  returnUrl?: string
  /** Shown above the form as plain text. */
  errorMessage?: string
}

export function loginPath({ returnUrl, errorMessage }: LoginSearch = {}): string {
  // encodeURIComponent rather than URLSearchParams: spaces become %20, not '+',
  // so the address reads the same to any parser and in the address bar.
  const parts: string[] = []
  if (returnUrl !== undefined) parts.push(`returnUrl=${encodeURIComponent(returnUrl)}`)
  if (errorMessage !== undefined) parts.push(`errorMessage=${encodeURIComponent(errorMessage)}`)
  return parts.length === 0 ? paths.login : `${paths.login}?${parts.join('&')}`
}

export function passwordResetPath(token: string, email?: string): string {
  const path = `/password-reset/${encodeURIComponent(token)}`
  return email === undefined ? path : `${path}?email=${encodeURIComponent(email)}`
}

/** The spec's errorMessage for the authenticated layout's redirect (§2, §8). */
export const NOT_AUTHENTICATED_MESSAGE = 'Você não está autenticado'
