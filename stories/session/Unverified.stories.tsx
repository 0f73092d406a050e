import { makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { AppStory, appLocation, appRouter } from '../support/AppStory'
import { appStoryMeta } from '../support/appStoryMeta'
import { mockApi } from '../support/mockApi'

const meta = {
  title: 'Session/Unverified',
  component: AppStory,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  ...appStoryMeta({ path: '/profile/subscription' }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

/** /api/user answers 409 (e-mail not verified): the profile sends the person to verify it. */
export const SentToVerifyEmail: Story = {
  parameters: mockApi({ signedInAs: makeUser({ email_verified_at: null }) }).parameters,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Verifique o seu e-mail' }),
    ).toBeVisible()
    await expect(
      canvas.getByRole('button', { name: 'Reenviar e-mail de verificação' }),
    ).toBeVisible()
    await expect(appLocation().pathname).toBe('/verify-email')
    await expect(appRouter().state.historyAction).toBe('REPLACE')
  },
}
