import { Button } from '@conecta/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Continuar', onClick: fn() },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Continuar' })
    await expect(button).toBeVisible()
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Voltar' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }))
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Sair' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }))
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

export const Danger: Story = {
  args: { variant: 'danger', children: 'Eliminar conta' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar conta' }))
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

export const Small: Story = {
  args: { size: 'small', variant: 'secondary', children: 'Editar' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Editar' })
    await expect(button).toBeVisible()
    // Drawn smaller than the 44 px standard, but still readable and tappable.
    await expect(button.getBoundingClientRect().height).toBeLessThan(44)
  },
}

export const Loading: Story = {
  args: { loading: true, children: 'Pagar' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Pagar' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    // A loading button cannot be clicked twice (or once more at all).
    await userEvent.click(button)
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
    // It keeps focus, so keyboard users do not lose their place.
    await expect(button).toHaveFocus()
  },
}

export const Disabled: Story = {
  args: { disabled: true, children: 'Confirmar' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Confirmar' })
    await expect(button).toBeDisabled()
    button.click()
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Criar conta' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Criar conta' })
    const container = button.parentElement ?? canvasElement
    await expect(Math.round(button.getBoundingClientRect().width)).toBe(
      Math.round(container.getBoundingClientRect().width),
    )
  },
}
