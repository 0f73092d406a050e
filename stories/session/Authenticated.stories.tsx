import { makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { appConfig } from '../../apps/web/src/config/appConfig'
import { EMAIL_VERIFIED_MESSAGE } from '../../apps/web/src/features/profile/ProfilePage'
import { AppStory } from '../support/AppStory'
import { appStoryMeta } from '../support/appStoryMeta'
import { mockApi } from '../support/mockApi'
import { findDialog } from '../support/playHelpers'

const meta = {
  title: 'Session/Authenticated',
  component: AppStory,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  ...appStoryMeta({ path: '/profile' }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

const ana = makeUser({ name: 'Ana Machava' })
const signedIn = mockApi({ signedInAs: ana })

/** docs/product.md#authenticated-layout: the header (logo, product title, help) above the profile; no login toast. */
export const Profile: Story = {
  parameters: signedIn.parameters,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `Olá, ${ana.name}` }),
    ).toBeVisible()
    const header = canvas.getByRole('banner')
    await expect(within(header).getByText(appConfig.productName)).toBeVisible()
    const home = within(header).getByRole('link', {
      name: `${appConfig.productName}: página inicial`,
    })
    await expect(home).toBeVisible()
    // The logo is drawn 24 px wide, but a finger up to 21 px from its middle, either way, still
    // lands on the link: the whole 44 × 44 px touch target.
    const box = home.getBoundingClientRect()
    const [middleX, middleY] = [box.left + box.width / 2, box.top + box.height / 2]
    for (const [dx, dy] of [
      [-21, 0],
      [21, 0],
      [0, -21],
      [0, 21],
    ] as const) {
      const landing = home.ownerDocument.elementFromPoint(middleX + dx, middleY + dy)
      await expect(landing === home || home.contains(landing), `${dx}, ${dy}`).toBe(true)
    }
    await expect(within(header).getByRole('button', { name: 'Ajuda' })).toBeVisible()
    await expect(within(header).getByRole('button', { name: 'Terminar sessão' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Conta', current: 'page' })).toBeVisible()
    await expect(canvas.queryByText(EMAIL_VERIFIED_MESSAGE)).toBeNull()
    await expect(screen.queryByText('Efectue o login')).toBeNull()
  },
}

/** The verification link lands on /profile?verified=1: a success notice says the account is active. */
export const JustVerified: Story = {
  args: { path: '/profile?verified=1' },
  parameters: signedIn.parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(EMAIL_VERIFIED_MESSAGE)).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1, name: `Olá, ${ana.name}` })).toBeVisible()
  },
}

/** The help dialog open over the profile: pictured, and checked at 320 px and at 200 % text. */
export const HelpOpen: Story = {
  parameters: signedIn.parameters,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ajuda' }))
    const dialog = await findDialog('Precisa de ajuda?')
    await expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeVisible()
  },
}

/** The help icon opens the support contacts, and "Fechar" closes them. */
export const Help: Story = {
  parameters: signedIn.parameters,
  play: async (context) => {
    await HelpOpen.play?.(context)
    const dialog = screen.getByRole('alertdialog', { name: 'Precisa de ajuda?' })
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }))
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Precisa de ajuda?' })).toBeNull(),
    )
  },
}
