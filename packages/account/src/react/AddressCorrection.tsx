'use client'

import type { SessionSnapshot } from '@conecta/session-machine'
import { useSessionSelector } from '@conecta/session-machine/react'
import { Button } from '@conecta/ui'
import { useCallback, useMemo, useRef } from 'react'
import { localValidationError } from '../localValidationError.js'
import { EMAIL_CONFIRMATION_FIELD, isOtherEmail, readNewEmail } from '../newEmail.js'
import { createProfileInformationCalls } from '../profileInformationCalls.js'
import { addressCorrectionPt } from '../strings/addressCorrectionPt.js'
import { newEmailPt } from '../strings/newEmailPt.js'
import { useAccountSection } from './AccountProvider.js'
import * as styles from './account.css.js'
import { NameField } from './NameField.js'
import { NewEmailFields } from './NewEmailFields.js'
import { SubmissionForm } from './SubmissionForm.js'
import { useSubmission } from './useSubmission.js'

const FIELDS = ['name', 'email', EMAIL_CONFIRMATION_FIELD] as const

const selectClient = (snapshot: SessionSnapshot) => snapshot.context.client

/** Where a verification link went: the address, and the name saved with it. */
export interface MailedAddress {
  email: string
  /** `null` when the host does not know it: the block then asks for it. */
  name: string | null
}

export interface AddressCorrectionProps {
  /** Where the link went, as the host knows it; `null` when it does not. */
  address: MailedAddress | null
  /** Saved: the new link went to `address.email`. */
  onCorrected: (address: MailedAddress) => void
}

/**
 * "Enganou-se no endereço?": the right address of an account whose address
 * is not verified yet, typed twice (a second typo would lock the person out
 * again), sent with the name as Fortify's `PUT /user/profile-information`
 * wants, through the Sanctum client of the nearest `SessionProvider`; the
 * backend mails the new link to it. The address the link already went to is
 * refused before anything is sent. Where the route is behind
 * `password.confirm`, the host's `PasswordConfirmationHost` asks first.
 */
export function AddressCorrection({ address, onCorrected }: AddressCorrectionProps) {
  const words = useAccountSection('addressCorrection', addressCorrectionPt)
  const newEmailWords = useAccountSection('newEmail', newEmailPt)
  const client = useSessionSelector(selectClient)
  const calls = useMemo(() => createProfileInformationCalls(client), [client])
  const form = useRef<HTMLFormElement>(null)
  const current = address?.email ?? null
  const knownName = address?.name ?? null

  const correct = useCallback(async (): Promise<MailedAddress> => {
    if (form.current === null) throw new Error('The correction form is not on the page.')
    const data = new FormData(form.current)
    const name = knownName ?? String(data.get('name') ?? '').trim()
    const typed = String(data.get('email') ?? '')
    if (current !== null && typed.trim() !== '' && !isOtherEmail(typed, current)) {
      throw localValidationError({ email: [words.sameAddress] })
    }
    const { email, errors } = readNewEmail(data, current, true, { newEmail: newEmailWords })
    if (errors !== null) throw localValidationError(errors)
    await calls.update({ name, email })
    return { email, name: name === '' ? null : name }
  }, [calls, current, knownName, words, newEmailWords])

  const submission = useSubmission(correct, onCorrected)

  return (
    <section aria-label={words.title} className={styles.form}>
      <SubmissionForm
        submission={submission}
        fields={FIELDS}
        formRef={form}
        className={styles.form}
      >
        {knownName === null ? (
          // Fortify saves the name with the address: without it, the account's name is asked.
          <NameField defaultValue="" submission={submission} />
        ) : null}
        <NewEmailFields current={current} label={words.email} typeTwice submission={submission} />
        <Button type="submit" fullWidth loading={submission.pending}>
          {words.submit}
        </Button>
      </SubmissionForm>
    </section>
  )
}
