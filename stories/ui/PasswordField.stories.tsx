import { PasswordField } from '@conecta/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: {
    label: 'Palavra-passe',
    name: 'password',
    autoComplete: 'current-password',
  },
} satisfies Meta<typeof PasswordField>

export default meta
type Story = StoryObj<typeof meta>

export const Hidden: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Palavra-passe')
    await userEvent.type(input, 'segredo123')
    await expect(input).toHaveAttribute('type', 'password')
    await expect(input).toHaveAttribute('autocomplete', 'current-password')
    await expect(canvas.getByRole('button', { name: 'Mostrar palavra-passe' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  },
}

export const Shown: Story = {
  args: { defaultValue: 'segredo123' },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Mostrar palavra-passe' })
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    const input = canvas.getByRole('textbox', { name: 'Palavra-passe' })
    await expect(input).toHaveValue('segredo123')
    await expect(input).toBeVisible()
  },
}

/** Registration and reset ask password managers for a new password. */
export const NewPassword: Story = {
  args: {
    label: 'Nova palavra-passe',
    autoComplete: 'new-password',
    hint: 'Pelo menos 8 caracteres.',
    required: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Nova palavra-passe')
    await expect(input).toHaveAttribute('autocomplete', 'new-password')
    await expect(input).toBeRequired()
    await expect(input).toHaveAccessibleDescription('Pelo menos 8 caracteres.')
  },
}

export const WithError: Story = {
  args: {
    error: ['A palavra-passe deve ter pelo menos 8 caracteres.'],
    defaultValue: 'curta',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Palavra-passe')
    await expect(
      canvas.getByText('A palavra-passe deve ter pelo menos 8 caracteres.'),
    ).toBeVisible()
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(
      'Erro: A palavra-passe deve ter pelo menos 8 caracteres.',
    )
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Palavra-passe')).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Mostrar palavra-passe' })).toBeDisabled()
  },
}
