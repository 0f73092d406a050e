import { passwordChangePt, passwordConfirmationPt } from '@conecta/account'
import { type MockStore, makeUser, PASSWORD_MAX_ATTEMPTS } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, screen, waitFor, within } from 'storybook/test'
import { requirePasswordConfirmation } from '../../../apps/web/test/requirePasswordConfirmation'
import { AppStory } from '../../support/AppStory'
import { AppStoryDocsPage } from '../../support/AppStoryDocsPage'
import { appStoryMeta } from '../../support/appStoryMeta'
import { answerFirst, apiUrl, type MockApi, mockApi, neverAnswer } from '../../support/mockApi'
import { findDialog } from '../../support/playHelpers'

const PASSWORD_CHANGED_MESSAGE = passwordChangePt.changed

// The demo API asks for a password confirmation only on the two-factor and
// browser-session routes. Here the change of password sits behind Laravel's
// `password.confirm` as well (423 until POST /user/confirm-password, then
// the store answers), to show the dialog every such route opens.

const meta = {
  title: 'Screens/PasswordConfirmation',
  component: AppStory,
  parameters: { layout: 'fullscreen', docs: { page: AppStoryDocsPage } },
  ...appStoryMeta({ path: '/profile/security' }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent']

/** The change of password behind a confirmation; `confirm` answers POST /user/confirm-password first. */
function lockedPasswordChange(
  confirm: ReturnType<typeof http.post>[] = [],
  { now, seed }: { now?: () => number; seed?: (store: MockStore) => void } = {},
): MockApi {
  const api: MockApi = mockApi(
    { signedInAs: makeUser(), now },
    {
      seed,
      before: {
        profile: [
          requirePasswordConfirmation(() => api.store, 'put', apiUrl('/user/password')),
          ...confirm,
        ],
      },
    },
  )
  return api
}

async function changePassword(canvas: Canvas, userEvent: UserEvent) {
  const form = await canvas.findByRole('region', { name: 'Alterar palavra-passe' })
  await userEvent.type(within(form).getByLabelText(/^Palavra-passe actual/), 'password')
  await userEvent.type(within(form).getByLabelText(/^Nova palavra-passe/), 'nova-senha-123')
  await userEvent.type(
    within(form).getByLabelText(/^Confirmar nova palavra-passe/),
    'nova-senha-123',
  )
  const submit = within(form).getByRole('button', { name: 'Alterar palavra-passe' })
  await userEvent.click(submit)
  const dialog = await findDialog(passwordConfirmationPt.title)
  return { form, submit, dialog }
}

const opened = lockedPasswordChange()

/** The change answered 423: the dialog asks for the password, the field ready to type in. */
export const DialogOpen: Story = {
  parameters: opened.parameters,
  play: async ({ canvas, userEvent }) => {
    const { dialog } = await changePassword(canvas, userEvent)
    await expect(within(dialog).getByText(/proteger a sua conta/)).toBeVisible()
    await expect(within(dialog).getByLabelText(/^Palavra-passe/)).toHaveFocus()
    await expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeVisible()
  },
}

const wrong = lockedPasswordChange()

/** A wrong password: said beside the field, which keeps it and the focus for another try. */
export const WrongPassword: Story = {
  parameters: wrong.parameters,
  play: async ({ canvas, userEvent }) => {
    const { dialog } = await changePassword(canvas, userEvent)
    const field = within(dialog).getByLabelText(/^Palavra-passe/)
    await userEvent.type(field, 'errada-123')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }))
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/A palavra-passe está incorrecta\./),
    )
    await expect(field).toHaveFocus()
    await expect(wrong.store.users.get(1)?.password).toBe('password')
  },
}

const submitting = lockedPasswordChange([http.post(apiUrl('/user/confirm-password'), neverAnswer)])

