import { PhoneField } from '@conecta/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'UI/PhoneField',
  component: PhoneField,
  tags: ['autodocs'],
  args: { name: 'phone' },
} satisfies Meta<typeof PhoneField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Número de telemóvel' })
    await expect(canvas.getByText('+258')).toBeVisible()
    await expect(canvas.getByText('Número M-Pesa (Vodacom) começado por 84 ou 85')).toBeVisible()
    await expect(input).toHaveAccessibleDescription(
      'Indicativo +258 Número M-Pesa (Vodacom) começado por 84 ou 85',
    )
    await expect(input).toHaveAttribute('inputmode', 'tel')
    await expect(input).toHaveAttribute('autocomplete', 'tel-national')
  },
}

/** A number copied with its country code is kept as pasted; the form normalises it. */
export const PastedNumber: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Número de telemóvel' })
    await userEvent.click(input)
    await userEvent.paste('+258 84 123 4567')
    await expect(input).toHaveValue('+258 84 123 4567')
    await expect(canvas.getAllByText('+258')).toHaveLength(1)
  },
}

/** Prefilled with the last number used for M-Pesa. */
export const Prefilled: Story = {
  args: { label: 'Número M-Pesa', defaultValue: '84 123 4567' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Número M-Pesa' })).toHaveValue('84 123 4567')
  },
}

/** The payment form's own check rejected a number outside 84/85. */
export const WithError: Story = {
  args: {
    label: 'Número M-Pesa',
    required: true,
    defaultValue: '82 123 4567',
    error: 'Introduza um número M-Pesa começado por 84 ou 85.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Número M-Pesa' })
    await expect(
      canvas.getByText('Introduza um número M-Pesa começado por 84 ou 85.'),
    ).toBeVisible()
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveValue('82 123 4567')
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '84 123 4567' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Número de telemóvel' })).toBeDisabled()
    await expect(canvas.getByText('+258')).toBeVisible()
  },
}
