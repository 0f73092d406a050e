import { CloseIcon, HelpIcon, IconButton } from '@conecta/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Ajuda', children: <HelpIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>

export default meta
type Story = StoryObj<typeof meta>

export const Ghost: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Ajuda' })
    // The 44 px touch target (vars.size.touchTarget).
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44)
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

export const Secondary: Story = {
  args: { variant: 'secondary', label: 'Fechar', children: <CloseIcon /> },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Fechar' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ajuda' })).toBeDisabled()
  },
}
