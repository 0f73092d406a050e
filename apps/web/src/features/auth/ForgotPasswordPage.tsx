import { ForgotPassword } from '@conecta/account/react'
import { Link } from 'react-router-dom'
import { paths } from '../../navigation/paths'
import { useEndOtherSession } from '../../session/useEndOtherSession'
import { AuthCard } from './AuthCard'
import * as styles from './AuthCard.css'
import { OtherSessionNotice } from './OtherSessionNotice'

/** /forgot-password: asks the API to mail a reset link (@conecta/account's block, in this page's card). */
export function ForgotPasswordPage() {
  const endOtherSession = useEndOtherSession()
  return (
    <ForgotPassword
      // Never POST /forgot-password over an open session (docs/api-contract.md#accounts).
      beforeRequest={endOtherSession}
      frame={(title, content) => <AuthCard title={title}>{content}</AuthCard>}
      formClassName={styles.form}
      footer={
        <p className={styles.links}>
          <Link to={paths.login} className={styles.link}>
            Voltar a entrar
          </Link>
        </p>
      }
    >
      <OtherSessionNotice when="Ao pedir o link" />
    </ForgotPassword>
  )
}
