import { useSessionSelector } from '@conecta/session-machine/react'
import { Notice } from '@conecta/ui'
import { Link } from 'react-router-dom'
import { useHydrated } from '../../prerender/useHydrated'
import { paths } from '../../routes/paths'
import { hasOpenSession } from '../../session/useEndOtherSession'
import * as styles from './AuthCard.css'

/**
 * On a page only a visitor may use, while a session is open in this browser
 * (docs/product.md#someone-else-signed-in): what the form will do to it, and
 * the way to that session instead; nothing otherwise. It names nobody: on a
 * shared phone the session may be someone else's.
 *
 * It reads the session itself, so that the page around it is not drawn again
 * when hydration ends: a page drawn again then empties the fields whose typed
 * text main.tsx has not yet handed to its state, and a person replacing that
 * text just then had the new text added after it.
 */
export function OtherSessionNotice({ when }: { when: string }) {
  // Nothing before hydration ends, as in the pre-rendered page.
  const hydrated = useHydrated()
  const open = useSessionSelector(hasOpenSession)
  if (!hydrated || !open) return null
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
