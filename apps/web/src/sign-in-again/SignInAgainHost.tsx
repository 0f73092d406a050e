import { useSignInAgainServer } from '@conecta/account/react'
import { useNavigate } from 'react-router-dom'
import { gettingReadyToServe } from '../api/apiClient'
import { paths } from '../navigation/paths'

// Its own chunk, fetched when a form's call is first answered 401 (docs/architecture.md#performance).
const loadDialog = () => import('./SignInAgainDialog').then((module) => module.SignInAgainDialog)

const serve = () => import('./signInAgainPrompt').then((module) => module.serveSignInAgain)

const whileGettingReady = (ready: Promise<void>) => gettingReadyToServe('signInAgain', ready)

/**
 * Shows the sign-in dialog over the signed-in pages whenever a form's call is
 * answered 401 (docs/product.md#session-ended-mid-form), and tells the
 * session what came of it (@conecta/account's `useSignInAgainServer`):
 * - the same person: their user, then the call goes again;
 * - another person: the call is dropped, the first person's pages go at once
 *   (nobody is shown until the server names who is signed in) and the new
 *   person lands on their own profile;
 * - Cancelar: the call's 401 reaches the session as it does without the
 *   dialog, and the person goes to /login as today.
 * Unmounted while asking (its page went away), the call is dropped and the
 * server is asked who is signed in. The dialog and its channel are chunks of
 * their own, which the client waits for (`whileGettingReady`).
 */
export function SignInAgainHost() {
  const navigate = useNavigate()
  // A fragment, not the hook's ReactNode: what a component returns.
  return (
    <>
      {useSignInAgainServer({
        serve,
        loadDialog,
        whileGettingReady,
        onOtherPerson: () => {
          void navigate(paths.profile, { replace: true })
        },
      })}
    </>
  )
}
