import type { ReactNode } from 'react'
import * as styles from './NavTabs.css.js'

/** One tab: its own address, so it can be bookmarked, shared and reloaded. */
export interface NavTabsItem {
  /** Compared with `currentId`; also the React key. */
  id: string
  label: ReactNode
  /** The tab's address, such as `/profile/security`. */
  href: string
}

/** What `renderLink` receives; spread it onto the link element. */
export interface NavTabsLinkProps {
  href: string
  className: string
  'aria-current': 'page' | undefined
  children: ReactNode
}

export interface NavTabsProps {
  items: readonly NavTabsItem[]
  /** The id of the tab for the current page; it gets `aria-current="page"`. */
  currentId?: string
  /**
   * Names the navigation landmark, so it is told apart from the header's.
   * @defaultValue 'Secções'
   */
  label?: string
  /**
   * Draws each link. Pass the router's link so navigation stays client-side,
   * e.g. `({ href, ...props }) => <Link to={href} {...props} />`.
   * @defaultValue a plain `<a>`
   */
  renderLink?: (props: NavTabsLinkProps, item: NavTabsItem) => ReactNode
  className?: string
}

const plainLink = (props: NavTabsLinkProps) => <a {...props} />

/**
 * Tab-shaped links between sibling pages (`/profile`, `/profile/security`, …).
 *
 * These are links in a `nav`, not ARIA tabs: each tab is its own URL that the
 * router renders, so the back button, reload and sharing must work, and
 * screen readers should announce "link, current page". ARIA tabs promise
 * arrow-key switching of panels within one page, which is not what happens.
 * `ui` knows no router: the app passes its link component through `renderLink`.
 */
export function NavTabs({
  items,
  currentId,
  label = 'Secções',
  renderLink = plainLink,
  className,
}: NavTabsProps) {
  return (
    <nav aria-label={label} className={[styles.root, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            {renderLink(
              {
                href: item.href,
                className: styles.link,
                'aria-current': item.id === currentId ? 'page' : undefined,
                children: item.label,
              },
              item,
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
