import {
  createSignInAgainCalls,
  failurePt,
  fieldsPt,
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
  signInAgainPt,
} from '@conecta/account'
import { EmailField, TwoFactorAnswerFields } from '@conecta/account/react'
import type { CurrentUser } from '@conecta/session-machine'
import { Button, ConfirmDialog, PasswordField } from '@conecta/ui'
import { useActorRef, useSelector } from '@xstate/react'
import { type FormEvent, type KeyboardEvent, useEffect, useRef } from 'react'
import { apiClient } from '../api/apiClient'

/** The machine's calls through the app's client, and the words of its sections alone. */
const calls = createSignInAgainCalls(apiClient)
const words = { signInAgain: signInAgainPt, fields: fieldsPt, failure: failurePt }

export interface SignInAgainDialogProps {
  /** The id of the person whose form is under the dialog. */
  heldUserId: CurrentUser['user']['id']
  /** Called once, with who signed in (`nobody`: the person cancelled). */
  onSettled: (result: SignInAgainResult) => void
}

/**
 * The sign-in over a form whose call was answered 401
 * (docs/product.md#session-ended-mid-form). It names nobody and its e-mail
 * field starts empty: the phone may be shared, and whoever holds it now may
 * not be the form's person. Its state is the machine's; this view reads it
 * through selectors and sends events. What is typed lives in the fields
 * (docs/architecture.md#rule-15).
 */
export function SignInAgainDialog({ heldUserId, onSettled }: SignInAgainDialogProps) {
  const actor = useActorRef(
    signInAgainMachine.provide({
      actions: { report: (_, result) => onSettled(result) },
    }),
    { input: { heldUserId, calls, words } },
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
        title={signInAgainPt.title}
        description={signInAgainPt.twoFactorDescription}
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
          {signInAgainPt.cancel}
        </Button>
      </ConfirmDialog>
    )
  }

  return (
    <ConfirmDialog
      open={open}
      title={signInAgainPt.title}
      description={signInAgainPt.description}
      confirmText={failureMessage === null ? signInAgainPt.submit : signInAgainPt.retry}
      cancelText={signInAgainPt.cancel}
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
          label={signInAgainPt.password}
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
