import type { TwoFactorAnswer } from '@conecta/session-machine'
import {
  useSessionActorRef,
  useTwoFactorChallenge,
  useTwoFactorVerifying,
} from '@conecta/session-machine/react'
import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import {
  describeFailure,
  loadServerMessageTranslation,
  type TranslateServerMessage,
} from '../../forms/describeFailure'
import { TwoFactorAnswerFields } from '../../forms/TwoFactorAnswerFields'
import { AuthCard } from './AuthCard'
import * as styles from './AuthCard.css'

export { RECOVERY_CODE_HINT } from '../../forms/TwoFactorAnswerFields'

export interface TwoFactorChallengeStepProps {
  /** The challenge passed: the person is signed in (their user is being fetched). */
  onPassed: () => void
  /** After "Voltar", once the password step is back. */
  onBack: () => void
}

/**
 * The second step of a sign-in with two-factor on (docs/product.md#two-factor-sign-in): the 6
 * digits of the authenticator app or, behind "Usar um código de recuperação", a recovery code.
 * Loaded only when a login asks for it, so the login page's first load does not carry it.
 */
export function TwoFactorChallengeStep({ onPassed, onBack }: TwoFactorChallengeStepProps) {
  const session = useSessionActorRef()
  const send = session.send
  const challenge = useTwoFactorChallenge()
  const verifying = useTwoFactorVerifying()

  // Already fetched by the login's submit; until it arrives the server's words are shown as sent.
  const [translate, setTranslate] = useState<TranslateServerMessage>(
    () => (message: string) => message,
  )
  useEffect(() => {
    void loadServerMessageTranslation().then((loaded) => setTranslate(() => loaded))
  }, [])

  const passed = useRef(onPassed)
  passed.current = onPassed
  useEffect(() => {
    const subscription = session.on('session.twoFactor.passed', () => passed.current())
    return () => subscription.unsubscribe()
  }, [session])

  const serverFailure =
    challenge?.error == null ? null : describeFailure(challenge.error, translate)

  function sendAnswer(answer: TwoFactorAnswer) {
    send({ type: 'session.twoFactor.answer', answer })
  }

  function back() {
    // The password step is back at once, so that its field can take focus.
    flushSync(() => send({ type: 'session.twoFactor.cancel' }))
    onBack()
  }

  return (
    <AuthCard title="Verificação em dois passos">
      <TwoFactorAnswerFields
        serverFailure={serverFailure}
        serverFailures={challenge?.failures ?? 0}
        verifying={verifying}
        onAnswer={sendAnswer}
        onBack={back}
        className={styles.form}
      />
    </AuthCard>
  )
}
