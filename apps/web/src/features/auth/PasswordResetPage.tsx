import { PasswordReset } from '@conecta/account/react'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { hasBrowserSessions } from '../../api/browserSessionsRoute'
import { paths } from '../../navigation/paths'
import { useEndOtherSession } from '../../session/useEndOtherSession'
import { AuthCard } from './AuthCard'
import * as styles from './AuthCard.css'
import { authNoticeState } from './authNotice'
import { OtherSessionNotice } from './OtherSessionNotice'

/**
 * /password-reset/{token}?email=…, from the reset mail: @conecta/account's
 * block in this page's card. Never pre-rendered (the token is in the path), so
 * the query may be read on the first render. Once the password is changed,
 * the login says so (docs/product.md#ending-the-other-sessions).
 */
export function PasswordResetPage() {
  const { token = '' } = useParams()
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const endOtherSession = useEndOtherSession()
  return (
    <PasswordReset
      token={token}
      defaultEmail={search.get('email') ?? ''}
      // Never POST /reset-password over an open session (docs/api-contract.md#accounts).
      beforeReset={endOtherSession}
      // A backend known to lack the routes is not asked again while the page lives.
      canEndOtherSessions={hasBrowserSessions}
      onReset={({ email, message }) =>
        navigate(paths.login, { replace: true, state: authNoticeState({ message, email }) })
      }
      frame={(title, content) => <AuthCard title={title}>{content}</AuthCard>}
      formClassName={styles.form}
      footer={
        <p className={styles.links}>
          <Link to={paths.forgotPassword} className={styles.link}>
            O link expirou? Peça um novo
          </Link>
        </p>
      }
    >
      <OtherSessionNotice when="Ao guardar a palavra-passe" />
    </PasswordReset>
  )
}
