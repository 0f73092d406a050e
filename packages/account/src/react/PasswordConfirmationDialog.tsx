'use client'

import type { SessionSnapshot } from '@conecta/session-machine'
import { useSessionSelector } from '@conecta/session-machine/react'
import { ConfirmDialog, PasswordField } from '@conecta/ui'
import { useActorRef, useSelector } from '@xstate/react'
import { type FormEvent, useEffect, useRef } from 'react'
import { createPasswordConfirmationCalls } from '../passwordConfirmationCalls.js'
import {
  passwordConfirmationMachine,
  selectConfirmationFailureMessage,
  selectConfirmationOpen,
  selectConfirmationPasswordErrors,
  selectConfirmationRefusals,
  selectConfirmationSubmitting,
} from '../passwordConfirmationMachine.js'
import { failurePt } from '../strings/failurePt.js'
import { fieldsPt } from '../strings/fieldsPt.js'
import { passwordConfirmationPt } from '../strings/passwordConfirmationPt.js'
import { useAccountSection, usePasswordFieldWords } from './AccountProvider.js'

const selectClient = (snapshot: SessionSnapshot) => snapshot.context.client

export interface PasswordConfirmationDialogProps {
  /** Called once: `true` when the password was confirmed, `false` when the person cancelled. */
  onSettled: (confirmed: boolean) => void
}

/**
 * Asks for the password after a call was answered 423 (Laravel's
 * `password.confirm`), and confirms it through the Sanctum client of the
 * nearest `SessionProvider`. Its state is `passwordConfirmationMachine`'s;
 * this view reads it through selectors and sends events. It opens at once,
 * and focus goes back where it was when it closes. A host usually mounts
 * `PasswordConfirmationHost`, which shows this dialog for each prompt.
 */
export function PasswordConfirmationDialog({ onSettled }: PasswordConfirmationDialogProps) {
  const words = useAccountSection('passwordConfirmation', passwordConfirmationPt)
  const fields = useAccountSection('fields', fieldsPt)
  const failure = useAccountSection('failure', failurePt)
  const passwordFieldWords = usePasswordFieldWords()
  const client = useSessionSelector(selectClient)
  // The calls and words of the dialog's first render: a prompt is one dialog from open to close.
  const actor = useActorRef(
    passwordConfirmationMachine.provide({
      actions: {
        reportConfirmed: () => onSettled(true),
        reportCancelled: () => onSettled(false),
      },
    }),
    { input: { calls: createPasswordConfirmationCalls(client), words: { fields, failure } } },
  )
  const open = useSelector(actor, selectConfirmationOpen)
  const submitting = useSelector(actor, selectConfirmationSubmitting)
  const passwordErrors = useSelector(actor, selectConfirmationPasswordErrors)
  const failureMessage = useSelector(actor, selectConfirmationFailureMessage)
  const refusals = useSelector(actor, selectConfirmationRefusals)
  const field = useRef<HTMLInputElement>(null)
  const form = useRef<HTMLFormElement>(null)

  // After a refusal the person types again: the field, with its message, has the focus.
  useEffect(() => {
    if (refusals > 0) field.current?.focus()
  }, [refusals])

  // The password lives in its field: the machine hears it only when it is sent, by Enter or
  // by the button, and a refused one stays in the field to correct.
  function submit() {
    const data = new FormData(form.current ?? undefined)
    actor.send({ type: 'confirmation.submit', password: String(data.get('password') ?? '') })
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    submit()
  }

  return (
    <ConfirmDialog
      open={open}
      title={words.title}
      description={words.description}
      confirmText={failureMessage === null ? words.confirm : words.retry}
      cancelText={words.cancel}
      pending={submitting}
      error={failureMessage}
      onConfirm={submit}
      onCancel={() => actor.send({ type: 'confirmation.cancel' })}
    >
      {/* A form, so that Enter in the field confirms as the button does. */}
      <form ref={form} method="post" noValidate onSubmit={onSubmit}>
        <PasswordField
          {...passwordFieldWords}
          ref={field}
          label={words.password}
          name="password"
          autoComplete="current-password"
          required
          readOnly={submitting}
          error={passwordErrors}
        />
      </form>
    </ConfirmDialog>
  )
}
