import { makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { PASSWORD_CHANGED_MESSAGE } from '../../../apps/web/src/features/profile/SecurityTab'
import { AppStory } from '../../support/AppStory'
import { appStoryMeta } from '../../support/appStoryMeta'
import { mockApi } from '../../support/mockApi'

const meta = {
  title: 'Screens/SecurityTab',
  component: AppStory,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  ...appStoryMeta({ path: '/profile/security' }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent']

async function changePassword(canvas: Canvas, userEvent: UserEvent, current: string) {
  const form = await canvas.findByRole('region', { name: 'Alterar palavra-passe' })
  await userEvent.type(within(form).getByLabelText(/^Palavra-passe actual/), current)
  await userEvent.type(within(form).getByLabelText(/^Nova palavra-passe/), 'nova-senha-123')
  await userEvent.type(
    within(form).getByLabelText(/^Confirmar nova palavra-passe/),
    'nova-senha-123',
  )
  await userEvent.click(within(form).getByRole('button', { name: 'Alterar palavra-passe' }))
  return form
}

// Radix portals the dialog into <body> and fades it in.
async function openDeleteDialog(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Eliminar conta' }))
  const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar a sua conta?' })
  await waitFor(() => expect(dialog).toBeVisible())
  return dialog
}

const changed = mockApi({ signedInAs: makeUser() })

/** The right current password: a success notice and empty fields. */
export const PasswordChanged: Story = {
  parameters: changed.parameters,
  play: async ({ canvas, userEvent }) => {
    const form = await changePassword(canvas, userEvent, 'password')
    await expect(await within(form).findByText(PASSWORD_CHANGED_MESSAGE)).toBeVisible()
    await expect(within(form).getByLabelText(/^Palavra-passe actual/)).toHaveValue('')
  },
}

const wrongCurrent = mockApi({ signedInAs: makeUser() })

/** A wrong current password: the message beside it, everything typed kept. */
export const WrongCurrentPassword: Story = {
  parameters: wrongCurrent.parameters,
  play: async ({ canvas, userEvent }) => {
    const form = await changePassword(canvas, userEvent, 'errada-123')
    const current = within(form).getByLabelText(/^Palavra-passe actual/)
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription(/A palavra-passe está incorrecta\./),
    )
    await expect(current).toHaveValue('errada-123')
  },
}

const deleting = mockApi({ signedInAs: makeUser() })

/** The delete dialog asks for the password before anything is removed. */
export const DeleteDialogOpen: Story = {
  parameters: deleting.parameters,
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDeleteDialog(canvas, userEvent)
    await expect(within(dialog).getByText(/não pode ser desfeita/)).toBeVisible()
    await expect(within(dialog).getByLabelText(/^Palavra-passe/)).toBeVisible()
    await expect(
      within(dialog).getByRole('button', { name: 'Eliminar definitivamente' }),
    ).toBeVisible()
  },
}

const deleteWrong = mockApi({ signedInAs: makeUser() })

/** A wrong password keeps the dialog open, the message beside the field. */
export const DeleteWrongPassword: Story = {
  parameters: deleteWrong.parameters,
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDeleteDialog(canvas, userEvent)
    await userEvent.type(within(dialog).getByLabelText(/^Palavra-passe/), 'errada-123')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar definitivamente' }))
    const field = within(dialog).getByLabelText(/^Palavra-passe/)
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/A palavra-passe está incorrecta\./),
    )
    await expect(within(dialog).getByRole('alert')).toBeVisible()
    await expect(deleteWrong.store.users.size).toBe(1)
  },
}
