'use client'

import type { SignInAgainOutcome } from '@conecta/session-machine'
import { useSessionActorRef } from '@conecta/session-machine/react'
import { type ComponentType, type ReactNode, useEffect, useRef } from 'react'
import type { PromptChannel } from '../promptChannel.js'
import type { SignInAgainResult } from '../signInAgainMachine.js'
import { channelKey } from './channelKey.js'
import { SignInAgainDialog, type SignInAgainDialogProps } from './SignInAgainDialog.js'
import { type PromptServerOptions, usePromptServer } from './usePromptServer.js'

export interface SignInAgainServerOptions
  extends Pick<
    PromptServerOptions<SignInAgainOutcome, SignInAgainDialogProps>,
    'serve' | 'loadDialog' | 'whileGettingReady'
  > {
  /**
   * Someone else signed in over the form: the call was dropped and the
   * session forgot the first person. The host shows the new person their
   * own page (the reference app opens the profile).
   * @defaultValue nothing
   */
  onOtherPerson?: () => void
}

/**
 * Serves the sign-in again channel over a signed-in person's pages, and tells
 * the session what came of each prompt: the same person, their user, then
 * the call goes again; another person, the call is dropped, then the session
 * forgets the first (nobody is shown until the server names who is signed in)
 * and `onOtherPerson` runs; cancelled, the call's 401 reaches the session as
 * without the dialog. Only over a person's pages: a prompt while nobody is
 * signed in fails, and the 401 is the session's. Unmounted while asking, the
 * call is dropped and the server is asked who is signed in. For a host of its
 * own (a dialog loaded as a chunk); most mount {@link SignInAgainHost}.
 */
export function useSignInAgainServer({
  onOtherPerson,
  ...loaders
}: SignInAgainServerOptions): ReactNode {
  const session = useSessionActorRef()
  // The person whose form is under the dialog: a sign-in must be theirs to send it.
  const heldUserId = useRef<SignInAgainDialogProps['heldUserId'] | null>(null)
  const { prompt, Dialog } = usePromptServer<SignInAgainOutcome, SignInAgainDialogProps>({
    ...loaders,
    what: 'The sign-in dialog',
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
      onOtherPerson?.()
      return
    }
    prompt.settle('cancelled')
  }

  // Kept mounted once settled, closed, so that it closes as any dialog does; the next prompt
  // starts a fresh one.
  const Shown: ComponentType<SignInAgainDialogProps> = Dialog
  return <Shown key={prompt.id} heldUserId={heldUserId.current} onSettled={settled} />
}

export interface SignInAgainHostProps {
  /**
   * The channel whose `ask` the Sanctum client was given
   * (`createSignInAgainPrompt()`). Another channel (a new client made with
   * it) is served from then on.
   */
  prompt: PromptChannel<SignInAgainOutcome>
  /** {@inheritDoc SignInAgainServerOptions.onOtherPerson} */
  onOtherPerson?: () => void
}

/**
 * Shows the sign-in dialog over a signed-in person's pages whenever a form's
 * call is answered 401 (the session ended while they typed), for as long as
 * it is mounted, and tells the session what came of it
 * ({@link useSignInAgainServer}). Mount it inside the `SessionProvider` whose
 * client asks, with the pages of a signed-in person.
 */
export function SignInAgainHost({ prompt, onOtherPerson }: SignInAgainHostProps) {
  return <ChannelServer key={channelKey(prompt)} channel={prompt} onOtherPerson={onOtherPerson} />
}

/** Serves one channel for its whole life (usePromptServer serves what it was first given). */
function ChannelServer({
  channel,
  onOtherPerson,
}: {
  channel: PromptChannel<SignInAgainOutcome>
  onOtherPerson?: () => void
}) {
  // A fragment, not the hook's ReactNode: a component's type that React 18's JSX takes too.
  return (
    <>
      {useSignInAgainServer({
        serve: () => Promise.resolve(channel.serve),
        loadDialog: () => Promise.resolve(SignInAgainDialog),
        onOtherPerson,
      })}
    </>
  )
}
