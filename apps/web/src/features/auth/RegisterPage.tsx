import { Register, type Registered } from '@conecta/account/react'
import { useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { appConfig } from '../../config/appConfig'
import { useTypedIn } from '../../forms/useTypedIn'
import { paths } from '../../navigation/paths'
import { useEndOtherSession } from '../../session/useEndOtherSession'
import { AuthCard } from './AuthCard'
import * as styles from './AuthCard.css'
import { FollowSignIn } from './FollowSignIn'
import { OtherSessionNotice } from './OtherSessionNotice'

/**
 * /register: @conecta/account's block in this page's card. The account is
 * created, signed in, and sent to verify its e-mail.
 */
export function RegisterPage() {
  const navigate = useNavigate()
  const endOtherSession = useEndOtherSession()
  const [registered, setRegistered] = useState(false)
  const [sent, setSent] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const typing = useTypedIn(form)

  function goOn({ name, email }: Registered) {
    setRegistered(true)
    navigate(paths.verifyEmail, {
      replace: true,
      // /verify-email shows where the link went, and sends the name with a corrected address.
      state: { registeredEmail: email, registeredName: name },
    })
  }

  return (
    <Register
      onRegistered={goOn}
      beforeRegister={async () => {
        setSent(true)
        // Never POST /register over an open session (docs/api-contract.md#accounts).
        await endOtherSession()
      }}
      frame={(title, content) => <AuthCard title={title}>{content}</AuthCard>}
      formClassName={styles.form}
      formRef={form}
      onInput={typing.onInput}
      footer={
        <p className={styles.links}>
          <Link to={paths.login} className={styles.link}>
            Já tem conta? Entre
          </Link>
        </p>
      }
    >
      <p>
        Crie a sua conta em minutos. Depois de verificar o e-mail, active o teste gratuito no seu
        perfil e use o {appConfig.productName} sem pagar nada.
      </p>
      {registered ? null : (
        <>
          <FollowSignIn begun={typing.typedIn || sent} />
          <OtherSessionNotice when="Ao criar a conta" />
        </>
      )}
    </Register>
  )
}
