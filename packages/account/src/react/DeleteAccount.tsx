'use client'

import { type SessionSnapshot, toApiError } from '@conecta/session-machine'
import { useSessionActorRef, useSessionSelector } from '@conecta/session-machine/react'
import { Button, ConfirmDialog, PasswordField } from '@conecta/ui'
import { type FormEvent, useMemo, useRef, useState } from 'react'
import { createDeleteAccountCalls } from '../deleteAccountCalls.js'
import {
  describeFailure,
  type FormFailure,
  loadServerMessageTranslation,
} from '../describeFailure.js'
import { deleteAccountPt } from '../strings/deleteAccountPt.js'
import { failurePt } from '../strings/failurePt.js'
import { useAccountSection, usePasswordFieldWords } from './AccountProvider.js'
import * as styles from './account.css.js'
import { type BlockFrame, defaultFrame } from './BlockFrame.js'

const selectClient = (snapshot: SessionSnapshot) => snapshot.context.client

class DeleteFailure extends Error {
  constructor(readonly failure: FormFailure) {
    super(failure.message)
  }
}

/** The person was asked to confirm their password and cancelled: no error, the dialog as it was. */
class DeleteAbandoned extends Error {}

function preventSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault()
}

export interface DeleteAccountProps {
  /**
   * The account is gone, and the server ended its session. The host goes on
   * (home, a goodbye); once this settles, the block tells the session
   * (`session.signedOut`), so a page that needs a person is left first.
   */
  onDeleted: () => void | Promise<void>
  /**
   * The block's card and heading.
   * @defaultValue a section under an `<h2>`
   */
  frame?: BlockFrame
}

/**
 * The account deleted for good (`DELETE /user`, through the Sanctum client of
 * the nearest `SessionProvider`), behind a dialog that asks for the password.
 * A wrong password keeps the dialog open with the message beside the field,
 * what was typed kept; cancelling a password confirmation the client asked
 * for leaves the dialog as it was.
 */
export function DeleteAccount({ onDeleted, frame = defaultFrame }: DeleteAccountProps) {
  const words = useAccountSection('deleteAccount', deleteAccountPt)
  const failureWords = useAccountSection('failure', failurePt)
  const passwordFieldWords = usePasswordFieldWords()
  const session = useSessionActorRef()
  const client = useSessionSelector(selectClient)
  const calls = useMemo(() => createDeleteAccountCalls(client), [client])
  // The password lives in its field, read when the deletion is confirmed; it stays there after
  // a refusal, and goes with the dialog's content when it closes.
  const form = useRef<HTMLFormElement>(null)
  const [fieldError, setFieldError] = useState<string[]>([])

  async function confirmDeletion() {
    const password = String(new FormData(form.current ?? undefined).get('password') ?? '')
    setFieldError([])
    // The session's other tabs hear of it first: their answers may now be refused.
    session.send({ type: 'session.signingOut' })
    // Fetched while the call is on its way; needed only if it fails.
    const translation = loadServerMessageTranslation({ failure: failureWords })
    try {
      await calls.deleteAccount({ password })
    } catch (error) {
      if (toApiError(error).isConfirmationCancelled) throw new DeleteAbandoned()
      const failure = describeFailure(error, await translation, { failure: failureWords })
      setFieldError(failure.fieldErrors.password ?? [])
      throw new DeleteFailure(failure)
    }
    await onDeleted()
    session.send({ type: 'session.signedOut' })
  }

  function onOpenChange(open: boolean) {
    if (open) return
    setFieldError([])
  }

  // A fragment, not the frame's ReactNode: a component's type that React 18's JSX takes too.
  return (
    <>
      {frame(
        words.title,
        <>
          <p className={styles.plainText}>{words.intro}</p>
          <div className={styles.actions}>
            <ConfirmDialog
              variant="danger"
              title={words.dialogTitle}
              description={words.dialogDescription}
              confirmText={words.confirm}
              cancelText={words.cancel}
              onConfirm={confirmDeletion}
              onOpenChange={onOpenChange}
              errorMessage={(reason) =>
                reason instanceof DeleteAbandoned
                  ? ''
                  : reason instanceof DeleteFailure
                    ? reason.message
                    : // Not the deletion's own answer (that is a DeleteFailure): no
                      // server validation message to translate.
                      describeFailure(reason, (message) => message, { failure: failureWords })
                        .message
              }
              trigger={<Button variant="danger">{words.open}</Button>}
            >
              {/* A form, so that the field is read with FormData. Enter in it confirms nothing:
                  only the button deletes the account. */}
              <form ref={form} method="dialog" noValidate onSubmit={preventSubmit}>
                <PasswordField
                  {...passwordFieldWords}
                  label={words.password}
                  name="password"
                  autoComplete="current-password"
                  required
                  error={fieldError}
                />
              </form>
            </ConfirmDialog>
          </div>
        </>,
      )}
    </>
  )
}
