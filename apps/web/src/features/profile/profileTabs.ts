import { type ProfileTab, paths, profileTabPath } from '../../navigation/paths'

/** The profile's tabs in order: Conta is /profile itself. */
export const PROFILE_TAB_LINKS: readonly {
  tab: ProfileTab | 'account'
  label: string
  href: string
}[] = [
  { tab: 'account', label: 'Conta', href: paths.profile },
  { tab: 'security', label: 'Segurança', href: profileTabPath('security') },
  { tab: 'subscription', label: 'Subscrição', href: profileTabPath('subscription') },
]
