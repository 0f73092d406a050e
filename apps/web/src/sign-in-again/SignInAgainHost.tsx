import type { SignInAgainResult } from '@conecta/account'
import { usePromptServer } from '@conecta/account/react'
import type { SignInAgainOutcome } from '@conecta/session-machine'
import { useSessionActorRef } from '@conecta/session-machine/react'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { gettingReadyToServe } from '../api/apiClient'
import { paths } from '../navigation/paths'
import type { SignInAgainDialogProps } from './SignInAgainDialog'

// Its own chunk, fetched when a form's call is first answered 401 (docs/architecture.md#performance).
const loadDialog = () => import('./SignInAgainDialog').then((module) => module.SignInAgainDialog)

const serve = () => import('./signInAgainPrompt').then((module) => module.serveSignInAgain)

const whileGettingReady = (ready: Promise<void>) => gettingReadyToServe('signInAgain', ready)

/**
 * Shows the sign-in dialog over the signed-in pages whenever a form's call is
 * answered 401 (docs/product.md#session-ended-mid-form), and tells the
 * session what came of it:
 * - the same person: their user, then the call goes again;
 * - another person: the call is dropped, the first person's pages go at once
 *   (nobody is shown until the server names who is signed in) and the new
 *   person lands on their own profile;
 * - Cancelar: the call's 401 reaches the session as it does without the
 *   dialog, and the person goes to /login as today.
 * Unmounted while asking (its page went away), the call is dropped and the
 * server is asked who is signed in.
 */
export function SignInAgainHost() {
  const session = useSessionActorRef()
  const navigate = useNavigate()
  // The person whose form is under the dialog: a sign-in must be theirs to send it.
  const heldUserId = useRef<SignInAgainDialogProps['heldUserId'] | null>(null)
  const { prompt, Dialog } = usePromptServer<SignInAgainOutcome, SignInAgainDialogProps>({
    serve,
    loadDialog,
    what: 'The sign-in dialog',
    whileGettingReady,
    // Only over a person's pages: the session holds them while the person signs in again.
    accept: () => {
      session.send({ type: 'session.signInAgain.opened' })
      const snapshot = session.getSnapshot()
      heldUserId.current = snapshot.context.user?.user.id ?? null
      return snapshot.matches('signingInAgain') && heldUserId.current !== null
    },
  })

  // Leaving while asking (Back to another site's page, a log-out elsewhere): the server decides.
  useEffect(
    () => () => {
      if (session.getSnapshot().matches('signingInAgain')) {
        session.send({ type: 'session.signInAgain.ended' })
      }
    },
    [session],
  )

  if (prompt === null || Dialog === null || heldUserId.current === null) return null

  function settled(result: SignInAgainResult) {
    if (prompt === null) return
    if (result.person === 'same') {
      // The session has the person again before the call goes.
      session.send({ type: 'session.signInAgain.same', user: result.user })
      prompt.settle('same')
      return
    }
    if (result.person === 'other') {
      // The call is dropped first, then nothing of the first person stays on screen.
      prompt.settle('other')
      session.send({ type: 'session.signInAgain.other' })
      navigate(paths.profile, { replace: true })
      return
    }
    prompt.settle('cancelled')
  }

  // Kept mounted once settled, closed, so that it closes as any dialog does; the next prompt
  // starts a fresh one.
  return <Dialog key={prompt.id} heldUserId={heldUserId.current} onSettled={settled} />
}
