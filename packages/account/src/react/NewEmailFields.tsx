'use client'

import { Notice, TextField } from '@conecta/ui'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { EMAIL_CONFIRMATION_FIELD, isOtherEmail } from '../newEmail.js'
import { fieldsPt } from '../strings/fieldsPt.js'
import { newEmailPt } from '../strings/newEmailPt.js'
import { useAccountSection, useFieldWords } from './AccountProvider.js'
import type { SubmissionErrors } from './useSubmission.js'

export interface NewEmailFieldsProps {
  /** The account's address now; `null` when the page does not know it. */
  current: string | null
  /**
   * What the field starts with.
   * @defaultValue `current`, or empty
   */
  defaultValue?: string
  /** @defaultValue the catalogue's `fields.email` ("E-mail") */
  label?: string
  /** Under the field: what the person should know of the address (a change waiting for its link). */
  hint?: ReactNode
  /**
   * Whether another address must be typed twice: where the backend replaces the address at once,
   * a typo would lock the person out.
   */
  typeTwice: boolean
  /** Shown while another address than `current` is typed: what saving it will do. */
  warning?: { title: string; text: string }
  /** The form's submission: each field shows the messages given for it. */
  submission: SubmissionErrors
}

/**
 * The e-mail field of a form that may change the address, named `email` as the API's field
 * errors are, and left to the input (read with FormData at submit). While another address is
 * typed it shows `warning` and, with `typeTwice`, a second field to type it again
 * (`email_confirmation`, compared by `readNewEmail`, never sent). The typing is only read, never
 * written back.
 */
export function NewEmailFields({
  current,
  defaultValue = current ?? '',
  label,
  hint,
  typeTwice,
  warning,
  submission,
}: NewEmailFieldsProps) {
  const fields = useAccountSection('fields', fieldsPt)
  const words = useAccountSection('newEmail', newEmailPt)
  const fieldWords = useFieldWords()
  const input = useRef<HTMLInputElement>(null)
  const warningId = useId()
  const [other, setOther] = useState(() => isOtherEmail(defaultValue, current))

  // A form put back to what the server holds (after a save) goes back to its first value.
  useEffect(() => {
    const form = input.current?.form
    if (!form) return
    const onReset = () => setOther(isOtherEmail(defaultValue, current))
    form.addEventListener('reset', onReset)
    return () => form.removeEventListener('reset', onReset)
  }, [defaultValue, current])

  return (
    <>
      <TextField
        {...fieldWords}
        ref={input}
        label={label ?? fields.email}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        defaultValue={defaultValue}
        hint={hint}
        onChange={(event) => setOther(isOtherEmail(event.currentTarget.value, current))}
        error={submission.errorsFor('email')}
        aria-describedby={other && warning ? warningId : undefined}
      />
      {other && typeTwice ? (
        <TextField
          {...fieldWords}
          label={words.confirmation}
          name={EMAIL_CONFIRMATION_FIELD}
          type="email"
          // Typed, not offered by the browser: the point is a second, independent typing.
          autoComplete="off"
          inputMode="email"
          required
          hint={words.confirmationHint}
          error={submission.errorsFor(EMAIL_CONFIRMATION_FIELD)}
        />
      ) : null}
      {other && warning ? (
        // Constant text: the notice is a live region that appears while typing, and must be
        // announced once, not on every keystroke.
        <Notice id={warningId} tone="warning" title={warning.title}>
          {warning.text}
        </Notice>
      ) : null}
    </>
  )
}
