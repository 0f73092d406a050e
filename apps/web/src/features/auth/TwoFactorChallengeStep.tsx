import {
  useSessionActorRef,
  useTwoFactorChallenge,
  useTwoFactorVerifying,
} from '@conecta/session-machine/react'
import { Button, TextField } from '@conecta/ui'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import {
  describeFailure,
  type FormFailure,
  loadServerMessageTranslation,
  type TranslateServerMessage,
  VALIDATION_SUMMARY,
} from '../../forms/describeFailure'
import { FormFailureSummary } from '../../forms/FormFailureSummary'
import { AuthCard } from './AuthCard'
import * as styles from './AuthCard.css'

export interface TwoFactorChallengeStepProps {
  /** The challenge passed: the person is signed in (their user is being fetched). */
  onPassed: () => void
  /** After "Voltar", once the password step is back. */
  onBack: () => void
}

const CODE_PATTERN = /^\d{6}$/
// Authenticator apps show the code as "123 456", and a pasted one may carry spaces around it:
// the field keeps what was typed, the spaces are left out of what is sent.
const withoutSpaces = (value: string) => value.replace(/\s+/g, '')

export const RECOVERY_CODE_HINT =
  'As letras maiúsculas e minúsculas contam: escreva-as exactamente como no código que guardou. Os espaços não contam.'

/**
 * Fortify compares a recovery code as the exact string it issued, two halves
 * of 10 joined by a dash: the same 20 letters and digits typed without it are
 * that code too. Nothing else is changed, the letters' case least of all.
 */
const asRecoveryCode = (value: string) =>
  /^[A-Za-z0-9]{20}$/.test(value) ? `${value.slice(0, 10)}-${value.slice(10)}` : value

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
  const [useRecoveryCode, setUseRecoveryCode] = useState(false)
  // A code that is not 6 digits is refused here: each call counts against the server's 5 a minute.
  const [localFailure, setLocalFailure] = useState<FormFailure | null>(null)
  const [localFailures, setLocalFailures] = useState(0)
  const field = useRef<HTMLInputElement>(null)
  const name = useRecoveryCode ? 'recovery_code' : 'code'

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

  // The step, and each switch between its two fields, puts the person in the field to type.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the switch is the signal to move focus
  useEffect(() => {
    field.current?.focus()
  }, [useRecoveryCode])

  const serverFailure =
    challenge?.error == null ? null : describeFailure(challenge.error, translate)
  const failure = localFailure ?? serverFailure
  const errors = failure?.fieldErrors[name] ?? []

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (verifying) return
    const typed = withoutSpaces(String(new FormData(event.currentTarget).get(name) ?? ''))
    const value = useRecoveryCode ? asRecoveryCode(typed) : typed
    const refusal = useRecoveryCode
      ? value === ''
        ? 'Introduza um dos seus códigos de recuperação.'
        : null
      : CODE_PATTERN.test(value)
        ? null
        : 'Introduza os 6 algarismos que a aplicação de autenticação mostra.'
    if (refusal !== null) {
      setLocalFailure({
        message: VALIDATION_SUMMARY,
        fieldErrors: { [name]: [refusal] },
        retryable: false,
        status: null,
      })
      setLocalFailures((count) => count + 1)
      return
    }
    setLocalFailure(null)
    send({
      type: 'session.twoFactor.answer',
      answer: useRecoveryCode ? { recovery_code: value } : { code: value },
    })
  }

  function back() {
    // The password step is back at once, so that its field can take focus.
    flushSync(() => send({ type: 'session.twoFactor.cancel' }))
    onBack()
  }

  function toggle() {
    setLocalFailure(null)
    setUseRecoveryCode((current) => !current)
  }

  return (
    <AuthCard title="Verificação em dois passos">
      <p>
        {useRecoveryCode
          ? 'Introduza um dos códigos de recuperação que guardou. Cada código só pode ser usado uma vez.'
          : 'Abra a aplicação de autenticação no seu telemóvel e introduza o código de 6 algarismos que ela mostra.'}
      </p>
      <FormFailureSummary
        submission={{ failure, failedAttempts: (challenge?.failures ?? 0) + localFailures }}
        fields={[name]}
      />
      <form method="dialog" className={styles.form} onSubmit={onSubmit} noValidate>
        {useRecoveryCode ? (
          <TextField
            key="recovery_code"
            ref={field}
            label="Código de recuperação"
            hint={RECOVERY_CODE_HINT}
            name="recovery_code"
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            defaultValue=""
            error={errors}
          />
        ) : (
          <TextField
            key="code"
            ref={field}
            label="Código de autenticação"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            defaultValue=""
            error={errors}
          />
        )}
        <Button type="submit" fullWidth loading={verifying}>
          Confirmar
        </Button>
        <Button type="button" variant="ghost" fullWidth onClick={toggle} disabled={verifying}>
          {useRecoveryCode ? 'Usar o código da aplicação' : 'Usar um código de recuperação'}
        </Button>
        <Button type="button" variant="secondary" fullWidth onClick={back} disabled={verifying}>
          Voltar
        </Button>
      </form>
    </AuthCard>
  )
}
