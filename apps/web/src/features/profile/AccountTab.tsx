import {
  EMAIL_CONFIRMATION_FIELD,
  localValidationError,
  readNewEmail,
  sameEmail,
} from '@conecta/account'
import {
  FocusOnShow,
  NameField,
  NewEmailFields,
  SubmissionForm,
  useSubmission,
} from '@conecta/account/react'
import type { User } from '@conecta/session-machine'
import { useSessionSend } from '@conecta/session-machine/react'
import { Button, Card, DescriptionList, Notice } from '@conecta/ui'
import { useCallback, useEffect, useRef, useState } from 'react'
import { resendVerificationEmail } from '../../api/authApi'
import { formatMaputoDate } from '../../format/formatMaputoDate'
import * as emailText from '../../forms/emailText.css'
import { rememberMailedAddress } from '../../session/mailedAddress'
import { useProfileUser } from '../../session/useProfileUser'
import { useRefreshWhenShown } from '../../session/useRefreshWhenShown'
import * as layout from '../../styles/layout.css'
import { showToast } from '../../toast/toastBus'
import { updateProfile } from './api'
import { EmailLinkOutcome } from './EmailLinkOutcome'
import { PendingEmailChange, type PendingEnding } from './PendingEmailChange'

const FIELDS = ['name', 'email', EMAIL_CONFIRMATION_FIELD] as const

export const PROFILE_SAVED_MESSAGE = 'Os seus dados foram guardados.'
export const VERIFICATION_RESENT_MESSAGE =
  'Enviámos um novo link de verificação. Abra a mensagem e siga o link para confirmar o seu e-mail.'

/**
 * Where the backend replaces the address at once (plain Fortify): said before saving, as the
 * profile then closes until the new address is confirmed.
 */
export const EMAIL_CHANGE_WARNING =
  'Ao guardar, enviaremos um link de verificação para o novo endereço. Terá de abrir esse link para confirmar o e-mail; até lá, o perfil e a subscrição ficam indisponíveis.'

/** Where the change waits for its link: nothing closes, and the current address keeps working. */
export function emailPendingWarning(current: string): string {
  return `Ao guardar, enviamos um link para o novo endereço; por segurança, pode ser-lhe pedida a palavra-passe. O e-mail só muda quando abrir esse link: até lá, continua a entrar com ${current}.`
}

export function emailChangedMessage(email: string): string {
  return `Guardámos o novo e-mail. Enviámos um link de verificação para ${email}: abra-o para confirmar o endereço.`
}

export function emailPendingSavedMessage(pending: string): string {
  return `Os seus dados foram guardados. Para mudar o e-mail, abra o link que enviámos para ${pending}.`
}

export function pendingEmailHint(pending: string): string {
  return `Alteração por confirmar: ${pending}.`
}

export function cancelledMessage(current: string): string {
  return `Cancelámos a alteração. O seu e-mail continua a ser ${current}.`
}

export function nothingPendingMessage(current: string): string {
  return `Já não há nenhuma alteração do e-mail por confirmar: foi cancelada noutro lado. O seu e-mail continua a ser ${current}.`
}

/**
 * A change of address waits for its link (docs/product.md#changing-the-e-mail) when the backend
 * has the pending change (its user carries `pending_email`) and the current address is verified;
 * otherwise a new address replaces the old at once, unverified.
 */
function changeWaitsForLink(user: User): boolean {
  return 'pending_email' in user && user.email_verified_at !== null
}

/** /profile: who is signed in, the name and e-mail form, and the e-mail's verification or change. */
export function AccountTab() {
  const current = useProfileUser()
  if (current === null) return null
  return <AccountTabContent user={current.user} />
}

function AccountTabContent({ user }: { user: User }) {
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
      <EmailLinkOutcome user={user} />
      <AccountSummary
        user={user}
        pending={shownPending}
        onEnded={onEnded}
        ended={ended !== null && shownPending === null ? ended : null}
      />
      <ProfileForm user={user} pending={shownPending} />
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

interface ProfileFormProps {
  user: User
  pending: string | null
}

type SaveResult = { emailChanged: boolean; waitsForLink: boolean; email: string }

function ProfileForm({ user, pending }: ProfileFormProps) {
  const send = useSessionSend()
  const form = useRef<HTMLFormElement>(null)
  // Set by a save: the next user the server sends puts the form back to what it holds.
  const resetOnRefresh = useRef(false)
  const waitsForLink = changeWaitsForLink(user)

  const save = useCallback(async (): Promise<SaveResult> => {
    if (form.current === null) throw new Error('The profile form is not on the page.')
    const data = new FormData(form.current)
    const name = String(data.get('name') ?? '').trim()
    const { email, errors } = readNewEmail(data, user.email, !waitsForLink)
    if (errors !== null) throw localValidationError(errors)
    await updateProfile({ name, email })
    return { emailChanged: !sameEmail(email, user.email), waitsForLink, email }
  }, [user.email, waitsForLink])

  const onSaved = useCallback(
    (result: SaveResult) => {
      resetOnRefresh.current = true
      if (result.emailChanged && !result.waitsForLink) {
        // The session becomes unverified and the profile's layout sends the person to
        // /verify-email, which shows where the link went and lets a typo be corrected.
        rememberMailedAddress({ email: result.email, name: user.name })
        showToast({
          title: 'E-mail alterado',
          description: emailChangedMessage(result.email),
          variant: 'success',
        })
      }
      send({ type: 'session.refresh' })
    },
    [send, user.name],
  )

  const submission = useSubmission(save, onSaved)
  const saved = submission.state.status === 'succeeded' ? submission.state.result : null

  // biome-ignore lint/correctness/useExhaustiveDependencies: the server's new values are the signal
  useEffect(() => {
    if (!resetOnRefresh.current) return
    resetOnRefresh.current = false
    // The inputs' first values are now the server's (React has set them): the form shows them.
    form.current?.reset()
  }, [user.name, user.email, pending])

  return (
    <Card
      as="section"
      title="Dados pessoais"
      className={`${layout.column} ${emailText.breaksAnywhere}`}
    >
      <SubmissionForm
        submission={submission}
        fields={FIELDS}
        notice={
          saved !== null ? (
            <Notice tone="success">
              {!saved.emailChanged
                ? PROFILE_SAVED_MESSAGE
                : saved.waitsForLink
                  ? emailPendingSavedMessage(saved.email)
                  : emailChangedMessage(saved.email)}
            </Notice>
          ) : null
        }
        formRef={form}
        className={layout.formColumn}
        // What the person types from now on stays: no later answer puts the form back.
        onInput={() => {
          resetOnRefresh.current = false
        }}
      >
        <NameField defaultValue={user.name} submission={submission} />
        <NewEmailFields
          current={user.email}
          hint={pending !== null ? pendingEmailHint(pending) : undefined}
          typeTwice={!waitsForLink}
          warning={
            waitsForLink
              ? {
                  title: 'O e-mail só muda depois de confirmado',
                  text: emailPendingWarning(user.email),
                }
              : { title: 'Terá de verificar o novo e-mail', text: EMAIL_CHANGE_WARNING }
          }
          submission={submission}
        />
        <div className={layout.actions}>
          <Button type="submit" loading={submission.pending}>
            Guardar alterações
          </Button>
        </div>
      </SubmissionForm>
    </Card>
  )
}
