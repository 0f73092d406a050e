'use client'

import type { TwoFactorAnswer } from '@conecta/session-machine'
import {
  useSessionActorRef,
  useTwoFactorChallenge,
  useTwoFactorVerifying,
} from '@conecta/session-machine/react'
import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { TranslateServerMessage } from '../accountStrings.js'
import { describeFailure, loadServerMessageTranslation } from '../describeFailure.js'
import { failurePt } from '../strings/failurePt.js'
import { twoFactorPt } from '../strings/twoFactorPt.js'
import { useAccountSection } from './AccountProvider.js'
import * as styles from './account.css.js'
import { type BlockFrame, defaultFrame } from './BlockFrame.js'
import { TwoFactorAnswerFields } from './TwoFactorAnswerFields.js'

export interface TwoFactorStepProps {
  /** The challenge passed: the person is signed in (the session fetches their user). */
  onPassed: () => void
  /** After "Voltar", once the session has given the challenge up and the first step is back. */
  onBack: () => void
  /**
   * The step's card and heading.
   * @defaultValue a section under an `<h2>`
   */
  frame?: BlockFrame
  /**
   * The form's class, when the host's frame lays it out.
   * @defaultValue the block's own column
   */
  formClassName?: string
}

/**
 * The second step of a sign-in with two-factor on: the 6 digits of the
 * authenticator app or, behind "Usar um código de recuperação", a recovery
 * code, answered to the session of the nearest `SessionProvider`
 * (`session.twoFactor.answer`), which holds the challenge, its failures and
 * the call. `SignIn` shows it when a login asks for it.
 */
export function TwoFactorStep({
  onPassed,
  onBack,
  frame = defaultFrame,
  formClassName = styles.form,
}: TwoFactorStepProps) {
  const failure = useAccountSection('failure', failurePt)
  const words = useAccountSection('twoFactor', twoFactorPt)
  const session = useSessionActorRef()
  const send = session.send
  const challenge = useTwoFactorChallenge()
  const verifying = useTwoFactorVerifying()

  // Usually fetched by the login's submit already; until it arrives the server's words show as sent.
  const [translate, setTranslate] = useState<TranslateServerMessage>(
    () => (message: string) => message,
  )
  useEffect(() => {
    void loadServerMessageTranslation({ failure }).then((loaded) => setTranslate(() => loaded))
  }, [failure])

  const passed = useRef(onPassed)
  passed.current = onPassed
  useEffect(() => {
    const subscription = session.on('session.twoFactor.passed', () => passed.current())
    return () => subscription.unsubscribe()
  }, [session])

  const serverFailure =
    challenge?.error == null ? null : describeFailure(challenge.error, translate, { failure })

  function sendAnswer(answer: TwoFactorAnswer) {
    send({ type: 'session.twoFactor.answer', answer })
  }

  function back() {
    // The first step is back at once, so that its field can take focus.
    flushSync(() => send({ type: 'session.twoFactor.cancel' }))
    onBack()
  }

  // A fragment, not the frame's ReactNode: a component's type that React 18's JSX takes too.
  return (
    <>
      {frame(
        words.title,
        <TwoFactorAnswerFields
          serverFailure={serverFailure}
          serverFailures={challenge?.failures ?? 0}
          verifying={verifying}
          onAnswer={sendAnswer}
          onBack={back}
          className={formClassName}
        />,
      )}
    </>
  )
}
