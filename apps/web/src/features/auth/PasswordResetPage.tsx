import { EmailField, FormFailureSummary, useSubmission } from '@conecta/account/react'
import { Button } from '@conecta/ui'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { resetPassword } from '../../api/authApi'
import { hasBrowserSessions } from '../../api/browserSessionsRoute'
import {
  EndOtherSessionsField,
  type EndOtherSessionsOffer,
  OTHER_SESSIONS_ENDED,
  readEndOtherSessions,
} from '../../forms/EndOtherSessionsField'
import { NewPasswordFields } from '../../forms/NewPasswordFields'
import { paths } from '../../navigation/paths'
import { useEndOtherSession } from '../../session/useEndOtherSession'
import { AuthCard } from './AuthCard'
import * as styles from './AuthCard.css'
import { authNoticeState } from './authNotice'
import { OtherSessionNotice } from './OtherSessionNotice'

const FIELDS = ['email', 'password', 'password_confirmation'] as const

export const PASSWORD_CHANGED_MESSAGE =
  'A sua palavra-passe foi alterada. Entre com a nova palavra-passe.'

/**
 * Whether the reset can end the person's sessions: the person is not signed
 * in, so the backend is asked whether it has the browser-sessions routes
 * without a session (docs/product.md#ending-the-other-sessions).
 */
function useEndOtherSessionsOffer(): EndOtherSessionsOffer {
  const [offer, setOffer] = useState<EndOtherSessionsOffer>('unknown')
  useEffect(() => {
    const asking = new AbortController()
    void hasBrowserSessions(asking.signal).then((has) => {
      if (asking.signal.aborted) return
      // An answer that says neither offers nothing: the box would promise what may not happen.
      setOffer(has === true ? 'offered' : 'absent')
    })
    return () => asking.abort()
  }, [])
  return offer
}

/**
 * /password-reset/{token}?email=…, from the reset mail. Never pre-rendered
 * (the token is in the path), so the query may be read on the first render.
 * The fields are the form's own (uncontrolled), read when it is sent.
 */
export function PasswordResetPage() {
  const { token = '' } = useParams()
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const form = useRef<HTMLFormElement>(null)
  const offer = useEndOtherSessionsOffer()

  const endOtherSession = useEndOtherSession()
  const submission = useSubmission(
    async () => {
      const data = new FormData(form.current ?? undefined)
      const endSessions = readEndOtherSessions(data)
      const address = String(data.get('email') ?? '').trim()
      // Never POST /reset-password over an open session (docs/api-contract.md#accounts).
      await endOtherSession()
      await resetPassword({
        token,
        email: address,
        password: String(data.get('password') ?? ''),
        password_confirmation: String(data.get('password_confirmation') ?? ''),
        ...(endSessions ? { logout_other_devices: true } : {}),
      })
      return { address, endSessions }
    },
    ({ address, endSessions }) =>
      navigate(paths.login, {
        replace: true,
        state: authNoticeState({
          message: endSessions
            ? `${PASSWORD_CHANGED_MESSAGE} ${OTHER_SESSIONS_ENDED}`
            : PASSWORD_CHANGED_MESSAGE,
          email: address,
        }),
      }),
  )

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void submission.submit()
  }

  return (
    <AuthCard title="Escolher nova palavra-passe">
      <OtherSessionNotice when="Ao guardar a palavra-passe" />
      <FormFailureSummary submission={submission} fields={FIELDS} />
      <form ref={form} method="post" className={styles.form} onSubmit={onSubmit} noValidate>
        <EmailField defaultValue={search.get('email') ?? ''} submission={submission} />
        <NewPasswordFields submission={submission} replacing />
        <EndOtherSessionsField offer={offer} />
        <Button type="submit" fullWidth loading={submission.pending}>
          Guardar palavra-passe
        </Button>
      </form>
      <p className={styles.links}>
        <Link to={paths.forgotPassword} className={styles.link}>
          O link expirou? Peça um novo
        </Link>
      </p>
    </AuthCard>
  )
}
