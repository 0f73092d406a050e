import { DescriptionList } from '@conecta/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'UI/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
} satisfies Meta<typeof DescriptionList>

export default meta
type Story = StoryObj<typeof meta>

/** A payment receipt: long values such as the transaction id wrap on a small phone. */
export const Receipt: Story = {
  args: {
    'aria-label': 'Comprovativo',
    items: [
      { term: 'Transacção', definition: 'MP251121.1745.A00042' },
      { term: 'Montante', definition: '299 MT' },
      { term: 'Número M-Pesa', definition: '+258 84 123 4560' },
      { term: 'Nova data de validade', definition: '21 de dezembro de 2026' },
    ],
  },
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term')
    await expect(terms.map((term) => term.textContent)).toEqual([
      'Transacção',
      'Montante',
      'Número M-Pesa',
      'Nova data de validade',
    ])
    await expect(canvas.getByText('+258 84 123 4560')).toBeVisible()
  },
}
