import { Navigate, useSearchParams } from 'react-router-dom'
import { hasTypedBeforeApp } from '../../prerender/prerenderMarkers'
import { readEmailLinkHint } from '../../routes/emailLink'
import { paths } from '../../routes/paths'
import { useClientSessionStatus } from '../../session/useClientSession'

/**
 * On /login and /register: sends a signed-in person to their profile, unless
 * someone has begun to use the form (`begun`: typed in it or sent it),
 * docs/product.md#someone-else-signed-in. A component of its own, as
 * `OtherSessionNotice` is, so that the form beside it is not drawn again when
 * hydration ends.
 */
export function SignedInRedirect({ begun }: { begun: boolean }) {
  const status = useClientSessionStatus()
  const [search] = useSearchParams()
  // Typed before the app took the page over, the form's state may not know it yet.
  if (status !== 'authenticated' || begun || hasTypedBeforeApp()) return null
  // A refused e-mail change link (/login?email-change=invalid) is said on the profile instead.
  const invalidLink = readEmailLinkHint(search) === 'invalid'
  return (
    <Navigate to={invalidLink ? `${paths.profile}?email-change=invalid` : paths.profile} replace />
  )
}
