'use client'

import type { TwoFactorAnswer } from '@conecta/session-machine'
import { Button, TextField } from '@conecta/ui'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { type FormFailure, refusedFields } from '../describeFailure.js'
import { failurePt } from '../strings/failurePt.js'
import { twoFactorPt } from '../strings/twoFactorPt.js'
import { readTwoFactorAnswer } from '../twoFactorAnswer.js'
import { useAccountSection, useFieldWords } from './AccountProvider.js'
import { FormFailureSummary } from './FormFailureSummary.js'

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

/**
 * The answer to a two-factor challenge: the 6 digits of the authenticator app or, behind "Usar
 * um código de recuperação", a recovery code. It checks what was typed and hands on the answer;
 * sending it, and what the server said, are the caller's. Its words are the catalogue's
 * `twoFactor` (`AccountProvider`).
 */
export function TwoFactorAnswerFields({
  serverFailure,
  serverFailures,
  verifying,
  onAnswer,
  onBack,
  className,
}: TwoFactorAnswerFieldsProps) {
  const failureWords = useAccountSection('failure', failurePt)
  const words = useAccountSection('twoFactor', twoFactorPt)
  const fieldWords = useFieldWords()
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
    const read = readTwoFactorAnswer(
      String(new FormData(event.currentTarget).get(name) ?? ''),
      name,
      { twoFactor: words },
    )
    if ('refused' in read) {
      setLocalFailure(refusedFields({ [name]: [read.refused] }, { failure: failureWords }))
      setLocalFailures((count) => count + 1)
      return
    }
    setLocalFailure(null)
    onAnswer(read.answer)
  }

  function toggle() {
    setLocalFailure(null)
    setUseRecoveryCode((current) => !current)
  }

  return (
    <>
      <p>{useRecoveryCode ? words.recoveryInstruction : words.codeInstruction}</p>
      <FormFailureSummary
        submission={{ failure, failedAttempts: serverFailures + localFailures }}
        fields={[name]}
      />
      <form method="dialog" className={className} onSubmit={onSubmit} noValidate>
        {useRecoveryCode ? (
          <TextField
            {...fieldWords}
            key="recovery_code"
            ref={field}
            label={words.recoveryLabel}
            hint={words.recoveryHint}
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
            {...fieldWords}
            key="code"
            ref={field}
            label={words.codeLabel}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            defaultValue=""
            error={errors}
          />
        )}
        <Button type="submit" fullWidth loading={verifying}>
          {words.confirm}
        </Button>
        <Button type="button" variant="ghost" fullWidth onClick={toggle} disabled={verifying}>
          {useRecoveryCode ? words.useAppCode : words.useRecoveryCode}
        </Button>
        <Button type="button" variant="secondary" fullWidth onClick={onBack} disabled={verifying}>
          {words.back}
        </Button>
      </form>
    </>
  )
}
