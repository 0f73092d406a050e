import { AppHeader, Button } from '@conecta/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'

// A stand-in logo: the real one is the app's asset. `alt=""` because the
// product title next to it already says the name.
function Logo() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="14" fill="currentColor" />
    </svg>
  )
}

const meta = {
  title: 'UI/AppHeader',
  component: AppHeader,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Conecta',
    logo: <Logo />,
    onHelp: fn(),
  },
} satisfies Meta<typeof AppHeader>

export default meta
type Story = StoryObj<typeof meta>

/** The authenticated layout's header, with the app's 'Sair' button in `actions`. */
export const Authenticated: Story = {
  args: { actions: <Button variant="ghost">Sair</Button> },
  play: async ({ args, canvas, userEvent }) => {
    const banner = canvas.getByRole('banner')
    await expect(within(banner).getByText('Conecta')).toBeVisible()
    await expect(within(banner).getByRole('button', { name: 'Sair' })).toBeVisible()
    // The page below owns the only h1; the header adds no heading.
    await expect(within(banner).queryByRole('heading')).toBeNull()
    await userEvent.click(within(banner).getByRole('button', { name: 'Ajuda' }))
    await expect(args.onHelp).toHaveBeenCalledTimes(1)
  },
}

export const WithoutHelp: Story = {
  args: { onHelp: undefined },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner')
    await expect(within(banner).getByText('Conecta')).toBeVisible()
    await expect(within(banner).queryByRole('button')).toBeNull()
  },
}
