import { AppHeader, Button, FullPageSpinner, Notice } from '@conecta/ui'
import { lazy, Suspense, useState } from 'react'
import { Link, Navigate, Outlet, useLocation, useNavigation } from 'react-router-dom'
import { useClientSessionStatus, useClientSessionUser } from '../app/useClientSession'
import { appConfig } from '../config/appConfig'
import { useLogout } from '../features/auth/useLogout'
import { loginPath, NOT_AUTHENTICATED_MESSAGE, paths } from '../routes/paths'
import * as styles from './AuthenticatedLayout.css'
import { ConectaLogo } from './PublicLayout'

const HelpDialog = lazy(() =>
  import('./HelpDialog').then((module) => ({ default: module.HelpDialog })),
)

/**
 * The profile area's frame (spec §2): header with logo, product title, help
 * and log-out, above the nested page. Without a user: a centred spinner,
 * then a history-replacing redirect to /login.
 */
export function AuthenticatedLayout() {
  const status = useClientSessionStatus()
  const user = useClientSessionUser()
  const location = useLocation()
  // A navigation under way may be leaving the profile: log-out goes home, then
  // forgets the user, and a lazy page's route commits as a transition, so the
  // user can be gone while this layout is still on screen. It redirects once
  // the router is idle again, if it is still here.
  const navigating = useNavigation().state !== 'idle'

  if (status === 'unverified') return <Navigate to={paths.verifyEmail} replace />
  if (user === null) {
    const resolved = status !== 'loading' && !navigating
    return (
      <>
        <FullPageSpinner />
        {resolved ? (
          <Navigate
            replace
            to={loginPath({
              returnUrl: `${window.location.origin}${location.pathname}${location.search}${location.hash}`,
              errorMessage: NOT_AUTHENTICATED_MESSAGE,
            })}
          />
        ) : null}
      </>
    )
  }
  return <SignedInFrame />
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
          <Link to={paths.home} aria-label={`${appConfig.productName}: página inicial`}>
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
      <main id="conteudo" className={styles.main}>
        {error !== null ? <Notice tone="error">{error}</Notice> : null}
        <Outlet />
      </main>
      {helpRequested ? (
        <Suspense fallback={null}>
          <HelpDialog open={helpOpen} onOpenChange={setHelpOpen} />
        </Suspense>
      ) : null}
    </div>
  )
}
