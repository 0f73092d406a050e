import { createBrowserSessionsCalls, selectEndOtherSessionsOffer } from '@conecta/account'
import {
  BrowserSessions,
  type BrowserSessionsActor,
  PasswordChange,
  type PasswordChanged,
  TwoFactorSetup,
  useBrowserSessions,
} from '@conecta/account/react'
import { Card } from '@conecta/ui'
import { useSelector } from '@xstate/react'
import { type ReactNode, useCallback } from 'react'
import { apiClient } from '../../api/apiClient'
import { isKnownMissing, markMissing } from '../../api/backendFeatures'
import { appConfig } from '../../config/appConfig'
import { useProfileUser } from '../../session/useProfileUser'
import * as layout from '../../styles/layout.css'
import { DeleteAccountSection } from './DeleteAccountSection'

const browserSessionsCalls = createBrowserSessionsCalls(apiClient)

/** The list's calls, with a 404 remembered while the page lives (api/backendFeatures). */
const rememberedCalls = {
  ...browserSessionsCalls,
  list: async (signal?: AbortSignal) => {
    const answer = await browserSessionsCalls.list(signal)
    if (answer === 'unavailable') markMissing('browserSessions')
    return answer
  },
}

/** A section of this tab: the kit's card, its heading an h2. */
function sectionFrame(title: string, content: ReactNode) {
  return (
    <Card as="section" title={title} className={layout.column}>
      {content}
    </Card>
  )
}

/**
 * /profile/security: the password change, two-factor, the active sessions and the account's
 * deletion, @conecta/account's blocks in this tab's cards.
 */
export function SecurityTab() {
  // One list, shared: the password change reads from it whether the backend has sessions
  // (docs/product.md#ending-the-other-sessions), and has it reload once it ended the others.
  const sessions = useBrowserSessions({
    calls: rememberedCalls,
    knownMissing: isKnownMissing('browserSessions'),
  })
  return (
    <>
      <ChangePasswordSection sessions={sessions} />
      <TwoFactorSetup
        productName={appConfig.productName}
        // The profile's person: on a phone offline, the one it remembers (useProfileUser).
        user={useProfileUser()}
        frame={sectionFrame}
        formClassName={layout.formColumn}
      />
      <BrowserSessions actor={sessions} frame={sectionFrame} />
      <DeleteAccountSection />
    </>
  )
}

function ChangePasswordSection({ sessions }: { sessions: BrowserSessionsActor }) {
  const offer = useSelector(sessions, selectEndOtherSessionsOffer)
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
      frame={sectionFrame}
      formClassName={layout.formColumn}
    />
  )
}
