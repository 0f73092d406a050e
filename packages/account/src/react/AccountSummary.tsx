'use client'

import type { CurrentUser, SessionSnapshot } from '@conecta/session-machine'
import { useSessionSelector } from '@conecta/session-machine/react'
import { Button, DescriptionList, Notice } from '@conecta/ui'
import { useMemo } from 'react'
import { formatAccountDate } from '../accountDate.js'
import { sameEmail } from '../newEmail.js'
import { accountSummaryPt } from '../strings/accountSummaryPt.js'
import { createVerifyEmailCalls } from '../verifyEmailCalls.js'
import { useAccountSection, useNoticeLabels } from './AccountProvider.js'
import { type BlockFrame, defaultFrame } from './BlockFrame.js'
import { FocusOnShow } from './FocusOnShow.js'
import { PendingEmailChange } from './PendingEmailChange.js'
import { type PendingEmailChangeState, usePendingEmailChange } from './usePendingEmailChange.js'
import { usePerson } from './usePerson.js'
import { useSubmission } from './useSubmission.js'

const selectClient = (snapshot: SessionSnapshot) => snapshot.context.client

export interface AccountSummaryProps {
  /**
   * The person.
   * @defaultValue the nearest session's user
   */
  user?: CurrentUser | null
  /**
   * The change of address as the page shares it with `ProfileInformation`
   * (its `pendingEmail`): `usePendingEmailChange(user)`.
   * @defaultValue the block's own
   */
  change?: PendingEmailChangeState
  /**
   * The block's card and heading.
   * @defaultValue a section under an `<h2>`
   */
  frame?: BlockFrame
}

/**
 * Who is signed in: the address, a new one waiting for its link (with
 * `PendingEmailChange`: mail it again, or cancel it), whether and when the
 * address was verified (with another link while it is not), and since when
 * the person is a client. Days in the catalogue's locale, as Maputo counts
 * them. Shows nothing for nobody.
 */
export function AccountSummary({ change, ...props }: AccountSummaryProps) {
  return change === undefined ? (
    <WithOwnChange {...props} />
  ) : (
    <Summary {...props} change={change} />
  )
}

function WithOwnChange(props: Omit<AccountSummaryProps, 'change'>) {
  const change = usePendingEmailChange(usePerson(props.user))
  return <Summary {...props} change={change} />
}

function Summary({
  user,
  change,
  frame = defaultFrame,
}: Omit<AccountSummaryProps, 'change'> & { change: PendingEmailChangeState }) {
  const words = useAccountSection('accountSummary', accountSummaryPt)
  const locale = useAccountSection('locale', 'pt-MZ')
  const labels = useNoticeLabels()
  const person = usePerson(user)?.user ?? null
  const client = useSessionSelector(selectClient)
  const calls = useMemo(() => createVerifyEmailCalls(client), [client])
  const resend = useSubmission(calls.resend)
  if (person === null) return null

  const { email } = person
  const { pending, ended } = change
  const verifiedOn = formatAccountDate(person.email_verified_at, locale)
  const memberSince = formatAccountDate(person.created_at, locale)

  return (
    <>
      {frame(
        words.title,
        <>
          <DescriptionList
            items={[
              { term: words.email, definition: email },
              pending !== null
                ? { term: words.newEmail, definition: words.newEmailValue(pending) }
                : null,
              {
                term: words.verification,
                definition: verifiedOn !== null ? words.verifiedOn(verifiedOn) : words.notVerified,
              },
              memberSince !== null ? { term: words.memberSince, definition: memberSince } : null,
            ]}
          />
          {pending !== null ? (
            <PendingEmailChange current={email} pending={pending} onEnded={change.onEnded} />
          ) : null}
          {ended !== null && !sameEmail(email, ended.address) ? (
            // The tapped button went with the pending change: the focus goes to what replaced it.
            <FocusOnShow>
              {ended.ending === 'cancelled' ? (
                <Notice tone="success" toneLabel={labels.success}>
                  {words.cancelled(email)}
                </Notice>
              ) : (
                <Notice tone="info" toneLabel={labels.info}>
                  {words.nothingPending(email)}
                </Notice>
              )}
            </FocusOnShow>
          ) : null}
          {verifiedOn === null ? (
            <Notice
              tone="warning"
              role="none"
              toneLabel={labels.warning}
              title={words.confirmTitle}
              action={
                <Button
                  variant="secondary"
                  loading={resend.pending}
                  onClick={() => void resend.submit()}
                >
                  {words.resend}
                </Button>
              }
            >
              {words.confirmText(email)}
            </Notice>
          ) : null}
          {resend.state.status === 'succeeded' ? (
            <Notice tone="success" toneLabel={labels.success}>
              {words.resent}
            </Notice>
          ) : null}
          {resend.failure !== null ? (
            <Notice tone="error" toneLabel={labels.error}>
              {resend.failure.message}
            </Notice>
          ) : null}
        </>,
      )}
    </>
  )
}
