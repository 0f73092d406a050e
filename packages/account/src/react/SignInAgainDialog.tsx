'use client'

import type { CurrentUser } from '@conecta/session-machine'
import { SessionActorContext, type SessionActorRef } from '@conecta/session-machine/react'
import { Button, ConfirmDialog, PasswordField } from '@conecta/ui'
import { useActorRef, useSelector } from '@xstate/react'
import { type FormEvent, type KeyboardEvent, useContext, useEffect, useRef } from 'react'
import {
  createSignInAgainCalls,
  type SignInAgainCalls,
  type SignInAgainResult,
  selectSignInAgainCheckFailed,
  selectSignInAgainFailureMessage,
  selectSignInAgainFieldErrors,
  selectSignInAgainOpen,
  selectSignInAgainPending,
  selectSignInAgainRefusals,
  selectSignInAgainSentEmail,
  selectSignInAgainTwoFactor,
  selectSignInAgainTwoFactorRefusal,
  selectSignInAgainTwoFactorRefusals,
  signInAgainMachine,
} from '../signInAgainMachine.js'
import { failurePt } from '../strings/failurePt.js'
import { fieldsPt } from '../strings/fieldsPt.js'
import { signInAgainPt } from '../strings/signInAgainPt.js'
import { useAccountSection, usePasswordFieldWords } from './AccountProvider.js'
import { EmailField } from './EmailField.js'
import { TwoFactorAnswerFields } from './TwoFactorAnswerFields.js'

export interface SignInAgainDialogProps {
  /** The id of the person whose form is under the dialog: a sign-in must be theirs to send it. */
  heldUserId: CurrentUser['user']['id']
  /** Called once, with who signed in (`nobody`: the person cancelled). */
  onSettled: (result: SignInAgainResult) => void
  /**
   * The sign-in's calls.
   * @defaultValue `createSignInAgainCalls` over the nearest session's client
   */
  calls?: SignInAgainCalls
}

/**
 * The sign-in over a form whose call was answered 401: the session ended
 * while the person typed, and what they typed waits under the dialog. It
 * names nobody and its e-mail field starts empty: the phone may be shared,
 * and whoever holds it now may not be the form's person. The same person
 * signed in, the call goes again; anyone else, it is dropped. Its state is
 * `signInAgainMachine`'s; this view reads it through selectors and sends
 * events. What is typed lives in the fields. A host usually mounts
 * `SignInAgainHost`, which shows this dialog for each prompt.
 */
export function SignInAgainDialog({
  heldUserId,
  onSettled,
  calls: givenCalls,
}: SignInAgainDialogProps) {
  const words = useAccountSection('signInAgain', signInAgainPt)
  const fields = useAccountSection('fields', fieldsPt)
  const failure = useAccountSection('failure', failurePt)
  const passwordFieldWords = usePasswordFieldWords()
  const session = useContext(SessionActorContext)
  // The calls and words of the dialog's first render: a prompt is one dialog from open to close.
  const actor = useActorRef(
    signInAgainMachine.provide({
      actions: { report: (_, result) => onSettled(result) },
    }),
    {
      input: {
        heldUserId,
        calls: givenCalls ?? createSignInAgainCalls(sessionClient(session)),
        words: { signInAgain: words, fields, failure },
      },
    },
  )
  const open = useSelector(actor, selectSignInAgainOpen)
  const pending = useSelector(actor, selectSignInAgainPending)
  const twoFactor = useSelector(actor, selectSignInAgainTwoFactor)
  const fieldErrors = useSelector(actor, selectSignInAgainFieldErrors)
  const failureMessage = useSelector(actor, selectSignInAgainFailureMessage)
  const refusals = useSelector(actor, selectSignInAgainRefusals)
  const sentEmail = useSelector(actor, selectSignInAgainSentEmail)
  const twoFactorRefusal = useSelector(actor, selectSignInAgainTwoFactorRefusal)
  const twoFactorRefusals = useSelector(actor, selectSignInAgainTwoFactorRefusals)
  const checkFailed = useSelector(actor, selectSignInAgainCheckFailed)
  const form = useRef<HTMLFormElement>(null)

  // After a refusal the person corrects: the first field with a message has the focus.
  useEffect(() => {
    if (refusals === 0) return
    form.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus()
  }, [refusals])

  function submit() {
    // Signed in, but the server could not yet say who: ask it again, nothing sent anew.
    if (checkFailed) {
      actor.send({ type: 'signIn.retry' })
      return
    }
    const data = new FormData(form.current ?? undefined)
    actor.send({
      type: 'signIn.submit',
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    })
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    submit()
  }

  // Two fields and no submit button inside the form ("Entrar" is the dialog's): a browser then
  // submits nothing on Enter, so the form does it itself.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return
    event.preventDefault()
    submit()
  }

  const cancel = () => actor.send({ type: 'signIn.cancel' })

  if (twoFactor) {
    return (
      // No Escape nor outside press here: the step has its own "Voltar" and "Cancelar".
      <ConfirmDialog
        open={open}
        alwaysOpen
        title={words.title}
        description={words.twoFactorDescription}
        error={failureMessage}
      >
        <TwoFactorAnswerFields
          serverFailure={twoFactorRefusal}
          serverFailures={twoFactorRefusals}
          verifying={pending}
          onAnswer={(answer) => actor.send({ type: 'signIn.twoFactor.answer', answer })}
          onBack={() => actor.send({ type: 'signIn.twoFactor.back' })}
        />
        <Button type="button" variant="ghost" fullWidth disabled={pending} onClick={cancel}>
          {words.cancel}
        </Button>
      </ConfirmDialog>
    )
  }

  return (
    <ConfirmDialog
      open={open}
      title={words.title}
      description={words.description}
      confirmText={failureMessage === null ? words.submit : words.retry}
      cancelText={words.cancel}
      pending={pending}
      error={failureMessage}
      onConfirm={submit}
      onCancel={cancel}
    >
      {/* A form, so that Enter in a field signs in as the button does (onKeyDown). */}
      <form ref={form} method="post" noValidate onSubmit={onSubmit} onKeyDown={onKeyDown}>
        <EmailField
          defaultValue={sentEmail}
          submission={{ errorsFor: (field) => fieldErrors[field] ?? [] }}
        />
        <PasswordField
          {...passwordFieldWords}
          label={words.password}
          name="password"
          autoComplete="current-password"
          required
          readOnly={pending}
          error={fieldErrors.password ?? []}
        />
      </form>
    </ConfirmDialog>
  )
}

/** The client of the session the dialog is in, when it is given no calls of its own. */
function sessionClient(session: SessionActorRef | null) {
  if (session === null) {
    throw new Error('SignInAgainDialog needs a SessionProvider above it, or its `calls`.')
  }
  return session.getSnapshot().context.client
}
