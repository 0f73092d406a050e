import { Notice } from '@conecta/ui'
import { Outlet, useSearchParams } from 'react-router-dom'
import { useProfileUser } from '../../session/useProfileUser'
import * as layout from '../../styles/layout.css'
import * as styles from './ProfilePage.css'
import { ProfileTabsNav } from './ProfileTabsNav'

export const EMAIL_VERIFIED_MESSAGE = 'O seu e-mail foi verificado. A sua conta está activa.'

/** /profile and /profile/{tab}: the tabs, and the current tab below them. */
export function ProfilePage() {
  const user = useProfileUser()
  const [search] = useSearchParams()
  // The verification link on the API redirects here with ?verified=1
  // (docs/api-contract.md#accounts); anyone can type it, so the notice also
  // needs the server's word: the confirmed user's verification date.
  const justVerified = search.get('verified') === '1' && Boolean(user?.user.email_verified_at)

  return (
    <div className={layout.page}>
      <h1 className={layout.pageTitle}>Olá, {user?.user.name ?? ''}</h1>
      {justVerified ? <Notice tone="success">{EMAIL_VERIFIED_MESSAGE}</Notice> : null}
      <ProfileTabsNav />
      <section className={styles.panel}>
        <Outlet />
      </section>
    </div>
  )
}
