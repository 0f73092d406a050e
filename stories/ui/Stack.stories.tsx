import { Card, Stack } from '@conecta/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'UI/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: {
    gap: 'large',
    children: [
      <Card key="1">Primeiro</Card>,
      <Card key="2">Segundo</Card>,
      <Card key="3">Terceiro</Card>,
    ],
  },
} satisfies Meta<typeof Stack>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByText('Primeiro')
    const second = canvas.getByText('Segundo')
    await expect(first).toBeVisible()
    // Vertical, with a gap: the second starts below the end of the first.
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().bottom,
    )
  },
}

export const Centred: Story = {
  args: {
    align: 'center',
    children: [<span key="1">Pagamento confirmado</span>, <span key="2">Recibo enviado</span>],
  },
  play: async ({ canvas }) => {
    const text = canvas.getByText('Pagamento confirmado')
    const box = text.getBoundingClientRect()
    const stack = text.parentElement
    await expect(stack).not.toBeNull()
    const root = (stack as HTMLElement).getBoundingClientRect()
    // Centred: the same space on both sides, to within a pixel of rounding.
    await expect(Math.abs(box.left - root.left - (root.right - box.right))).toBeLessThan(2)
  },
}

export const WithDividers: Story = {
  args: {
    dividers: true,
    as: 'ul',
    'aria-label': 'Planos',
    children: [
      <span key="m">Mensal — 300 MT</span>,
      <span key="t">Trimestral — 800 MT</span>,
      <span key="a">Anual — 3000 MT</span>,
    ],
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem')
    await expect(items).toHaveLength(3)
    await expect(canvas.getByRole('list', { name: 'Planos' })).toBeVisible()
    const [first, second] = items
    await expect(first && getComputedStyle(first).borderTopStyle).toBe('none')
    await expect(second && getComputedStyle(second).borderTopStyle).toBe('solid')
  },
}
