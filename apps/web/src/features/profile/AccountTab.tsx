import { useSessionSend } from '@conecta/session-machine/react'
import { Button, Card, DescriptionList, Notice } from '@conecta/ui'
import { type FormEvent, useCallback, useId, useState } from 'react'
import { resendVerificationEmail } from '../../api/authApi'
import { formatMaputoDate } from '../../format/formatMaputoDate'
import { EmailField } from '../../forms/EmailField'
import { FormFailureSummary } from '../../forms/FormFailureSummary'
import { NameField } from '../../forms/NameField'
import { useSubmission } from '../../forms/useSubmission'
import { useClientSessionUser } from '../../session/useClientSession'
import * as layout from '../../styles/layout.css'
import { showToast } from '../../toast/toastBus'
import { updateProfile } from './api'

const FIELDS = ['name', 'email'] as const

export const PROFILE_SAVED_MESSAGE = 'Os seus dados foram guardados.'
export const VERIFICATION_RESENT_MESSAGE =
  'Enviámos um novo link de verificação. Abra a mensagem e siga o link para confirmar o seu e-mail.'

// Constant text: the notice is a live region that appears while typing, and
// must be announced once, not on every keystroke.
export const EMAIL_CHANGE_WARNING =
  'Ao guardar, enviaremos um link de verificação para o novo endereço. Terá de abrir esse link para confirmar o e-mail; até lá, o perfil e a subscrição ficam indisponíveis.'

export function emailChangedMessage(email: string): string {
  return `Guardámos o novo e-mail. Enviámos um link de verificação para ${email}: abra-o para confirmar o endereço.`
}

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase()
}

/** /profile: who is signed in, the name and e-mail form, and the e-mail's verification. */
export function AccountTab() {
  const current = useClientSessionUser()
  if (current === null) return null
  const { name, email, email_verified_at, created_at } = current.user
  return (
    <>
      <AccountSummary
        email={email}
        verifiedOn={formatMaputoDate(email_verified_at)}
        memberSince={formatMaputoDate(created_at)}
      />
      <ProfileForm savedName={name} savedEmail={email} />
    </>
  )
}

interface AccountSummaryProps {
  email: string
  verifiedOn: string | null
  memberSince: string | null
}

function AccountSummary({ email, verifiedOn, memberSince }: AccountSummaryProps) {
  const [resent, setResent] = useState(false)
  const resend = useSubmission(resendVerificationEmail, () => setResent(true))

  return (
    <Card as="section" title="A sua conta" className={layout.column}>
      <DescriptionList
        items={[
          { term: 'E-mail', definition: email },
          {
            term: 'Verificação do e-mail',
            definition: verifiedOn ? `Verificado em ${verifiedOn}` : 'Ainda não verificado',
          },
          memberSince ? { term: 'Cliente desde', definition: memberSince } : null,
        ]}
      />
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
  savedName: string
  savedEmail: string
}

type SaveResult = { emailChanged: boolean; email: string }

function ProfileForm({ savedName, savedEmail }: ProfileFormProps) {
  const send = useSessionSend()
  const [name, setName] = useState(savedName)
  const [email, setEmail] = useState(savedEmail)

  const save = useCallback(async (): Promise<SaveResult> => {
    const input = { name: name.trim(), email: email.trim() }
    await updateProfile(input)
    return { emailChanged: !sameEmail(input.email, savedEmail), email: input.email }
  }, [name, email, savedEmail])

  const onSaved = useCallback(
    (result: SaveResult) => {
      if (result.emailChanged) {
        // An unverified session is sent to /verify-email by the profile's
        // layout, so the news that a link was sent must outlive this page.
        showToast({
          title: 'E-mail alterado',
          description: emailChangedMessage(result.email),
          variant: 'success',
        })
      }
      send({ type: 'session.refresh' })
    },
    [send],
  )

  const submission = useSubmission(save, onSaved)
  const warningId = useId()
  const saved = submission.state.status === 'succeeded' ? submission.state.result : null
  const emailWillChange = email.trim() !== '' && !sameEmail(email, savedEmail)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void submission.submit()
  }

  return (
    <Card as="section" title="Dados pessoais" className={layout.column}>
      <FormFailureSummary submission={submission} fields={FIELDS} />
      {saved !== null ? (
        <Notice tone="success">
          {saved.emailChanged ? emailChangedMessage(saved.email) : PROFILE_SAVED_MESSAGE}
        </Notice>
      ) : null}
      <form method="post" className={layout.formColumn} onSubmit={onSubmit} noValidate>
        <NameField value={name} onValueChange={setName} submission={submission} />
        <EmailField
          value={email}
          onValueChange={setEmail}
          submission={submission}
          aria-describedby={emailWillChange ? warningId : undefined}
        />
        {emailWillChange ? (
          <Notice id={warningId} tone="warning" title="Terá de verificar o novo e-mail">
            {EMAIL_CHANGE_WARNING}
          </Notice>
        ) : null}
        <div className={layout.actions}>
          <Button type="submit" loading={submission.pending}>
            Guardar alterações
          </Button>
        </div>
      </form>
    </Card>
  )
}
