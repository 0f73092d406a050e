import { profileInformationPt } from '@conecta/account'
import {
  AccountSummary,
  ProfileInformation,
  type ProfileSaved,
  usePendingEmailChange,
} from '@conecta/account/react'
import type { CurrentUser } from '@conecta/session-machine'
import { Card } from '@conecta/ui'
import type { ReactNode } from 'react'
import * as emailText from '../../forms/emailText.css'
import { rememberMailedAddress } from '../../session/mailedAddress'
import { useProfileUser } from '../../session/useProfileUser'
import * as layout from '../../styles/layout.css'
import { showToast } from '../../toast/toastBus'
import { EmailLinkOutcome } from './EmailLinkOutcome'

/**
 * /profile: who is signed in (@conecta/account's AccountSummary: the address, its verification or
 * change), the name and e-mail form (ProfileInformation), and what an e-mail link led to.
 */
export function AccountTab() {
  const current = useProfileUser()
  if (current === null) return null
  return <AccountTabContent current={current} />
}

/** A section of this tab: the kit's card, its heading an h2, an address broken anywhere. */
function sectionFrame(title: string, content: ReactNode) {
  return (
    <Card as="section" title={title} className={`${layout.column} ${emailText.breaksAnywhere}`}>
      {content}
    </Card>
  )
}

/**
 * Saved with another address that replaced the old at once: the session becomes unverified and
 * the profile's layout sends the person to /verify-email, which shows where the link went and
 * lets a typo be corrected.
 */
function sayWhereTheLinkWent(saved: ProfileSaved) {
  if (!saved.emailChanged || saved.waitsForLink) return
  rememberMailedAddress({ email: saved.email, name: saved.name })
  showToast({
    title: 'E-mail alterado',
    description: profileInformationPt.emailChanged(saved.email),
    variant: 'success',
  })
}

function AccountTabContent({ current }: { current: CurrentUser }) {
  // Shared by the summary's pending change and the form's hint under the address.
  const change = usePendingEmailChange(current)
  return (
    <>
      <EmailLinkOutcome current={current} />
      <AccountSummary user={current} change={change} frame={sectionFrame} />
      <ProfileInformation
        user={current}
        pendingEmail={change.pending}
        onSaved={sayWhereTheLinkWent}
        frame={sectionFrame}
        formClassName={layout.formColumn}
      />
    </>
  )
}
