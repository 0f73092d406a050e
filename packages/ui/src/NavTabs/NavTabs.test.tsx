import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { NavTabs, type NavTabsItem, type NavTabsLinkProps } from './NavTabs'

const items: NavTabsItem[] = [
  { id: 'account', label: 'Conta', href: '/profile' },
  { id: 'security', label: 'Segurança', href: '/profile/security' },
  { id: 'subscription', label: 'Subscrição', href: '/profile/subscription' },
]

const navigate = vi.fn()

// Stands in for react-router's Link: client-side navigation instead of a page load.
function RouterLink({ href, ...props }: NavTabsLinkProps) {
  return (
    <a
      {...props}
      href={href}
      data-router-link=""
      onClick={(event) => {
        event.preventDefault()
        navigate(href)
      }}
    />
  )
}

describe('NavTabs', () => {
  it('given a current tab, should mark only that link as the current page', async () => {
    const { container } = render(
      <NavTabs items={items} currentId="security" label="Secções do perfil" />,
    )
    const nav = screen.getByRole('navigation', { name: 'Secções do perfil' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Conta', 'Segurança', 'Subscrição'])
    expect(screen.getByRole('link', { name: 'Segurança' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Segurança' })).toHaveAttribute(
      'href',
      '/profile/security',
    )
    expect(screen.getByRole('link', { name: 'Conta' })).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('link', { name: 'Subscrição' })).not.toHaveAttribute('aria-current')
    // Links, not ARIA tabs: each one is its own page.
    expect(screen.queryByRole('tab')).not.toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it('given no label, should name the navigation in Portuguese', () => {
    render(<NavTabs items={items} currentId="account" />)
    expect(screen.getByRole('navigation', { name: 'Secções' })).toBeVisible()
  })

  it('given a link component, should draw every tab with it and its props', async () => {
    const user = userEvent.setup()
    navigate.mockClear()
    const { container } = render(
      <NavTabs
        items={items}
        currentId="account"
        renderLink={(props) => <RouterLink {...props} />}
      />,
    )
    const links = screen.getAllByRole('link')
    expect(links.every((link) => link.hasAttribute('data-router-link'))).toBe(true)
    expect(screen.getByRole('link', { name: 'Conta' })).toHaveAttribute('aria-current', 'page')
    await user.click(screen.getByRole('link', { name: 'Subscrição' }))
    expect(navigate).toHaveBeenCalledWith('/profile/subscription')
    await expectNoAxeViolations(container)
  })

  it('after tabbing, should reach each link in order with the keyboard', async () => {
    const user = userEvent.setup()
    render(<NavTabs items={items} currentId="account" />)
    await user.tab()
    expect(screen.getByRole('link', { name: 'Conta' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('link', { name: 'Segurança' })).toHaveFocus()
  })
})
