import type { EndOtherSessionsOffer } from '@conecta/account'
import { PasswordChange, type PasswordChanged } from '@conecta/account/react'
import { Card } from '@conecta/ui'
import { useSelector } from '@xstate/react'
import { useCallback } from 'react'
import * as layout from '../../styles/layout.css'
import {
  type BrowserSessionsActor,
  BrowserSessionsSection,
  useBrowserSessions,
} from './BrowserSessionsSection'
import { DeleteAccountSection } from './DeleteAccountSection'
import { TwoFactorSection } from './TwoFactorSection'

type SessionsSnapshot = ReturnType<BrowserSessionsActor['getSnapshot']>

/**
 * Whether the password change offers to end the other sessions: once the list
 * beside it has loaded (the backend has the routes). While it loads, unknown;
 * a 404, or a list that could not be loaded, offers nothing
 * (docs/product.md#ending-the-other-sessions).
 */
const selectOffer = (snapshot: SessionsSnapshot): EndOtherSessionsOffer =>
  snapshot.matches('ready')
    ? 'offered'
    : snapshot.matches('loading') || snapshot.matches('starting')
      ? 'unknown'
      : 'absent'

/**
 * /profile/security: the password change (@conecta/account's block), two-factor, the active
 * sessions and the account's deletion.
 */
export function SecurityTab() {
  const sessions = useBrowserSessions()
  return (
    <>
      <ChangePasswordSection sessions={sessions} />
      <TwoFactorSection />
      <BrowserSessionsSection actor={sessions} />
      <DeleteAccountSection />
    </>
  )
}

function ChangePasswordSection({ sessions }: { sessions: BrowserSessionsActor }) {
  const offer = useSelector(sessions, selectOffer)
  const reloadSessions = useCallback(
    ({ endedOtherSessions }: PasswordChanged) => {
      if (endedOtherSessions) sessions.send({ type: 'reload' })
    },
    [sessions],
  )
  return (
    <PasswordChange
      endOtherSessionsOffer={offer}
      onChanged={reloadSessions}
      frame={(title, content) => (
        <Card as="section" title={title} className={layout.column}>
          {content}
        </Card>
      )}
      formClassName={layout.formColumn}
    />
  )
}
