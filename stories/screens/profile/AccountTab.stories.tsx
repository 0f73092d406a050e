import { makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import {
  EMAIL_CHANGE_WARNING,
  PROFILE_SAVED_MESSAGE,
  VERIFICATION_RESENT_MESSAGE,
} from '../../../apps/web/src/features/profile/AccountTab'
import { AppStory } from '../../support/AppStory'
import { AppStoryDocsPage } from '../../support/AppStoryDocsPage'
import { appStoryMeta } from '../../support/appStoryMeta'
import { apiUrl, mockApi } from '../../support/mockApi'

const meta = {
  title: 'Screens/AccountTab',
  component: AppStory,
  parameters: { layout: 'fullscreen', docs: { page: AppStoryDocsPage } },
  ...appStoryMeta({ path: '/profile' }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

const verified = mockApi({ signedInAs: makeUser({ name: 'Ana Machava' }) })

/** A verified person: the summary and the form, filled with what the server knows. */
export const Default: Story = {
  parameters: verified.parameters,
  play: async ({ canvas, userEvent, step }) => {
    const form = await canvas.findByRole('region', { name: 'Dados pessoais' })
    const name = within(form).getByRole('textbox', { name: /Nome/ })
    await step('The summary and the form show what the server knows', async () => {
      await expect(name).toHaveValue('Ana Machava')
      await expect(canvas.getByText(/^Verificado em /)).toBeVisible()
    })
    await step('A new name is saved', async () => {
      await userEvent.clear(name)
      await userEvent.type(name, 'Ana Sitoe')
      await userEvent.click(within(form).getByRole('button', { name: 'Guardar alterações' }))
      await expect(await within(form).findByText(PROFILE_SAVED_MESSAGE)).toBeVisible()
    })
  },
}

const unverifiedUser = makeUser({ email_verified_at: null })
// `/api/user` answering 200 for an unverified address, as a backend without
// the `verified` middleware on that route does; the contract's own answer
// (409) sends the person to /verify-email before the tab could show.
const unverified = mockApi(
  { signedInAs: unverifiedUser },
  {
    overrides: {
      session: [
        http.get(apiUrl('/api/user'), () =>
          HttpResponse.json({
            user: {
              id: unverifiedUser.id,
              name: unverifiedUser.name,
              email: unverifiedUser.email,
              email_verified_at: null,
              created_at: unverifiedUser.created_at,
            },
            subscription_info: unverifiedUser.subscription_info,
          }),
        ),
      ],
    },
  },
)

/** The address is not verified yet; the link is sent again on request. */
export const UnverifiedResent: Story = {
  parameters: unverified.parameters,
  play: async ({ canvas, userEvent }) => {
    const account = await canvas.findByRole('region', { name: 'A sua conta' })
    await expect(within(account).getByText('Ainda não verificado')).toBeVisible()
    await userEvent.click(
      within(account).getByRole('button', { name: 'Reenviar link de verificação' }),
    )
    await expect(await within(account).findByText(VERIFICATION_RESENT_MESSAGE)).toBeVisible()
    await expect(unverified.store.outbox).toHaveLength(1)
  },
}

const changing = mockApi({ signedInAs: makeUser() })

/** Typing another address explains, before saving, that it must be verified again. */
export const EmailChangeWarning: Story = {
  parameters: changing.parameters,
  play: async ({ canvas, userEvent }) => {
    const form = await canvas.findByRole('region', { name: 'Dados pessoais' })
    const email = within(form).getByRole('textbox', { name: /E-mail/ })
    await userEvent.clear(email)
    await userEvent.type(email, 'ana.nova@example.co.mz')
    await expect(within(form).getByText(EMAIL_CHANGE_WARNING)).toBeVisible()
    await expect(changing.store.outbox).toHaveLength(0)
  },
}

const taken = mockApi({
  signedInAs: makeUser(),
  users: [makeUser(), makeUser({ id: 2, email: 'outra@example.co.mz' })],
})

/** The server's 422 beside the field and in the summary; what was typed stays. */
export const FieldErrors: Story = {
  parameters: taken.parameters,
  play: async ({ canvas, userEvent }) => {
    const form = await canvas.findByRole('region', { name: 'Dados pessoais' })
    const name = within(form).getByRole('textbox', { name: /Nome/ })
    const email = within(form).getByRole('textbox', { name: /E-mail/ })
    await userEvent.clear(name)
    await userEvent.clear(email)
    await userEvent.type(email, 'outra@example.co.mz')
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar alterações' }))

    const summary = await canvas.findByRole('region', { name: 'Não foi possível continuar' })
    await waitFor(() => expect(summary).toHaveFocus())
    await expect(name).toHaveAccessibleDescription(/Preencha o campo nome\./)
    await expect(email).toHaveAccessibleDescription(/Já existe uma conta com este e-mail\./)
    await expect(email).toHaveValue('outra@example.co.mz')
  },
}
