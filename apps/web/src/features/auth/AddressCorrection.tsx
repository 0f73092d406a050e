import { FormFailureSummary, NameField, useSubmission } from '@conecta/account/react'
import { Button } from '@conecta/ui'
import { type FormEvent, useCallback, useRef } from 'react'
import { updateProfileInformation } from '../../api/profileInformation'
import { localValidationError } from '../../forms/localValidationError'
import { NewEmailFields } from '../../forms/NewEmailFields'
import { EMAIL_CONFIRMATION_FIELD, isOtherEmail, readNewEmail } from '../../forms/newEmail'
import { PasswordConfirmationHost } from '../../password-confirmation/PasswordConfirmationHost'
import { type MailedAddress, rememberMailedAddress } from '../../session/mailedAddress'
import * as styles from './AuthCard.css'

export const SAME_ADDRESS_MESSAGE =
  'É para este endereço que já enviámos o link. Escreva o endereço certo.'

const FIELDS = ['name', 'email', EMAIL_CONFIRMATION_FIELD] as const

export interface AddressCorrectionProps {
  /** Where the link went, as this tab knows it; `null` when it does not. */
  address: MailedAddress | null
  onCorrected: (address: MailedAddress) => void
}

/**
 * /verify-email's "Enganou-se no endereço?" (docs/product.md#changing-the-e-mail): the right
 * address, typed twice, sent with the name as Fortify's profile route wants (allowed while the
 * address is not verified); the new link goes to it. A module of its own, loaded when the person
 * asks for it: neither the form nor the password dialog's host is on the page's first load. The
 * host mounts with the form, so it serves a 423 before the call that may get one can be sent
 * (its import is asked for first: password-confirmation/PasswordConfirmationHost).
 */
export function AddressCorrection({ address, onCorrected }: AddressCorrectionProps) {
  const form = useRef<HTMLFormElement>(null)
  const current = address?.email ?? null
  const knownName = address?.name ?? null

  const correct = useCallback(async (): Promise<MailedAddress> => {
    if (form.current === null) throw new Error('The correction form is not on the page.')
    const data = new FormData(form.current)
    const name = knownName ?? String(data.get('name') ?? '').trim()
    const typed = String(data.get('email') ?? '')
    if (current !== null && typed.trim() !== '' && !isOtherEmail(typed, current)) {
      throw localValidationError({ email: [SAME_ADDRESS_MESSAGE] })
    }
    const { email, errors } = readNewEmail(data, current, true)
    if (errors !== null) throw localValidationError(errors)
    await updateProfileInformation({ name, email })
    return { email, name: name === '' ? null : name }
  }, [current, knownName])

  const submission = useSubmission(
    correct,
    useCallback(
      (corrected: MailedAddress) => {
        rememberMailedAddress(corrected)
        onCorrected(corrected)
      },
      [onCorrected],
    ),
  )

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void submission.submit()
  }

  return (
    <section aria-label="Corrigir o endereço" className={styles.form}>
      <FormFailureSummary submission={submission} fields={FIELDS} />
      <form ref={form} method="post" className={styles.form} onSubmit={onSubmit} noValidate>
        {knownName === null ? (
          // Fortify saves the name with the address: without it, the account's name is asked.
          <NameField defaultValue="" submission={submission} />
        ) : null}
        <NewEmailFields
          current={current}
          label="O endereço certo"
          typeTwice
          submission={submission}
        />
        <Button type="submit" fullWidth loading={submission.pending}>
          Guardar e enviar novo link
        </Button>
      </form>
      <PasswordConfirmationHost />
    </section>
  )
}
