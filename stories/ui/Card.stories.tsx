import { Card } from '@conecta/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'UI/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Subscrição',
    children: 'Plano mensal, válido até 30 de Junho.',
  },
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const WithTitle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Subscrição' })).toBeVisible()
    await expect(canvas.getByText('Plano mensal, válido até 30 de Junho.')).toBeVisible()
  },
}

export const WithoutTitle: Story = {
  args: { title: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull()
    await expect(canvas.getByText('Plano mensal, válido até 30 de Junho.')).toBeVisible()
  },
}

/** A page's main part: a region screen-reader users can jump to by its title. */
export const AsSection: Story = {
  args: {
    as: 'section',
    title: 'Segurança',
    headingLevel: 2,
    children: 'Altere a sua palavra-passe.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Segurança' })).toHaveTextContent(
      'Altere a sua palavra-passe.',
    )
  },
}
