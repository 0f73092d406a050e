import {
  accountSummaryPt,
  newEmailPt,
  passwordConfirmationPt,
  pendingEmailPt,
  profileInformationPt,
} from '@conecta/account'
import { confirmPasswordNow, makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, screen, waitFor, within } from 'storybook/test'
import { AppStory } from '../../support/AppStory'
import { AppStoryDocsPage } from '../../support/AppStoryDocsPage'
import { appStoryMeta } from '../../support/appStoryMeta'
import { apiUrl, mockApi } from '../../support/mockApi'
import { findDialog, findErrorSummary } from '../../support/playHelpers'

const {
  replaceWarning: EMAIL_CHANGE_WARNING,
  emailPendingSaved: emailPendingSavedMessage,
  pendingWarning: emailPendingWarning,
  saved: PROFILE_SAVED_MESSAGE,
} = profileInformationPt

const { title: PENDING_EMAIL_TITLE, text: pendingEmailText } = pendingEmailPt

const meta = {
  title: 'Screens/AccountTab',
  component: AppStory,
  parameters: { layout: 'fullscreen', docs: { page: AppStoryDocsPage } },
  ...appStoryMeta({ path: '/profile' }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

const OLD = 'ana.machava@example.co.mz'
const NEW = 'ana.nova@example.co.mz'

// `PUT /user/profile-information` is behind the password (docs/api-contract.md#changing-the-e-mail):
// the stories about other things start with it confirmed a moment ago, so no dialog comes.
const confirmed = { seed: confirmPasswordNow }

const verified = mockApi({ signedInAs: makeUser({ name: 'Ana Machava' }) }, confirmed)

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
      await expect(await canvas.findByRole('heading', { name: 'Olá, Ana Sitoe' })).toBeVisible()
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
    await expect(await within(account).findByText(accountSummaryPt.resent)).toBeVisible()
    await expect(unverified.store.outbox).toHaveLength(1)
  },
}

const changing = mockApi({ signedInAs: makeUser() })

/**
 * Typing another address, on a backend with the pending change: before saving, the person reads
 * that the old address stays until the link mailed to the new one is opened. No second typing.
 */
export const PendingChangeWarning: Story = {
  parameters: changing.parameters,
  play: async ({ canvas, userEvent }) => {
    const form = await canvas.findByRole('region', { name: 'Dados pessoais' })
    const email = within(form).getByRole('textbox', { name: /^E-mail/ })
    await userEvent.clear(email)
    await userEvent.type(email, NEW)
    await expect(within(form).getByText(emailPendingWarning(OLD))).toBeVisible()
    await expect(within(form).queryByLabelText(/Confirme o novo e-mail/)).toBeNull()
    await expect(changing.store.outbox).toHaveLength(0)
  },
}

const saving = mockApi({ signedInAs: makeUser() })

/**
 * Saved: the password is asked first (423), then the change waits for its link. 'A sua conta'
 * names both addresses, says which one works until the link is opened, and offers 'Reenviar' and
 * 'Cancelar a alteração'; the form shows the account as it is.
 */
export const PendingChange: Story = {
  parameters: saving.parameters,
  play: async ({ canvas, userEvent, step }) => {
    const form = await canvas.findByRole('region', { name: 'Dados pessoais' })
    const email = within(form).getByRole('textbox', { name: /^E-mail/ })
    await step('Another address, saved, asks for the password', async () => {
      await userEvent.clear(email)
      await userEvent.type(email, NEW)
      await userEvent.click(within(form).getByRole('button', { name: 'Guardar alterações' }))
      const dialog = await findDialog(passwordConfirmationPt.title)
      await userEvent.type(within(dialog).getByLabelText(/^Palavra-passe/), 'password{Enter}')
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    })
    await step('The change waits for the link; the old address stays', async () => {
      await expect(await within(form).findByText(emailPendingSavedMessage(NEW))).toBeVisible()
      const account = canvas.getByRole('region', { name: 'A sua conta' })
      await expect(await within(account).findByText(pendingEmailText(OLD, NEW))).toBeVisible()
      await expect(within(account).getByText(`${NEW} (por confirmar)`)).toBeVisible()
      await waitFor(() => expect(email).toHaveValue(OLD))
      await expect(saving.store.users.get(1)).toMatchObject({ email: OLD, pending_email: NEW })
      await expect(
        saving.store.outbox.filter((mail) => mail.kind === 'verify-new-email').map((m) => m.to),
      ).toEqual([NEW])
    })
  },
}

const plain = mockApi({ signedInAs: makeUser() }, { features: { pendingEmail: false } })

/**
 * On a backend that replaces the address at once (plain Fortify): another address must be typed
 * twice, and the person is told the profile closes until it is confirmed. Two typings that
 * differ are a field error; nothing is sent.
 */
export const PlainFortifyTypedTwice: Story = {
  parameters: plain.parameters,
  play: async ({ canvas, userEvent }) => {
    const form = await canvas.findByRole('region', { name: 'Dados pessoais' })
    const email = within(form).getByRole('textbox', { name: /^E-mail/ })
    await userEvent.clear(email)
    await userEvent.type(email, NEW)
    await expect(within(form).getByText(EMAIL_CHANGE_WARNING)).toBeVisible()
    const again = within(form).getByLabelText(/^Confirme o novo e-mail/)
    await userEvent.type(again, 'ana.nva@example.co.mz')
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar alterações' }))

    await findErrorSummary(canvas)
    await expect(again).toHaveAccessibleDescription(new RegExp(newEmailPt.confirmationMismatch))
    await expect(again).toHaveValue('ana.nva@example.co.mz')
    await expect(plain.store.users.get(1)?.email).toBe(OLD)
  },
}

const taken = mockApi(
  {
    signedInAs: makeUser(),
    users: [makeUser(), makeUser({ id: 2, email: 'outra@example.co.mz' })],
  },
  confirmed,
)

/** The server's 422 beside the field and in the summary; what was typed stays. */
export const FieldErrors: Story = {
  parameters: taken.parameters,
  play: async ({ canvas, userEvent }) => {
    const form = await canvas.findByRole('region', { name: 'Dados pessoais' })
    const name = within(form).getByRole('textbox', { name: /Nome/ })
    const email = within(form).getByRole('textbox', { name: /^E-mail/ })
    await userEvent.clear(name)
    await userEvent.clear(email)
    await userEvent.type(email, 'outra@example.co.mz')
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar alterações' }))

    const summary = await canvas.findByRole('region', { name: 'Não foi possível continuar' })
    await waitFor(() => expect(summary).toHaveFocus())
    await expect(name).toHaveAccessibleDescription(/Preencha o campo nome\./)
    await expect(email).toHaveAccessibleDescription(/Já existe uma conta com este e-mail\./)
    await expect(email).toHaveValue('outra@example.co.mz')
    await expect(canvas.queryByText(PENDING_EMAIL_TITLE)).toBeNull()
  },
}
