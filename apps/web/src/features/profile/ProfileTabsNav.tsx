import { NavTabs } from '@conecta/ui'
import { Link, useLocation } from 'react-router-dom'
import { normalizePathname } from '../../prerender/prerenderMarkers'
import { PROFILE_TAB_LINKS } from './profileTabs'

/** Conta · Segurança · Subscrição, as router links; the current one carries aria-current. */
export function ProfileTabsNav() {
  const current = normalizePathname(useLocation().pathname)
  return (
    <NavTabs
      label="Secções do perfil"
      items={PROFILE_TAB_LINKS.map(({ tab, label, href }) => ({ id: tab, label, href }))}
      currentId={PROFILE_TAB_LINKS.find(({ href }) => href === current)?.tab}
      renderLink={({ href, ...props }) => <Link to={href} {...props} />}
    />
  )
}
