'use client'

import type { SessionSnapshot } from '@conecta/session-machine'
import { useSessionActorRef, useSessionSelector } from '@conecta/session-machine/react'
import { Button, Checkbox, PasswordField } from '@conecta/ui'
import { useEffect, useMemo, useRef, useState } from 'react'
import { createSessionCalls } from '../sessionCalls.js'
import { signInPt } from '../strings/signInPt.js'
import { useAccountSection, useFieldWords, usePasswordFieldWords } from './AccountProvider.js'
import * as styles from './account.css.js'
import { defaultFrame, type FormBlockProps, type TypedInFormProps } from './BlockFrame.js'
import { EmailField } from './EmailField.js'
import { SubmissionForm } from './SubmissionForm.js'
import { useHostFormRef } from './useHostFormRef.js'
import { useSubmission } from './useSubmission.js'

const FIELDS = ['email', 'password', 'remember'] as const

// Only the accounts with two-factor on need the second step: it is fetched when a login asks
// for it, so a host's first load of its sign-in page does not carry it.
const loadTwoFactorStep = () => import('./TwoFactorStep.js')
type Step = Awaited<ReturnType<typeof loadTwoFactorStep>>['TwoFactorStep']

const selectClient = (snapshot: SessionSnapshot) => snapshot.context.client
const selectChallenged = (snapshot: SessionSnapshot) => snapshot.matches('twoFactorChallenge')

export interface SignedIn {
  /** The address the person signed in with, as typed (trimmed). */
  email: string
}

export interface SignInProps extends FormBlockProps, TypedInFormProps {
  /**
   * The person is signed in: the session fetches their user. The host goes on
   * (its own navigation: a router's, `location.assign`, a state change).
   */
  onSignedIn: (signedIn: SignedIn) => void
  /**
   * Runs before the login is sent, after the fields are read: e.g. ending
   * another person's session still open in this browser. A failure here is
   * the form's failure, and nothing is sent.
   * @defaultValue nothing
   */
  beforeSignIn?: () => Promise<void>
  /**
   * The address the e-mail field starts with; what is typed then stays.
   * @defaultValue ''
   */
  defaultEmail?: string
}

/**
 * The sign-in: e-mail, password and "Lembrar-me", then, for an account with
 * two-factor on, the second step (`TwoFactorStep`, loaded when a login asks
 * for it). It signs in through the session of the nearest `SessionProvider`:
 * its Sanctum client sends the login, and the session hears of it
 * (`session.signedIn`, or `session.twoFactor.required`). What was typed stays
 * in the fields through any failure; a second tap while the login is on its
 * way sends nothing. No router: the host says where to go in `onSignedIn`.
 */
export function SignIn({
  onSignedIn,
  beforeSignIn,
  defaultEmail = '',
  children,
  footer,
  frame = defaultFrame,
  formClassName = styles.form,
  formRef,
  onInput,
}: SignInProps) {
  const words = useAccountSection('signIn', signInPt)
  const fieldWords = useFieldWords()
  const passwordFieldWords = usePasswordFieldWords()
  const session = useSessionActorRef()
  const client = useSessionSelector(selectClient)
  const challenged = useSessionSelector(selectChallenged)
  const calls = useMemo(() => createSessionCalls(client), [client])
  const [TwoFactor, setTwoFactor] = useState<Step | null>(null)
  // What a login asking for the second step was sent with: the form is drawn anew after
  // "Voltar", and starts with it (the password, no longer needed, does not come back).
  const [challengedWith, setChallengedWith] = useState<{ email: string; remember: boolean } | null>(
    null,
  )
  const [form, setForm] = useHostFormRef(formRef)
  const passwordField = useRef<HTMLInputElement>(null)

  const submission = useSubmission(
    async () => {
      const data = new FormData(form.current ?? undefined)
      const email = String(data.get('email') ?? '').trim()
      const remember = data.get('remember') !== null
      await beforeSignIn?.()
      const answer = await calls.login({
        email,
        password: String(data.get('password') ?? ''),
        remember,
      })
      if (answer.twoFactor) {
        const loaded = await loadTwoFactorStep()
        setTwoFactor(() => loaded.TwoFactorStep)
      }
      return { ...answer, email, remember }
    },
    ({ twoFactor, email, remember }) => {
      if (twoFactor) {
        setChallengedWith({ email, remember })
        session.send({ type: 'session.twoFactor.required' })
        return
      }
      session.send({ type: 'session.signedIn' })
      onSignedIn({ email })
    },
  )

  // Leaving the block gives up a challenge still waiting; once it passed, or while an answer
  // is on its way, the session ignores this.
  useEffect(() => () => session.send({ type: 'session.twoFactor.cancel' }), [session])

  if (challenged && TwoFactor !== null && challengedWith !== null) {
    return (
      <TwoFactor
        onPassed={() => onSignedIn({ email: challengedWith.email })}
        onBack={() => passwordField.current?.focus()}
        frame={frame}
        formClassName={formClassName}
      />
    )
  }

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
            <EmailField
              defaultValue={challengedWith?.email ?? defaultEmail}
              submission={submission}
            />
            <PasswordField
              {...passwordFieldWords}
              ref={passwordField}
              label={words.password}
              name="password"
              autoComplete="current-password"
              required
              error={submission.errorsFor('password')}
            />
            <Checkbox
              {...fieldWords}
              label={words.remember}
              name="remember"
              defaultChecked={challengedWith?.remember ?? false}
              error={submission.errorsFor('remember')}
            />
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
