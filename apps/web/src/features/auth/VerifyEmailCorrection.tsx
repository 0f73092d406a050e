import { AddressCorrection } from '@conecta/account/react'
import { PasswordConfirmationHost } from '../../password-confirmation/PasswordConfirmationHost'
import { type MailedAddress, rememberMailedAddress } from '../../session/mailedAddress'

export interface VerifyEmailCorrectionProps {
  /** Where the link went, as this tab knows it; `null` when it does not. */
  address: MailedAddress | null
  onCorrected: (address: MailedAddress) => void
}

/**
 * /verify-email's "Enganou-se no endereço?" (docs/product.md#changing-the-e-mail):
 * @conecta/account's `AddressCorrection`, the corrected address remembered by
 * this tab. A module of its own, loaded when the person asks for it: neither
 * the form nor the password dialog's host is on the page's first load. The
 * host mounts with the form, so it serves a 423 before the call that may get
 * one can be sent (its import is asked for first:
 * password-confirmation/PasswordConfirmationHost).
 */
export function VerifyEmailCorrection({ address, onCorrected }: VerifyEmailCorrectionProps) {
  return (
    <>
      <AddressCorrection
        address={address}
        onCorrected={(corrected) => {
          rememberMailedAddress(corrected)
          onCorrected(corrected)
        }}
      />
      <PasswordConfirmationHost />
    </>
  )
}
