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

/** Where each value sits against its term, as laid out in the browser. */
function layoutOf(canvasElement: HTMLElement) {
  const terms = [...canvasElement.querySelectorAll('dt')]
  return terms.map((term) => {
    const value = term.nextElementSibling as HTMLElement
    const termBox = term.getBoundingClientRect()
    const valueBox = value.getBoundingClientRect()
    const lineHeight = Number.parseFloat(getComputedStyle(value).lineHeight)
    return {
      term: term.textContent,
      below: valueBox.top >= termBox.bottom - 1,
      beside: Math.abs(valueBox.top - termBox.top) < 1 && valueBox.left >= termBox.right,
      lines: Math.round(valueBox.height / lineHeight),
    }
  })
}

const account = [
  { term: 'E-mail', definition: 'ana.machava@example.co.mz' },
  { term: 'Verificação do e-mail', definition: 'Verificado em 6 de janeiro de 2025' },
  { term: 'Cliente desde', definition: '6 de janeiro de 2025' },
]

/**
 * An account summary on a 360 px phone: too narrow for two columns, so each
 * value sits under its term at full width and the e-mail stays on one line.
 */
export const AccountOnPhone: Story = {
  args: { 'aria-label': 'A sua conta', items: account },
  play: async ({ canvasElement, step }) => {
    await step('At 360 px each value is under its term', async () => {
      await expect(window.innerWidth).toBe(360)
      const rows = layoutOf(canvasElement)
      await expect(rows.map((row) => row.below)).toEqual([true, true, true])
    })
    await step('The e-mail is whole, on one line', async () => {
      await expect(layoutOf(canvasElement)[0]).toMatchObject({ term: 'E-mail', lines: 1 })
    })
  },
}

/** With room for both (a host that gives the list 40rem), terms and values are two columns. */
export const WideHost: Story = {
  // A 40rem host is wider than a phone on purpose: no reflow check here
  // (.storybook/visual/stories.visual.ts); Default and Receipt are the phone's.
  tags: ['no-reflow-check'],
  args: { 'aria-label': 'A sua conta', items: account },
  decorators: [
    (Story) => (
      <div style={{ width: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const rows = layoutOf(canvasElement)
    await expect(rows.map((row) => row.beside)).toEqual([true, true, true])
    const [first, ...others] = [...canvasElement.querySelectorAll('dd')].map(
      (value) => value.getBoundingClientRect().left,
    )
    // One column of values: every value starts where the first does.
    for (const left of others) await expect(left).toBeCloseTo(first ?? 0, 0)
  },
}

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
