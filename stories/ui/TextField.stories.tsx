import { TextField } from '@conecta/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

const meta = {
  title: 'UI/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: {
    label: 'Endereço de e-mail',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    onChange: fn(),
  },
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Endereço de e-mail' })
    await expect(input).not.toHaveAttribute('aria-invalid')
    await userEvent.type(input, 'ana@exemplo.co.mz')
    await expect(input).toHaveValue('ana@exemplo.co.mz')
    await expect(args.onChange).toHaveBeenCalled()
  },
}

export const WithHint: Story = {
  args: { hint: 'Enviaremos um link de confirmação para este endereço.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Enviaremos um link de confirmação para este endereço.'),
    ).toBeVisible()
    await expect(
      canvas.getByRole('textbox', { name: 'Endereço de e-mail' }),
    ).toHaveAccessibleDescription('Enviaremos um link de confirmação para este endereço.')
  },
}

/** A 422 answer: the message beside the field, and what was typed kept. */
export const WithError: Story = {
  args: {
    defaultValue: 'ana@exemplo',
    error: 'O campo e-mail deve ser um endereço de e-mail válido.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Endereço de e-mail' })
    await expect(canvas.getByText(/deve ser um endereço de e-mail válido/)).toBeVisible()
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(
      'Erro: O campo e-mail deve ser um endereço de e-mail válido.',
    )
    await expect(input).toHaveValue('ana@exemplo')
  },
}

/** Laravel sends an array of messages per field; each is shown. */
export const WithSeveralErrors: Story = {
  args: {
    label: 'Nome',
    name: 'name',
    type: 'text',
    autoComplete: 'name',
    error: ['O nome é obrigatório.', 'O nome não pode ter mais de 255 caracteres.'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2)
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription(
      'Erro: O nome é obrigatório. Erro: O nome não pode ter mais de 255 caracteres.',
    )
  },
}

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('(obrigatório)')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Endereço de e-mail' })).toBeRequired()
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ana@exemplo.co.mz' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Endereço de e-mail' })
    await expect(input).toBeDisabled()
    await userEvent.type(input, 'x')
    await expect(input).toHaveValue('ana@exemplo.co.mz')
  },
}
