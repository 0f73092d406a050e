import { VerifyEmail } from '@conecta/account/react'
import { Notice, useHydrated } from '@conecta/ui'
import { lazy, useEffect, useRef, useState } from 'react'
import { Link, Navigate, useLocation } from 'react-router-dom'
import { paths } from '../../navigation/paths'
import {
  forgetMailedAddress,
  type MailedAddress,
  type MailedAddressChannel,
  openMailedAddressChannel,
  readMailedAddress,
  rememberMailedAddress,
} from '../../session/mailedAddress'
import { useLogout } from '../../session/useLogout'
import { AuthCard } from './AuthCard'
import * as styles from './AuthCard.css'

// The password dialog's host comes with the correction's form, when the person asks for it: not
// on the page's first load. It mounts beside the form, in the same wait, so it serves a 423
// before the call that may get one can be sent.
const PasswordConfirmationHost = lazy(() =>
  import('../../password-confirmation/PasswordConfirmationHost').then((module) => ({
    default: module.PasswordConfirmationHost,
  })),
)

/**
 * /verify-email: after registering, and where an unverified person who opens the profile is
 * sent. @conecta/account's `VerifyEmail` says where the link went, lets a mistyped address be
 * corrected, resends the link and waits for the verification (docs/product.md#changing-the-e-mail);
 * the page gives it the address this tab remembers, its sign-in link, its log-out, and takes the
 * person to the profile once verified.
 */
export function VerifyEmailPage() {
  const hydrated = useHydrated()
  const location = useLocation()
  const { logOut, error: logoutError } = useLogout()
  const [address, setAddress] = useState<MailedAddress | null>(null)
  const [verified, setVerified] = useState<{ afterWaiting: boolean } | null>(null)

  // The address is this tab's memory (or the register page's hand-over), unknown to the
  // pre-rendered page: read after hydration, so both render the same first.
  useEffect(() => {
    if (!hydrated) return
    const registered = readRegistered(location.state)
    if (registered !== null) rememberMailedAddress(registered)
    setAddress(registered ?? readMailedAddress())
  }, [hydrated, location.state])

  // Corrected in another tab: this one names the new address, and checks a correction against it.
  const channel = useRef<MailedAddressChannel | null>(null)
  useEffect(() => {
    const opened = openMailedAddressChannel((announced) => {
      rememberMailedAddress(announced)
      setAddress(announced)
    })
    channel.current = opened
    return () => {
      opened.close()
      channel.current = null
    }
  }, [])

  if (verified !== null) {
    // This page waited for the verification: the profile says it happened.
    return (
      <Navigate
        to={verified.afterWaiting ? `${paths.profile}?verified=1` : paths.profile}
        replace
      />
    )
  }

  return (
    <VerifyEmail
      address={hydrated ? address : null}
      frame={(title, content) => <AuthCard title={title}>{content}</AuthCard>}
      formClassName={styles.form}
      onVerified={(afterWaiting) => {
        forgetMailedAddress()
        setVerified({ afterWaiting })
      }}
      signInLink={(text) => <Link to={paths.login}>{text}</Link>}
      onCorrected={(corrected) => {
        rememberMailedAddress(corrected)
        setAddress(corrected)
        channel.current?.announce(corrected)
      }}
      whileCorrecting={<PasswordConfirmationHost />}
      onSignOut={() => {
        forgetMailedAddress()
        return logOut()
      }}
      // Under the buttons: a failed log-out's notice moves none of them.
      footer={logoutError !== null ? <Notice tone="error">{logoutError}</Notice> : null}
    />
  )
}

/** The register page hands the address (and the name) over in the history state. */
function readRegistered(state: unknown): MailedAddress | null {
  if (typeof state !== 'object' || state === null || !('registeredEmail' in state)) return null
  const { registeredEmail } = state
  if (typeof registeredEmail !== 'string' || registeredEmail === '') return null
  const name =
    'registeredName' in state && typeof state.registeredName === 'string'
      ? state.registeredName
      : null
  return { email: registeredEmail, name: name === '' ? null : name }
}
