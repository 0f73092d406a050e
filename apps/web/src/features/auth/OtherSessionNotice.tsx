import { useSessionSelector } from '@conecta/session-machine/react'
import { Notice, useHydrated } from '@conecta/ui'
import { Link, useSearchParams } from 'react-router-dom'
import { readEmailLinkHint } from '../../navigation/emailLink'
import { paths } from '../../navigation/paths'
import * as likely from '../../session/likelySession.css'
import { likelyOpenSession } from '../../session/openSession'
import * as authStyles from './AuthCard.css'

/**
 * On a page only a visitor may use, while a session is open in this browser
 * (docs/product.md#someone-else-signed-in): the two ways on, the session that
 * is open ("Continuar com essa sessão") or the form, with what the form will
 * do to that session. It names nobody and opens nothing by itself: on a
 * shared phone the session may be someone else's.
 *
 * It is in the pre-rendered page, shown from the first paint when the page's
 * inline mark found a stored user, so that it does not arrive later and push
 * the form down under a person's finger. After hydration the session decides.
 * It reads the session itself, so that the page around it (and its form) is
 * not drawn again when hydration ends.
 */
export function OtherSessionNotice({ when }: { when: string }) {
  const hydrated = useHydrated()
  const open = useSessionSelector(likelyOpenSession)
  const [search] = useSearchParams()
  // A refused e-mail change link (/login?email-change=invalid) is explained on the profile too.
  const profile =
    hydrated && readEmailLinkHint(search) === 'invalid'
      ? `${paths.profile}?email-change=invalid`
      : paths.profile
  // Before hydration its style shows it only where the inline mark found a stored user; then
  // it is drawn only while a session is (likely) open.
  if (hydrated && !open) return null
  return (
    <div className={likely.ifSessionOpen} data-open={hydrated ? 'true' : undefined}>
      <Notice
        tone="warning"
        title="Este telemóvel já tem uma sessão iniciada"
        action={
          <Link to={profile} className={authStyles.link}>
            Continuar com essa sessão
          </Link>
        }
      >
        {when}, essa sessão termina.
      </Notice>
    </div>
  )
}
