import { EmailField, TwoFactorAnswerFields } from '@conecta/account/react'
import type { CurrentUser } from '@conecta/session-machine'
import { Button, ConfirmDialog, PasswordField } from '@conecta/ui'
import { useActorRef, useSelector } from '@xstate/react'
import { type FormEvent, type KeyboardEvent, useEffect, useRef } from 'react'
import {
  type SignInAgainResult,
  selectCheckFailed,
  selectFailureMessage,
  selectFieldErrors,
  selectOpen,
  selectPending,
  selectRefusals,
  selectSentEmail,
  selectTwoFactor,
  selectTwoFactorRefusal,
  selectTwoFactorRefusals,
  signInAgainMachine,
} from './signInAgainMachine'

export const SIGN_IN_AGAIN_TITLE = 'A sua sessão terminou'
export const SIGN_IN_AGAIN_DESCRIPTION =
  'Entre novamente para continuar. Com a mesma conta, o que escreveu é enviado; com outra conta, é descartado.'
export const SIGN_IN_AGAIN_TWO_FACTOR_DESCRIPTION =
  'Falta a verificação em dois passos: introduza o código da aplicação de autenticação.'

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
    { input: { heldUserId } },
  )
  const open = useSelector(actor, selectOpen)
  const pending = useSelector(actor, selectPending)
  const twoFactor = useSelector(actor, selectTwoFactor)
  const fieldErrors = useSelector(actor, selectFieldErrors)
  const failureMessage = useSelector(actor, selectFailureMessage)
  const refusals = useSelector(actor, selectRefusals)
  const sentEmail = useSelector(actor, selectSentEmail)
  const twoFactorRefusal = useSelector(actor, selectTwoFactorRefusal)
  const twoFactorRefusals = useSelector(actor, selectTwoFactorRefusals)
  const checkFailed = useSelector(actor, selectCheckFailed)
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
        title={SIGN_IN_AGAIN_TITLE}
        description={SIGN_IN_AGAIN_TWO_FACTOR_DESCRIPTION}
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
          Cancelar
        </Button>
      </ConfirmDialog>
    )
  }

  return (
    <ConfirmDialog
      open={open}
      title={SIGN_IN_AGAIN_TITLE}
      description={SIGN_IN_AGAIN_DESCRIPTION}
      confirmText={failureMessage === null ? 'Entrar' : 'Tentar novamente'}
      cancelText="Cancelar"
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
          label="Palavra-passe"
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
