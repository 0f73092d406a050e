import { Checkbox } from '@conecta/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Lembrar-me', name: 'remember', onChange: fn() },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Unchecked: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Lembrar-me' })
    await expect(checkbox).not.toBeChecked()
    await userEvent.click(canvas.getByText('Lembrar-me'))
    await expect(checkbox).toBeChecked()
    await expect(args.onChange).toHaveBeenCalledTimes(1)
  },
}

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Lembrar-me' })
    await expect(checkbox).toBeChecked()
    await userEvent.click(canvas.getByText('Lembrar-me'))
    await expect(checkbox).not.toBeChecked()
  },
}

export const WithHintAndError: Story = {
  args: {
    label: 'Aceito os termos e condições',
    name: 'terms',
    hint: 'Pode lê-los na página Termos.',
    error: 'Tem de aceitar os termos para continuar.',
    required: true,
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Aceito os termos e condições' })
    await expect(canvas.getByText('Tem de aceitar os termos para continuar.')).toBeVisible()
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true')
    await expect(checkbox).toHaveAccessibleDescription(
      'Pode lê-los na página Termos. Erro: Tem de aceitar os termos para continuar.',
    )
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Lembrar-me' })
    await expect(checkbox).toBeDisabled()
    await userEvent.click(canvas.getByText('Lembrar-me'))
    await expect(checkbox).toBeChecked()
  },
}