/** The confirmation on its way: the button busy, nothing closes the dialog. */
export const Submitting: Story = {
  parameters: submitting.parameters,
  play: async ({ canvas, userEvent }) => {
    const { dialog } = await changePassword(canvas, userEvent)
    await userEvent.type(within(dialog).getByLabelText(/^Palavra-passe/), 'password')
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' })
    await userEvent.click(confirm)
    await expect(confirm).toHaveAttribute('aria-busy', 'true')
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(
      screen.getByRole('alertdialog', { name: passwordConfirmationPt.title }),
    ).toBeVisible()
  },
}

const offline = lockedPasswordChange([
  http.post(
    apiUrl('/user/confirm-password'),
    answerFirst(1, () => HttpResponse.error()),
  ),
])

/** No answer to the confirmation: said above the buttons, and Tentar novamente sends it again. */
export const ConnectionFailed: Story = {
  parameters: offline.parameters,
  play: async ({ canvas, userEvent }) => {
    const { dialog } = await changePassword(canvas, userEvent)
    await userEvent.type(within(dialog).getByLabelText(/^Palavra-passe/), 'password')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /Não foi possível ligar ao servidor/,
    )
    await expect(within(dialog).getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
    await expect(within(dialog).getByLabelText(/^Palavra-passe/)).toHaveValue('password')
  },
}

/** Any fixed moment: the API never sees time pass, so the wait it names is the whole minute. */
const THROTTLE_CLOCK = Date.parse('2026-03-10T08:00:00Z')

const throttled = lockedPasswordChange([], {
  now: () => THROTTLE_CLOCK,
  // Five wrong passwords in the last minute, typed anywhere inside the session: the demo API's
  // one limiter for the person (docs/api-contract.md#wrong-passwords-inside-a-session).
  seed: (store) => {
    for (let attempt = 0; attempt < PASSWORD_MAX_ATTEMPTS; attempt += 1) {
      store.hit('password-attempts:1', PASSWORD_MAX_ATTEMPTS, 60)
    }
  },
})

/**
 * The sixth password in a minute: how long to wait, in the login's own words, above the
 * buttons; the password kept, and "Tentar novamente" to send it once the wait is over.
 */
export const TooManyWrongPasswords: Story = {
  parameters: throttled.parameters,
  play: async ({ canvas, userEvent }) => {
    const { dialog } = await changePassword(canvas, userEvent)
    const field = within(dialog).getByLabelText(/^Palavra-passe/)
    await userEvent.type(field, 'password')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Demasiadas tentativas. Tente novamente dentro de 60 segundos.',
    )
    await expect(field).toHaveValue('password')
    await expect(within(dialog).getByRole('button', { name: 'Tentar novamente' })).toBeEnabled()
    await expect(throttled.store.users.get(1)?.password).toBe('password')
  },
}

const confirmed = lockedPasswordChange()

/** The right password: the dialog closes and the change, sent again once, is done. */
export const ConfirmedAndSent: Story = {
  parameters: confirmed.parameters,
  play: async ({ canvas, userEvent }) => {
    const { form, dialog } = await changePassword(canvas, userEvent)
    await userEvent.type(within(dialog).getByLabelText(/^Palavra-passe/), 'password{Enter}')
    await expect(await within(form).findByText(PASSWORD_CHANGED_MESSAGE)).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(confirmed.store.users.get(1)?.password).toBe('nova-senha-123')
  },
}

const cancelled = lockedPasswordChange()

/** Cancelar: nothing changes, no error, the form as the person left it and the focus on its button. */
export const Cancelled: Story = {
  parameters: cancelled.parameters,
  play: async ({ canvas, userEvent }) => {
    const { form, submit, dialog } = await changePassword(canvas, userEvent)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(submit).toHaveFocus()
    await expect(within(form).getByLabelText(/^Palavra-passe actual/)).toHaveValue('password')
    await expect(within(form).getByLabelText(/^Nova palavra-passe/)).toHaveValue('nova-senha-123')
    await expect(canvas.queryByRole('region', { name: 'Não foi possível continuar' })).toBeNull()
    await expect(cancelled.store.users.get(1)?.password).toBe('password')
  },
}
