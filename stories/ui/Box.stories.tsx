import { Box } from '@conecta/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'UI/Box',
  component: Box,
  tags: ['autodocs'],
  args: {
    padding: 'large',
    background: 'surface',
    borderRadius: 'medium',
    children: 'Conteúdo numa caixa com espaço interior do tema.',
  },
} satisfies Meta<typeof Box>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByText('Conteúdo numa caixa com espaço interior do tema.')
    await expect(box).toBeVisible()
    // Sprinkles become classes, never stray attributes on the element.
    await expect(box).not.toHaveAttribute('padding')
  },
}

/** Padding that grows on wider screens: one value per breakpoint, mobile first. */
export const Responsive: Story = {
  args: {
    padding: { mobile: 'small', tablet: 'xlarge' },
    children: 'Mais espaço a partir do tablet.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mais espaço a partir do tablet.')).toBeVisible()
  },
}

export const AsNavigation: Story = {
  args: {
    as: 'nav',
    'aria-label': 'Ligações úteis',
    display: 'flex',
    gap: 'large',
    children: (
      <>
        <a href="#ajuda">Ajuda</a>
        <a href="#termos">Termos</a>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Ligações úteis' })
    await expect(nav).toBeVisible()
    await expect(canvas.getAllByRole('link')).toHaveLength(2)
  },
}
