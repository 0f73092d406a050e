'use client'

import type { CurrentUser, SessionSnapshot, User } from '@conecta/session-machine'
import { useSessionSelector, useSessionSend } from '@conecta/session-machine/react'
import { Button, Notice } from '@conecta/ui'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { localValidationError } from '../localValidationError.js'
import {
  EMAIL_CONFIRMATION_FIELD,
  emailChangeWaitsForLink,
  readNewEmail,
  sameEmail,
} from '../newEmail.js'
import { createProfileInformationCalls } from '../profileInformationCalls.js'
import { newEmailPt } from '../strings/newEmailPt.js'
import { profileInformationPt } from '../strings/profileInformationPt.js'
import { useAccountSection, useNoticeLabels } from './AccountProvider.js'
import * as styles from './account.css.js'
import { defaultFrame, type FormBlockProps } from './BlockFrame.js'
import { NameField } from './NameField.js'
import { NewEmailFields } from './NewEmailFields.js'
import { SubmissionForm } from './SubmissionForm.js'
import { usePerson } from './usePerson.js'
import { useSubmission } from './useSubmission.js'

const FIELDS = ['name', 'email', EMAIL_CONFIRMATION_FIELD] as const

const selectClient = (snapshot: SessionSnapshot) => snapshot.context.client

/** What a save did. */
export interface ProfileSaved {
  /** The name as saved. */
  name: string
  /** The address as sent (trimmed). */
  email: string
  /** Whether it is another address than the account's. */
  emailChanged: boolean
  /**
   * Whether that change waits for its link (the old address still works), or
   * replaced the old address at once, unverified: the session's user then
   * needs a verification (a host sends the person where the link is awaited).
   */
  waitsForLink: boolean
}

export interface ProfileInformationProps extends Omit<FormBlockProps, 'footer'> {
  /**
   * The person whose details these are.
   * @defaultValue the nearest session's user
   */
  user?: CurrentUser | null
  /**
   * The address a change waits to confirm, shown under the field.
   * @defaultValue the user's `pending_email`
   */
  pendingEmail?: string | null
  /**
   * Saved. The block then asks the session for the user again
   * (`session.refresh`), and the form shows what the server holds.
   * @defaultValue nothing
   */
  onSaved?: (saved: ProfileSaved) => void
}

/**
 * A signed-in person's name and e-mail (Fortify's
 * `PUT /user/profile-information`, through the nearest session's Sanctum
 * client; a 423 asks for the password as that client is set up to). Where
 * the backend keeps a change of address pending until its link is opened
 * (`pending_email`), saving says where the link went and the old address
 * keeps working; where it replaces the address at once, the new one is typed
 * twice, since a typo would lock the person out, and saving says it must be
 * verified. What was typed stays in the fields after a refusal; once saved,
 * they show what the server then holds. Shows nothing for nobody.
 */
export function ProfileInformation({ user, ...props }: ProfileInformationProps) {
  const current = usePerson(user)
  return current === null ? null : <ProfileInformationForm person={current.user} {...props} />
}

function ProfileInformationForm({
  person,
  pendingEmail = person.pending_email ?? null,
  onSaved,
  frame = defaultFrame,
  formClassName = styles.form,
  children,
}: Omit<ProfileInformationProps, 'user'> & { person: User }) {
  const words = useAccountSection('profileInformation', profileInformationPt)
  const labels = useNoticeLabels()
  const newEmailWords = useAccountSection('newEmail', newEmailPt)
  const client = useSessionSelector(selectClient)
  const calls = useMemo(() => createProfileInformationCalls(client), [client])
  const send = useSessionSend()
  const form = useRef<HTMLFormElement>(null)
  // Set by a save: the next user the server sends puts the form back to what it holds.
  const resetOnRefresh = useRef(false)
  const waitsForLink = emailChangeWaitsForLink(person)

  const save = useCallback(async (): Promise<ProfileSaved> => {
    if (form.current === null) throw new Error('The profile form is not on the page.')
    const data = new FormData(form.current)
    const name = String(data.get('name') ?? '').trim()
    const { email, errors } = readNewEmail(data, person.email, !waitsForLink, {
      newEmail: newEmailWords,
    })
    if (errors !== null) throw localValidationError(errors)
    await calls.update({ name, email })
    return { name, email, emailChanged: !sameEmail(email, person.email), waitsForLink }
  }, [calls, person.email, waitsForLink, newEmailWords])

  const saved = useCallback(
    (result: ProfileSaved) => {
      resetOnRefresh.current = true
      // The host first (it may remember where a link went), then the session asks who this is now.
      onSaved?.(result)
      send({ type: 'session.refresh' })
    },
    [onSaved, send],
  )

  const submission = useSubmission(save, saved)
  const result = submission.state.status === 'succeeded' ? submission.state.result : null

  // biome-ignore lint/correctness/useExhaustiveDependencies: the server's new values are the signal
  useEffect(() => {
    if (!resetOnRefresh.current) return
    resetOnRefresh.current = false
    // The inputs' first values are now the server's (React has set them): the form shows them.
    form.current?.reset()
  }, [person.name, person.email, pendingEmail])

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
              result !== null ? (
                <Notice tone="success" toneLabel={labels.success} className={styles.breaksAnywhere}>
                  {!result.emailChanged
                    ? words.saved
                    : result.waitsForLink
                      ? words.emailPendingSaved(result.email)
                      : words.emailChanged(result.email)}
                </Notice>
              ) : null
            }
            formRef={form}
            // The addresses in the hint and the warnings break where they must, in any frame.
            className={`${formClassName} ${styles.breaksAnywhere}`}
            // What the person types from now on stays: no later answer puts the form back.
            onInput={() => {
              resetOnRefresh.current = false
            }}
          >
            <NameField defaultValue={person.name} submission={submission} />
            <NewEmailFields
              current={person.email}
              hint={pendingEmail !== null ? words.pendingHint(pendingEmail) : undefined}
              typeTwice={!waitsForLink}
              warning={
                waitsForLink
                  ? { title: words.pendingWarningTitle, text: words.pendingWarning(person.email) }
                  : { title: words.replaceWarningTitle, text: words.replaceWarning }
              }
              submission={submission}
            />
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
