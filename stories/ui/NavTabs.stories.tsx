import { NavTabs, type NavTabsItem, type NavTabsLinkProps, type NavTabsProps } from '@conecta/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, within } from 'storybook/test'

const items: NavTabsItem[] = [
  { id: 'account', label: 'Conta', href: '/profile' },
  { id: 'security', label: 'Segurança', href: '/profile/security' },
  { id: 'subscription', label: 'Subscrição', href: '/profile/subscription' },
]

const meta = {
  title: 'UI/NavTabs',
  component: NavTabs,
  tags: ['autodocs'],
  args: { items, currentId: 'account', label: 'Secções do perfil' },
  // Plain links would leave Storybook; the app passes its router's Link.
  render: (args) => <RoutedTabs {...args} />,
} satisfies Meta<typeof NavTabs>

export default meta
type Story = StoryObj<typeof meta>

function RoutedTabs(props: NavTabsProps) {
  const [currentId, setCurrentId] = useState(props.currentId)
  const renderLink = ({ href, ...link }: NavTabsLinkProps, item: NavTabsItem) => (
    <a
      {...link}
      href={href}
      onClick={(event) => {
        event.preventDefault()
        setCurrentId(item.id)
      }}
    />
  )
  return <NavTabs {...props} currentId={currentId} renderLink={renderLink} />
}

export const AccountTab: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Secções do perfil' })
    await expect(within(nav).getAllByRole('link')).toHaveLength(3)
    await expect(canvas.getByRole('link', { name: 'Conta' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByRole('link', { name: 'Segurança' })).not.toHaveAttribute(
      'aria-current',
    )
    await expect(canvas.queryByRole('tab')).toBeNull()
  },
}

export const SubscriptionTab: Story = {
  args: { currentId: 'subscription' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Subscrição' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByRole('link', { name: 'Subscrição' })).toHaveAttribute(
      'href',
      '/profile/subscription',
    )
  },
}

/** Following a tab makes it the current page (the router does this in the app). */
export const FollowingATab: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Segurança' }))
    await expect(canvas.getByRole('link', { name: 'Segurança' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByRole('link', { name: 'Conta' })).not.toHaveAttribute('aria-current')
  },
}
