'use client'

import type { SessionSnapshot } from '@conecta/session-machine'
import { useSessionActorRef, useSessionSelector } from '@conecta/session-machine/react'
import { Button } from '@conecta/ui'
import { useMemo } from 'react'
import { createRegistrationCalls } from '../registrationCalls.js'
import { registerPt } from '../strings/registerPt.js'
import { useAccountSection } from './AccountProvider.js'
import * as styles from './account.css.js'
import { defaultFrame, type FormBlockProps, type TypedInFormProps } from './BlockFrame.js'
import { EmailField } from './EmailField.js'
import { NameField } from './NameField.js'
import { NewPasswordFields } from './NewPasswordFields.js'
import { SubmissionForm } from './SubmissionForm.js'
import { useHostFormRef } from './useHostFormRef.js'
import { useSubmission } from './useSubmission.js'

const FIELDS = ['name', 'email', 'password', 'password_confirmation'] as const

const selectClient = (snapshot: SessionSnapshot) => snapshot.context.client

export interface Registered {
  /** The name and address the account was created with, as typed (trimmed). */
  name: string
  email: string
}

export interface RegisterProps extends FormBlockProps, TypedInFormProps {
  /**
   * The account exists and is signed in (the session fetches its user, not
   * yet verified): the host goes on, to where the person verifies the e-mail.
   */
  onRegistered: (registered: Registered) => void
  /**
   * Runs before the account is sent, after the fields are read: e.g. ending
   * another person's session still open in this browser. A failure here is
   * the form's failure, and nothing is sent.
   * @defaultValue nothing
   */
  beforeRegister?: () => Promise<void>
}

/**
 * A new account: name, e-mail and a new password twice (`POST /register`,
 * through the Sanctum client of the nearest `SessionProvider`). The backend
 * signs the new account in, and the session hears it (`session.signedIn`).
 * What was typed stays through any failure; a second tap while the account is
 * on its way sends nothing. No router: the host says where to go in
 * `onRegistered`.
 */
export function Register({
  onRegistered,
  beforeRegister,
  children,
  footer,
  frame = defaultFrame,
  formClassName = styles.form,
  formRef,
  onInput,
}: RegisterProps) {
  const words = useAccountSection('register', registerPt)
  const session = useSessionActorRef()
  const client = useSessionSelector(selectClient)
  const calls = useMemo(() => createRegistrationCalls(client), [client])
  const [form, setForm] = useHostFormRef(formRef)
  const submission = useSubmission(
    async (): Promise<Registered> => {
      const data = new FormData(form.current ?? undefined)
      const name = String(data.get('name') ?? '').trim()
      const email = String(data.get('email') ?? '').trim()
      await beforeRegister?.()
      await calls.register({
        name,
        email,
        password: String(data.get('password') ?? ''),
        password_confirmation: String(data.get('password_confirmation') ?? ''),
      })
      return { name, email }
    },
    (registered) => {
      // Breeze signs the new account in; the session learns it is unverified.
      session.send({ type: 'session.signedIn' })
      onRegistered(registered)
    },
  )

  // A fragment, not the frame's ReactNode: a component's type that React 18's JSX takes too.
  return (
    <>
      {frame(
        words.title,
        <>
          {children}
          <SubmissionForm
            submission={submission}
            fields={FIELDS}
            formRef={setForm}
            className={formClassName}
            onInput={onInput}
          >
            <NameField submission={submission} />
            <EmailField submission={submission} />
            <NewPasswordFields submission={submission} />
            <Button type="submit" fullWidth loading={submission.pending}>
              {words.submit}
            </Button>
          </SubmissionForm>
          {footer}
        </>,
      )}
    </>
  )
}
