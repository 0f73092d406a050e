import { useEffect, useState } from 'react'
import { Navigate } from 'react-router-dom'
import { paths } from '../../navigation/paths'
import { useClientSessionStatus } from '../../session/useClientSession'

/**
 * On /login and /register: a sign-in made while the page is open, by the
 * person in another tab of this browser, takes this tab to the profile too,
 * as every tab follows the session (docs/product.md#someone-else-signed-in).
 * Only a sign-in seen to happen: a page opened onto a session that was
 * already open shows `OtherSessionNotice` and opens nobody's account, and a
 * page someone has begun to use (`begun`: typed in it or sent it) stays.
 */
export function FollowSignIn({ begun }: { begun: boolean }) {
  const status = useClientSessionStatus()
  const [sawNobody, setSawNobody] = useState(false)
  useEffect(() => {
    if (status === 'anonymous') setSawNobody(true)
  }, [status])
  if (!sawNobody || status !== 'authenticated' || begun) return null
  return <Navigate to={paths.profile} replace />
}
