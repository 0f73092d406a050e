'use client'

import type { SessionSnapshot } from '@conecta/session-machine'
import { useSessionSelector } from '@conecta/session-machine/react'
import { Button } from '@conecta/ui'
import { useMemo, useRef } from 'react'
import { probeBrowserSessions, readEndOtherSessions } from '../endOtherSessions.js'
import { createPasswordResetCalls } from '../passwordResetCalls.js'
import { endOtherSessionsPt } from '../strings/endOtherSessionsPt.js'
import { passwordResetPt } from '../strings/passwordResetPt.js'
import { useAccountSection } from './AccountProvider.js'
import * as styles from './account.css.js'
import { defaultFrame, type FormBlockProps } from './BlockFrame.js'
import { EmailField } from './EmailField.js'
import { EndOtherSessionsField } from './EndOtherSessionsField.js'
import { NewPasswordFields } from './NewPasswordFields.js'
import { SubmissionForm } from './SubmissionForm.js'
import { useEndOtherSessionsOffer } from './useEndOtherSessionsOffer.js'
import { useSubmission } from './useSubmission.js'

const FIELDS = ['email', 'password', 'password_confirmation'] as const

const selectClient = (snapshot: SessionSnapshot) => snapshot.context.client

export interface PasswordResetDone {
  /** The account's address, as typed (trimmed). */
  email: string
  /** Whether every session of the person was ended with it (the box was ticked). */
  endedOtherSessions: boolean
  /**
   * What to tell the person where they sign in next, in the catalogue's words:
   * the password was changed and, if so, the other sessions ended.
   */
  message: string
}

export interface PasswordResetProps extends FormBlockProps {
  /** The mailed link's token (Laravel's password broker). */
  token: string
  /** The password was changed: the host goes on to its sign-in, saying `message` there. */
  onReset: (done: PasswordResetDone) => void
  /**
   * The address the e-mail field starts with: the link's `email`; what is
   * typed then stays.
   * @defaultValue ''
   */
  defaultEmail?: string
  /**
   * Runs before the new password is sent, after the fields are read: e.g.
   * ending another person's session still open in this browser. A failure
   * here is the form's failure, and nothing is sent.
   * @defaultValue nothing
   */
  beforeReset?: () => Promise<void>
  /**
   * Whether the backend can end the person's other sessions, asked once when
   * the block is mounted: `true` offers the box, `false` or `null` (no answer)
   * does not. A host that already knows answers at once.
   * @defaultValue asks `GET /api/user/sessions` (`probeBrowserSessions`)
   */
  canEndOtherSessions?: (signal: AbortSignal) => Promise<boolean | null>
}

/**
 * A new password, chosen through the link `ForgotPassword` mailed: the
 * address, the new password twice and, where the backend can, the offer to
 * end every other session of the person (`POST /reset-password`, through the
 * Sanctum client of the nearest `SessionProvider`). What was typed stays
 * through any failure, the box as it was. No router: the link's token and
 * address come as props, and the host says where to go in `onReset`.
 */
export function PasswordReset({
  token,
  onReset,
  defaultEmail = '',
  beforeReset,
  canEndOtherSessions,
  children,
  footer,
  frame = defaultFrame,
  formClassName = styles.form,
}: PasswordResetProps) {
  const words = useAccountSection('passwordReset', passwordResetPt)
  const endWords = useAccountSection('endOtherSessions', endOtherSessionsPt)
  const client = useSessionSelector(selectClient)
  const calls = useMemo(() => createPasswordResetCalls(client), [client])
  const offer = useEndOtherSessionsOffer(
    canEndOtherSessions ?? ((signal) => probeBrowserSessions(client, signal)),
  )
  const form = useRef<HTMLFormElement>(null)
  const submission = useSubmission(async (): Promise<PasswordResetDone> => {
    const data = new FormData(form.current ?? undefined)
    const endedOtherSessions = readEndOtherSessions(data)
    const email = String(data.get('email') ?? '').trim()
    await beforeReset?.()
    await calls.reset({
      token,
      email,
      password: String(data.get('password') ?? ''),
      password_confirmation: String(data.get('password_confirmation') ?? ''),
      ...(endedOtherSessions ? { logout_other_devices: true } : {}),
    })
    const message = endedOtherSessions ? `${words.changed} ${endWords.ended}` : words.changed
    return { email, endedOtherSessions, message }
  }, onReset)

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
            formRef={form}
            className={formClassName}
          >
            <EmailField defaultValue={defaultEmail} submission={submission} />
            <NewPasswordFields submission={submission} replacing />
            <EndOtherSessionsField offer={offer} />
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
