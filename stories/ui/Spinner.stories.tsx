import { FullPageSpinner, Spinner } from '@conecta/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  tags: ['autodocs'],
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

export const Medium: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'A carregar…' })
    await expect(status).toBeVisible()
  },
}

export const Small: Story = {
  args: { size: 'small', label: 'A verificar o pagamento…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'A verificar o pagamento…' })).toBeVisible()
  },
}

/** The authenticated layout while the session is still unresolved (docs/product.md#authenticated-layout). */
export const FullPage: Story = {
  render: () => <FullPageSpinner />,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'A carregar…' })
    await expect(status).toBeVisible()
    // Centred in a box that fills at least the whole viewport height.
    const page = status.parentElement
    if (!page) throw new Error('FullPageSpinner renders the status inside its page box')
    const box = status.getBoundingClientRect()
    const area = page.getBoundingClientRect()
    await expect(area.height).toBeGreaterThanOrEqual(window.innerHeight)
    await expect(Math.abs(box.left + box.width / 2 - (area.left + area.width / 2))).toBeLessThan(2)
    await expect(Math.abs(box.top + box.height / 2 - (area.top + area.height / 2))).toBeLessThan(2)
  },
}
