import { useEffect } from 'react'
import { selectSessionStatus } from '../selectSessionStatus.js'
import { useSessionActorRef } from './SessionActorContext.js'

/**
 * While `active`, asks the server again who is signed in each time the person comes back to this
 * page: the tab shown again (`visibilitychange`), or the window focused again (a computer, where
 * the mail was opened in another window or another browser and this one stayed visible). A link
 * opened in another browser or on another phone can tell this page nothing; coming back to it
 * is when the person looks: a page waiting for a mailed link. Another tab of this browser
 * needs none of this: the session's tab broadcast already tells this one. A fetch already on
 * its way is not asked twice (both events come when a tab is shown).
 */
export function useRefreshWhenShown(active: boolean): void {
  const actor = useSessionActorRef()
  useEffect(() => {
    if (!active) return
    const refresh = () => {
      if (document.visibilityState !== 'visible') return
      if (selectSessionStatus(actor.getSnapshot()) === 'loading') return
      actor.send({ type: 'session.refresh' })
    }
    document.addEventListener('visibilitychange', refresh)
    window.addEventListener('focus', refresh)
    return () => {
      document.removeEventListener('visibilitychange', refresh)
      window.removeEventListener('focus', refresh)
    }
  }, [active, actor])
}
