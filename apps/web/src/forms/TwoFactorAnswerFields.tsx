import type { TwoFactorAnswer } from '@conecta/session-machine'
import { Button, TextField } from '@conecta/ui'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { type FormFailure, VALIDATION_SUMMARY } from './describeFailure'
import { FormFailureSummary } from './FormFailureSummary'

export interface TwoFactorAnswerFieldsProps {
  /** The server's refusal of the last answer, already described (or null). */
  serverFailure: FormFailure | null
  /** How many answers the server refused (for the summary's failed-attempts count). */
  serverFailures: number
  /** An answer is on its way: the buttons wait. */
  verifying: boolean
  /** A checked answer: `{ code }` (6 digits, spaces left out) or `{ recovery_code }` (dash added to 20 chars). */
  onAnswer: (answer: TwoFactorAnswer) => void
  /** "Voltar". */
  onBack: () => void
  /**
   * The form's class: the layout belongs to the frame around it (a card, a dialog).
   * @defaultValue undefined
   */
  className?: string
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
 * The answer to a two-factor challenge (docs/product.md#two-factor-sign-in): the 6 digits of the
 * authenticator app or, behind "Usar um código de recuperação", a recovery code. It checks what
 * was typed and hands on the answer; sending it, and what the server said, are the caller's.
 */
export function TwoFactorAnswerFields({
  serverFailure,
  serverFailures,
  verifying,
  onAnswer,
  onBack,
  className,
}: TwoFactorAnswerFieldsProps) {
  const [useRecoveryCode, setUseRecoveryCode] = useState(false)
  // A code that is not 6 digits is refused here: each call counts against the server's 5 a minute.
  const [localFailure, setLocalFailure] = useState<FormFailure | null>(null)
  const [localFailures, setLocalFailures] = useState(0)
  const field = useRef<HTMLInputElement>(null)
  const name = useRecoveryCode ? 'recovery_code' : 'code'

  // The fields, and each switch between them, put the person in the field to type.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the switch is the signal to move focus
  useEffect(() => {
    field.current?.focus()
  }, [useRecoveryCode])

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
    onAnswer(useRecoveryCode ? { recovery_code: value } : { code: value })
  }

  function toggle() {
    setLocalFailure(null)
    setUseRecoveryCode((current) => !current)
  }

  return (
    <>
      <p>
        {useRecoveryCode
          ? 'Introduza um dos códigos de recuperação que guardou. Cada código só pode ser usado uma vez.'
          : 'Abra a aplicação de autenticação no seu telemóvel e introduza o código de 6 algarismos que ela mostra.'}
      </p>
      <FormFailureSummary
        submission={{ failure, failedAttempts: serverFailures + localFailures }}
        fields={[name]}
      />
      <form method="dialog" className={className} onSubmit={onSubmit} noValidate>
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
        <Button type="button" variant="secondary" fullWidth onClick={onBack} disabled={verifying}>
          Voltar
        </Button>
      </form>
    </>
  )
}
