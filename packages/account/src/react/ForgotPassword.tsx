'use client'

import type { SessionSnapshot } from '@conecta/session-machine'
import { useSessionSelector } from '@conecta/session-machine/react'
import { Button, Notice } from '@conecta/ui'
import { useMemo, useRef, useState } from 'react'
import { createPasswordResetCalls } from '../passwordResetCalls.js'
import { forgotPasswordPt } from '../strings/forgotPasswordPt.js'
import { useAccountSection, useNoticeLabels } from './AccountProvider.js'
import * as styles from './account.css.js'
import { defaultFrame, type FormBlockProps } from './BlockFrame.js'
import { EmailField } from './EmailField.js'
import { SubmissionForm } from './SubmissionForm.js'
import { useSubmission } from './useSubmission.js'

const FIELDS = ['email'] as const

const selectClient = (snapshot: SessionSnapshot) => snapshot.context.client

export interface ForgotPasswordProps extends FormBlockProps {
  /**
   * Runs before the link is asked for, after the field is read: e.g. ending
   * another person's session still open in this browser. A failure here is
   * the form's failure, and nothing is sent.
   * @defaultValue nothing
   */
  beforeRequest?: () => Promise<void>
}

/**
 * A forgotten password: the account's address, and a link mailed to choose a
 * new one (`POST /forgot-password`, through the Sanctum client of the nearest
 * `SessionProvider`). Once it went, the block says where, and offers another
 * link; the address stays in its field. No router: the host's way back to its
 * sign-in is the `footer`.
 */
export function ForgotPassword({
  beforeRequest,
  children,
  footer,
  frame = defaultFrame,
  formClassName = styles.form,
}: ForgotPasswordProps) {
  const words = useAccountSection('forgotPassword', forgotPasswordPt)
  const noticeLabels = useNoticeLabels()
  const client = useSessionSelector(selectClient)
  const calls = useMemo(() => createPasswordResetCalls(client), [client])
  const form = useRef<HTMLFormElement>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const submission = useSubmission(
    async () => {
      // Asked again: the notice of the last link goes until this one went.
      setSentTo(null)
      const email = String(new FormData(form.current ?? undefined).get('email') ?? '').trim()
      await beforeRequest?.()
      await calls.requestLink({ email })
      return email
    },
    (email) => setSentTo(email),
  )

  // A fragment, not the frame's ReactNode: a component's type that React 18's JSX takes too.
  return (
    <>
      {frame(
        words.title,
        <>
          <p>{words.intro}</p>
          {sentTo !== null ? (
            <Notice tone="success" toneLabel={noticeLabels.success}>
              {words.sent(sentTo)}
            </Notice>
          ) : null}
          {children}
          <SubmissionForm
            submission={submission}
            fields={FIELDS}
            formRef={form}
            className={formClassName}
          >
            <EmailField submission={submission} />
            <Button type="submit" fullWidth loading={submission.pending}>
              {sentTo === null ? words.submit : words.submitAgain}
            </Button>
          </SubmissionForm>
          {footer}
        </>,
      )}
    </>
  )
}
