import { profileInformationPt, signInAgainPt } from '@conecta/account'
import { makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, screen, waitFor, within } from 'storybook/test'
import { SESSION_ENDED_MESSAGE } from '../../apps/web/src/navigation/loginMessage'
import { AppStory, appLocation } from '../support/AppStory'
import { appStoryMeta } from '../support/appStoryMeta'
import { apiUrl, mockApi } from '../support/mockApi'
import { findDialog } from '../support/playHelpers'

const { saved: PROFILE_SAVED_MESSAGE } = profileInformationPt

const meta = {
  title: 'Session/Expired',
  component: AppStory,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  ...appStoryMeta({ path: '/profile' }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

const ana = makeUser()

/**
 * The session ended on the server while the person typed. Saving
 * answers 401 and the sign-in dialog opens over the form; "Cancelar" keeps
 * the old path: the session (not the form) decides, and /login replaces the
 * profile, saying the session ended and that unsaved changes must be redone.
 */
export const SaveAfterExpiry: Story = {
  parameters: mockApi(
    { signedInAs: ana },
    {
      overrides: {
        profile: [
          http.put(apiUrl('/user/profile-information'), () =>
            HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
          ),
        ],
      },
    },
  ).parameters,
  play: async ({ canvas, userEvent, step }) => {
    await step('Save a new name; the server answers 401', async () => {
      await canvas.findByRole('heading', { level: 1, name: `Olá, ${ana.name}` })
      const name = canvas.getByRole('textbox', { name: /Nome/ })
      await userEvent.clear(name)
      await userEvent.type(name, 'Ana M.')
      await userEvent.click(canvas.getByRole('button', { name: 'Guardar alterações' }))
    })

    await step('The sign-in dialog opens; the person cancels it', async () => {
      const dialog = await findDialog(signInAgainPt.title)
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    })

    await step('The login says the session ended and returns to the profile', async () => {
      await expect(await canvas.findByText(SESSION_ENDED_MESSAGE)).toBeVisible()
      await expect(canvas.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible()
      const { pathname, search } = appLocation()
      await expect(pathname).toBe('/login')
      const query = new URLSearchParams(search)
      await expect(query.get('errorMessage')).toBe(SESSION_ENDED_MESSAGE)
      await expect(new URL(query.get('returnUrl') ?? '').pathname).toBe('/profile')
    })
  },
}

const bento = makeUser({ id: 2, name: 'Bento Macuácua', email: 'bento@example.co.mz' })

/** Ana on her profile, with Bento's account on the server too; `expire()` ends Ana's session. */
const expiring = mockApi({ signedInAs: ana, users: [bento] })
const expire = () => {
  const { ambientSessionId } = expiring.store
  if (ambientSessionId !== null) expiring.store.endSession(ambientSessionId)
}

/** The session ends while Ana types a new name; she saves: the dialog opens over her form. */
async function saveAfterTheSessionEnded({
  canvas,
  userEvent,
}: Parameters<NonNullable<Story['play']>>[0]): Promise<HTMLElement> {
  await canvas.findByRole('heading', { level: 1, name: `Olá, ${ana.name}` })
  const name = canvas.getByRole('textbox', { name: /Nome/ })
  await userEvent.clear(name)
  await userEvent.type(name, 'Ana M. Sitoe')
  expire()
  await userEvent.click(canvas.getByRole('button', { name: 'Guardar alterações' }))
  return findDialog(signInAgainPt.title)
}

async function signInThrough(
  dialog: HTMLElement,
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
  person: { email: string; password: string },
) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), person.email)
  await userEvent.type(within(dialog).getByLabelText('Palavra-passe'), person.password)
  await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }))
}

/**
 * docs/product.md#session-ended-mid-form: the dialog over the form names
 * nobody (the phone may be shared), its e-mail field empty and focused; the
 * form keeps what was typed behind it.
 */
export const SignInAgainOverTheForm: Story = {
  parameters: expiring.parameters,
  play: async (context) => {
    const dialog = await saveAfterTheSessionEnded(context)
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' })
    await expect(email).toHaveValue('')
    await expect(email).toHaveFocus()
    await expect(within(dialog).queryByText(ana.name, { exact: false })).toBeNull()
    await expect(within(dialog).queryByText(ana.email, { exact: false })).toBeNull()
    // Behind the modal dialog, hidden from assistive technology until it closes.
    await expect(context.canvas.getByRole('textbox', { name: /Nome/, hidden: true })).toHaveValue(
      'Ana M. Sitoe',
    )
  },
}

/** The same person signs in again: the name she typed is saved, once, and stays in the field. */
export const SamePersonSaves: Story = {
  parameters: expiring.parameters,
  play: async (context) => {
    const dialog = await saveAfterTheSessionEnded(context)
    await signInThrough(dialog, context.userEvent, { email: ana.email, password: ana.password })
    await expect(await context.canvas.findByText(PROFILE_SAVED_MESSAGE)).toBeVisible()
    await expect(expiring.store.users.get(ana.id)?.name).toBe('Ana M. Sitoe')
    // The dialog has gone, and the page is the person's again.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(await context.canvas.findByRole('textbox', { name: /Nome/ })).toHaveValue(
      'Ana M. Sitoe',
    )
  },
}

/**
 * Someone else signs in through the dialog: Ana's form and what she typed are
 * gone, never sent; Bento lands on his own profile.
 */
export const OtherPersonLands: Story = {
  parameters: expiring.parameters,
  play: async (context) => {
    const dialog = await saveAfterTheSessionEnded(context)
    await signInThrough(dialog, context.userEvent, { email: bento.email, password: bento.password })
    await context.canvas.findByRole('heading', { level: 1, name: `Olá, ${bento.name}` })
    await expect(appLocation().pathname).toBe('/profile')
    await expect(screen.queryByText('Ana M. Sitoe')).toBeNull()
    await expect(screen.queryByDisplayValue('Ana M. Sitoe')).toBeNull()
    await expect(expiring.store.users.get(ana.id)?.name).toBe(ana.name)
  },
}
