import { makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { expect, waitFor } from 'storybook/test'
import { AppStory, storedUserOf } from '../support/AppStory'
import { appStoryMeta } from '../support/appStoryMeta'
import { apiUrl, mockApi } from '../support/mockApi'

const meta = {
  title: 'Session/StoredUser',
  component: AppStory,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  ...appStoryMeta({ path: '/profile' }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

const ana = makeUser()
// Someone else used this phone before: their user is still stored.
const someoneElse = storedUserOf(
  makeUser({ id: 999, name: 'Outra Pessoa', email: 'outra@example.co.mz' }),
)

/**
 * A stored user is a hint, not an identity. Until /api/user
 * answers (slowly here) the profile shows a spinner, never the stored name;
 * then the person the server confirms.
 */
export const AnotherPersonStored: Story = {
  args: { storedUser: someoneElse },
  parameters: mockApi(
    { signedInAs: ana },
    {
      before: {
        session: [
          http.get(apiUrl('/api/user'), async () => {
            await delay(600)
            return undefined
          }),
        ],
      },
    },
  ).parameters,
  play: async ({ canvas }) => {
    // Looked up afresh on each try: a spinner held from an earlier lookup was
    // seen gone from the document by the time of the check (about one run in
    // eight of the visual suite).
    await waitFor(() => expect(canvas.getByRole('status', { name: 'A carregar…' })).toBeVisible())
    await expect(canvas.queryByText(/Outra Pessoa/)).toBeNull()
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `Olá, ${ana.name}` }),
    ).toBeVisible()
    await expect(canvas.queryByText(/Outra Pessoa/)).toBeNull()
  },
}
