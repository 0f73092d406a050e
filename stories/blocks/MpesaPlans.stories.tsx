import { mpesaPt } from '@conecta/mpesa'
import { MpesaPlans } from '@conecta/mpesa/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { BlockDocsPage, mpesaSections } from '../support/BlockDocsPage'
import { blockMeta, blockParameters } from '../support/blockMeta'
import { plans } from '../support/mpesaStoryData'

/**
 * The plans of `@conecta/mpesa/react`: cards with price and days; choosing one
 * is where the host starts the payment `MpesaCheckout` shows. "Idioma" in the
 * toolbar switches the words.
 */
const meta = {
  title: 'Blocos/MpesaPlans',
  component: MpesaPlans,
  ...blockMeta(),
  args: { plans, currentPlanId: null, onChoose: fn() },
  parameters: {
    docs: { page: BlockDocsPage },
    ...blockParameters(mpesaSections(['plans'], ['meticais'])),
  },
} satisfies Meta<typeof MpesaPlans>

export default meta
type Story = StoryObj<typeof meta>

/** Three plans, none of them the person's. */
export const Plans: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    await userEvent.click(canvas.getByRole('button', { name: 'Escolher o plano Trimestral' }))
    await expect(args.onChoose).toHaveBeenCalledWith(plans[1])
  },
}

/** The person's current plan is marked. */
export const WithCurrentPlan: Story = {
  args: { currentPlanId: 'anual' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(mpesaPt.plans.current.trim(), { exact: false })).toBeVisible()
  },
}

/** In English: the buttons, the days and the grouping of thousands. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose the Anual plan' })).toBeVisible()
    await expect(canvas.getAllByRole('listitem')[2]).toHaveTextContent(/2,999\sMTfor 365 days/)
  },
}
