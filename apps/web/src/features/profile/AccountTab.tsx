import { profileInformationPt, sameEmail } from '@conecta/account'
import {
  FocusOnShow,
  PendingEmailChange,
  type PendingEnding,
  ProfileInformation,
  type ProfileSaved,
  useSubmission,
} from '@conecta/account/react'
import type { CurrentUser, User } from '@conecta/session-machine'
import { useRefreshWhenShown, useSessionSend } from '@conecta/session-machine/react'
import { Button, Card, DescriptionList, Notice } from '@conecta/ui'
import { type ReactNode, useCallback, useState } from 'react'
import { resendVerificationEmail } from '../../api/authApi'
import { formatMaputoDate } from '../../format/formatMaputoDate'
import * as emailText from '../../forms/emailText.css'
import { rememberMailedAddress } from '../../session/mailedAddress'
import { useProfileUser } from '../../session/useProfileUser'
import * as layout from '../../styles/layout.css'
import { showToast } from '../../toast/toastBus'
import { EmailLinkOutcome } from './EmailLinkOutcome'

export const VERIFICATION_RESENT_MESSAGE =
  'Enviámos um novo link de verificação. Abra a mensagem e siga o link para confirmar o seu e-mail.'

export function cancelledMessage(current: string): string {
  return `Cancelámos a alteração. O seu e-mail continua a ser ${current}.`
}

export function nothingPendingMessage(current: string): string {
  return `Já não há nenhuma alteração do e-mail por confirmar: foi cancelada noutro lado. O seu e-mail continua a ser ${current}.`
}

/**
 * /profile: who is signed in, the name and e-mail form (@conecta/account's ProfileInformation),
 * and the e-mail's verification or change.
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
  const { user } = current
  const send = useSessionSend()
  const pending = user.pending_email ?? null
  const [ended, setEnded] = useState<{ ending: PendingEnding; address: string } | null>(null)
  // The server said the change is gone (204, or the resend's 404): what it shows says so at once,
  // not after the user is fetched again.
  const shownPending = pending !== null && ended?.address !== pending ? pending : null

  const onEnded = useCallback(
    (ending: PendingEnding, address: string) => {
      setEnded({ ending, address })
      send({ type: 'session.refresh' })
    },
    [send],
  )

  // A link opened in another browser or on another phone: this page learns it when it is looked
  // at again (another tab of this browser tells it through the session's broadcast).
  useRefreshWhenShown(pending !== null)

  return (
    <>
      <EmailLinkOutcome current={current} />
      <AccountSummary
        user={user}
        pending={shownPending}
        onEnded={onEnded}
        ended={ended !== null && shownPending === null ? ended : null}
      />
      <ProfileInformation
        user={current}
        pendingEmail={shownPending}
        onSaved={sayWhereTheLinkWent}
        frame={sectionFrame}
        formClassName={layout.formColumn}
      />
    </>
  )
}

interface AccountSummaryProps {
  user: User
  pending: string | null
  onEnded: (ending: PendingEnding, address: string) => void
  ended: { ending: PendingEnding; address: string } | null
}

function AccountSummary({ user, pending, onEnded, ended }: AccountSummaryProps) {
  const [resent, setResent] = useState(false)
  const resend = useSubmission(resendVerificationEmail, () => setResent(true))
  const { email } = user
  const verifiedOn = formatMaputoDate(user.email_verified_at)
  const memberSince = formatMaputoDate(user.created_at)

  return (
    <Card
      as="section"
      title="A sua conta"
      className={`${layout.column} ${emailText.breaksAnywhere}`}
    >
      <DescriptionList
        items={[
          { term: 'E-mail', definition: email },
          pending !== null
            ? { term: 'Novo e-mail', definition: `${pending} (por confirmar)` }
            : null,
          {
            term: 'Verificação do e-mail',
            definition: verifiedOn ? `Verificado em ${verifiedOn}` : 'Ainda não verificado',
          },
          memberSince ? { term: 'Cliente desde', definition: memberSince } : null,
        ]}
      />
      {pending !== null ? (
        <PendingEmailChange current={email} pending={pending} onEnded={onEnded} />
      ) : null}
      {ended !== null && !sameEmail(email, ended.address) ? (
        // The tapped button went with the pending change: the focus goes to what replaced it.
        <FocusOnShow>
          <Notice tone={ended.ending === 'cancelled' ? 'success' : 'info'}>
            {ended.ending === 'cancelled' ? cancelledMessage(email) : nothingPendingMessage(email)}
          </Notice>
        </FocusOnShow>
      ) : null}
      {verifiedOn === null ? (
        <Notice
          tone="warning"
          role="none"
          title="Confirme o seu e-mail"
          action={
            <Button
              variant="secondary"
              loading={resend.pending}
              onClick={() => void resend.submit()}
            >
              Reenviar link de verificação
            </Button>
          }
        >
          Enviámos um link para {email}. Não encontra a mensagem? Veja a pasta de spam ou peça um
          novo link.
        </Notice>
      ) : null}
      {resent && resend.state.status === 'succeeded' ? (
        <Notice tone="success">{VERIFICATION_RESENT_MESSAGE}</Notice>
      ) : null}
      {resend.failure !== null ? <Notice tone="error">{resend.failure.message}</Notice> : null}
    </Card>
  )
}
