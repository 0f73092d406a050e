'use client'

import type { SessionSnapshot } from '@conecta/session-machine'
import { useSessionSelector } from '@conecta/session-machine/react'
import { Button, Notice, PasswordField } from '@conecta/ui'
import { useCallback, useMemo, useRef } from 'react'
import {
  type EndOtherSessionsOffer,
  probeBrowserSessions,
  readEndOtherSessions,
} from '../endOtherSessions.js'
import { createPasswordChangeCalls } from '../passwordChangeCalls.js'
import { endOtherSessionsPt } from '../strings/endOtherSessionsPt.js'
import { passwordChangePt } from '../strings/passwordChangePt.js'
import { useAccountSection, useNoticeLabels, usePasswordFieldWords } from './AccountProvider.js'
import * as styles from './account.css.js'
import { defaultFrame, type FormBlockProps } from './BlockFrame.js'
import { EndOtherSessionsField } from './EndOtherSessionsField.js'
import { FocusOnShow } from './FocusOnShow.js'
import { NewPasswordFields } from './NewPasswordFields.js'
import { SubmissionForm } from './SubmissionForm.js'
import { useEndOtherSessionsOffer } from './useEndOtherSessionsOffer.js'
import { useSubmission } from './useSubmission.js'

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const

const selectClient = (snapshot: SessionSnapshot) => snapshot.context.client

export interface PasswordChanged {
  /** Whether every other session of the person was ended with it (the box was ticked). */
  endedOtherSessions: boolean
}

export interface PasswordChangeProps extends Omit<FormBlockProps, 'footer'> {
  /**
   * The password was changed; the block says so, its fields emptied. A host
   * listing the person's sessions reloads it when the others were ended.
   * @defaultValue nothing
   */
  onChanged?: (changed: PasswordChanged) => void
  /**
   * Whether to offer ending the other sessions, from a host that knows (one
   * that lists them beside: `'offered'` once its list loaded). Without it, the
   * block asks the backend once (`probeBrowserSessions`).
   * @defaultValue asked
   */
  endOtherSessionsOffer?: EndOtherSessionsOffer
}

/**
 * A signed-in person's new password: the current one, the new one twice and,
 * where the backend can, the offer to end every other session of the person
 * (`PUT /user/password`, through the Sanctum client of the nearest
 * `SessionProvider`; a 423 asks for the password as that client is set up
 * to). Once changed, the fields are emptied and the message takes the focus;
 * after a failure, what was typed stays.
 */
export function PasswordChange({
  onChanged,
  endOtherSessionsOffer,
  frame = defaultFrame,
  formClassName = styles.form,
  children,
}: PasswordChangeProps) {
  const words = useAccountSection('passwordChange', passwordChangePt)
  const labels = useNoticeLabels()
  const endWords = useAccountSection('endOtherSessions', endOtherSessionsPt)
  const passwordFieldWords = usePasswordFieldWords()
  const client = useSessionSelector(selectClient)
  const calls = useMemo(() => createPasswordChangeCalls(client), [client])
  const asked = useEndOtherSessionsOffer(
    endOtherSessionsOffer === undefined ? (signal) => probeBrowserSessions(client, signal) : null,
  )
  const offer = endOtherSessionsOffer ?? asked
  const form = useRef<HTMLFormElement>(null)

  const change = useCallback(async (): Promise<PasswordChanged> => {
    const data = new FormData(form.current ?? undefined)
    const endedOtherSessions = readEndOtherSessions(data)
    await calls.change({
      current_password: String(data.get('current_password') ?? ''),
      password: String(data.get('password') ?? ''),
      password_confirmation: String(data.get('password_confirmation') ?? ''),
      ...(endedOtherSessions ? { logout_other_devices: true } : {}),
    })
    return { endedOtherSessions }
  }, [calls])
  // Emptied only on success: after an error the person corrects what they typed.
  const changed = useCallback(
    (result: PasswordChanged) => {
      form.current?.reset()
      onChanged?.(result)
    },
    [onChanged],
  )
  const submission = useSubmission(change, changed)

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
            notice={
              submission.state.status === 'succeeded' ? (
                // The fields it emptied say nothing: the focus, and the view, go to what happened.
                <FocusOnShow>
                  <Notice tone="success" toneLabel={labels.success}>
                    {submission.state.result.endedOtherSessions
                      ? `${words.changed} ${endWords.ended}`
                      : words.changed}
                  </Notice>
                </FocusOnShow>
              ) : null
            }
            formRef={form}
            className={formClassName}
          >
            <PasswordField
              {...passwordFieldWords}
              label={words.currentPassword}
              name="current_password"
              autoComplete="current-password"
              required
              error={submission.errorsFor('current_password')}
            />
            <NewPasswordFields submission={submission} replacing />
            <EndOtherSessionsField offer={offer} />
            <div className={styles.actions}>
              <Button type="submit" loading={submission.pending}>
                {words.submit}
              </Button>
            </div>
          </SubmissionForm>
        </>,
      )}
    </>
  )
}
