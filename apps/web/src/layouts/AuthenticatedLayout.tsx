import type { SignedOutReason } from '@conecta/session-machine'
import { useSignedOutReason, useStoredUser } from '@conecta/session-machine/react'
import { AppHeader, Button, FullPageSpinner, Notice, useOnlineStatus } from '@conecta/ui'
import { lazy, Suspense, useState } from 'react'
import { Link, Navigate, Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom'
import { appConfig } from '../config/appConfig'
import { readEmailLinkHint } from '../navigation/emailLink'
import {
  emailLinkSignInMessage,
  SESSION_ENDED_MESSAGE,
  SIGNED_OUT_ELSEWHERE_MESSAGE,
} from '../navigation/loginMessage'
import { loginPath, NOT_AUTHENTICATED_MESSAGE, paths } from '../navigation/paths'
import { isRouteHandle } from '../navigation/routeHandle'
import { PasswordConfirmationHost } from '../password-confirmation/PasswordConfirmationHost'
import { useClientSessionStatus, useClientSessionUser } from '../session/useClientSession'
import { useLogout } from '../session/useLogout'
import { phoneOffline, serverOutOfReach } from '../session/useProfileUser'
import { SignInAgainHost } from '../sign-in-again/SignInAgainHost'
import * as styles from './AuthenticatedLayout.css'
import { PageMain } from './PageMain'
import { ConectaLogo } from './PublicLayout'

const HelpDialog = lazy(() =>
  import('./HelpDialog').then((module) => ({ default: module.HelpDialog })),
)

/**
 * The profile area's frame (docs/product.md#authenticated-layout): header with logo, product title, help
 * and log-out, above the nested page. Without a confirmed user: a centred
 * spinner; once the server has said nobody is signed in (or the session
 * ended, here or in another tab), a history-replacing redirect to /login.
 * While the server cannot be asked it waits: a hiccup is no sign-out.
 */
export function AuthenticatedLayout() {
  const status = useClientSessionStatus()
  const user = useClientSessionUser()
  const reason = useSignedOutReason()
  const location = useLocation()
  // A navigation under way may be leaving the profile: log-out goes home, then
  // forgets the user, and a lazy page's route commits as a transition, so the
  // user can be gone while this layout is still on screen. It redirects once
  // the router is idle again, if it is still here.
  const navigating = useNavigation().state !== 'idle'
  const stored = useStoredUser()
  const online = useOnlineStatus()
  const opensOffline = useMatches().some(
    ({ handle }) => isRouteHandle(handle) && handle.opensOffline === true,
  )

  if (status === 'unverified') return <Navigate to={paths.verifyEmail} replace />
  // Offline, the profile shows the person this phone remembers: the header, the
  // tabs and what the phone kept (useProfileUser.ts). A page that keeps
  // something for offline (the last receipt) shows it whenever the server
  // cannot be asked; it decides itself what the stored user may see
  // (docs/product.md#receipt).
  if (
    user === null &&
    stored !== null &&
    (phoneOffline(status, online) || (opensOffline && serverOutOfReach(status)))
  )
    return <SignedInFrame />
  // The session could not start for want of a connection: the offline notice
  // above, with its "Tentar novamente", is the page; no spinner that never ends.
  if (user === null && status === 'maintenance') return null
  if (user === null) {
    const resolved = status === 'anonymous' && !navigating
    return (
      <>
        <FullPageSpinner />
        {resolved ? (
          <Navigate
            replace
            to={loginPath({
              returnUrl: `${window.location.origin}${location.pathname}${location.search}${location.hash}`,
              errorMessage: redirectMessage(reason, location.search),
            })}
          />
        ) : null}
      </>
    )
  }
  return <SignedInFrame />
}

// The spec's text when nobody was signed in; a plainer one when a session this
// page had came to an end, so the person knows why the form went away; and, for
// a mailed link's page opened in a browser without the session, what to do
// (docs/product.md#changing-the-e-mail): never a bare "Você não está autenticado".
function redirectMessage(reason: SignedOutReason | null, search: string): string {
  if (reason === 'expired') return SESSION_ENDED_MESSAGE
  if (reason === 'elsewhere') return SIGNED_OUT_ELSEWHERE_MESSAGE
  return (
    emailLinkSignInMessage(readEmailLinkHint(new URLSearchParams(search))) ??
    NOT_AUTHENTICATED_MESSAGE
  )
}

function SignedInFrame() {
  const [helpOpen, setHelpOpen] = useState(false)
  const [helpRequested, setHelpRequested] = useState(false)
  const { logOut, pending, error } = useLogout()

  return (
    <div className={styles.page}>
      <AppHeader
        title={appConfig.productName}
        logo={
          <Link
            to={paths.home}
            aria-label={`${appConfig.productName}: página inicial`}
            className={styles.homeLink}
          >
            <ConectaLogo />
          </Link>
        }
        onHelp={() => {
          setHelpRequested(true)
          setHelpOpen(true)
        }}
        actions={
          <Button variant="ghost" size="small" loading={pending} onClick={() => void logOut()}>
            Terminar sessão
          </Button>
        }
      />
      <PageMain className={styles.main}>
        {error !== null ? <Notice tone="error">{error}</Notice> : null}
        <Outlet />
      </PageMain>
      {helpRequested ? (
        <Suspense fallback={null}>
          <HelpDialog open={helpOpen} onOpenChange={setHelpOpen} />
        </Suspense>
      ) : null}
      <PasswordConfirmationHost />
      <SignInAgainHost />
    </div>
  )
}
