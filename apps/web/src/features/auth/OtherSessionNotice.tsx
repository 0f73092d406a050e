import { Notice } from '@conecta/ui'
import { Link } from 'react-router-dom'
import { paths } from '../../routes/paths'
import * as styles from './AuthCard.css'

/**
 * On a page only a visitor may use, while a session is open in this browser
 * (docs/product.md#someone-else-signed-in): what the form will do to it, and
 * the way to that session instead. It names nobody: on a shared phone the
 * session may be someone else's.
 */
export function OtherSessionNotice({ when }: { when: string }) {
  return (
    <Notice
      tone="warning"
      title="Este telemóvel já tem uma sessão iniciada"
      action={
        <Link to={paths.profile} className={styles.actionLink}>
          Continuar com essa sessão
        </Link>
      }
    >
      {when}, essa sessão termina.
    </Notice>
  )
}
