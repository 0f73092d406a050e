import {
  accountSummaryPt,
  emailChangeOutcomePt,
  pendingEmailPt,
  profileInformationPt,
} from '@conecta/account'
import { confirmPasswordNow, makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { EMAIL_CHANGE_INVALID_MESSAGE } from '../../../apps/web/src/navigation/linkLoginMessages'
import { EMAIL_CHANGE_SIGN_IN_MESSAGE } from '../../../apps/web/src/navigation/loginMessage'
import { AppStory, appLocation } from '../../support/AppStory'
import { AppStoryDocsPage } from '../../support/AppStoryDocsPage'
import { appStoryMeta } from '../../support/appStoryMeta'
import { apiUrl, mockApi } from '../../support/mockApi'

// docs/product.md#changing-the-e-mail: a change of address waiting for the link mailed to the new
// address, and the pages that link ends on.

const meta = {
  title: 'Screens/AccountTab e-mail change',
  component: AppStory,
  parameters: { layout: 'fullscreen', docs: { page: AppStoryDocsPage } },
  ...appStoryMeta({ path: '/profile' }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

const OLD = 'ana.machava@example.co.mz'
const NEW = 'ana.nova@example.co.mz'

const resending = mockApi({ signedInAs: makeUser({ pending_email: NEW }) })

/** 'Reenviar': the link goes again to the new address, and the page says so. */
export const PendingResent: Story = {
  parameters: resending.parameters,
  play: async ({ canvas, userEvent }) => {
    const account = await canvas.findByRole('region', { name: 'A sua conta' })
    await userEvent.click(await within(account).findByRole('button', { name: 'Reenviar' }))
    await expect(await within(account).findByText(pendingEmailPt.resent(NEW))).toBeVisible()
    await expect(
      resending.store.outbox.filter((mail) => mail.kind === 'verify-new-email').map((m) => m.to),
    ).toEqual([NEW])
  },
}

/** 'Reenviar' asked too often (6 a minute): how long to wait, and the change still there. */
export const PendingResendThrottled: Story = {
  parameters: mockApi(
    { signedInAs: makeUser({ pending_email: NEW }) },
    {
      before: {
        profile: [
          http.post(apiUrl('/user/pending-email/notification'), () =>
            HttpResponse.json(
              { message: 'Too Many Attempts.' },
              {
                status: 429,
                headers: { 'Retry-After': '42', 'Access-Control-Expose-Headers': 'Retry-After' },
              },
            ),
          ),
        ],
      },
    },
  ).parameters,
  play: async ({ canvas, userEvent }) => {
    const account = await canvas.findByRole('region', { name: 'A sua conta' })
    await userEvent.click(await within(account).findByRole('button', { name: 'Reenviar' }))
    await expect(
      await within(account).findByText(
        'Demasiadas tentativas. Tente novamente dentro de 42 segundos.',
      ),
    ).toBeVisible()
    await expect(within(account).getByText(pendingEmailPt.title)).toBeVisible()
  },
}

const cancelling = mockApi({ signedInAs: makeUser({ pending_email: NEW }) })

/** 'Cancelar a alteração': the change is dropped, the focus on what says the address stays. */
export const PendingCancelled: Story = {
  parameters: cancelling.parameters,
  play: async ({ canvas, userEvent }) => {
    const account = await canvas.findByRole('region', { name: 'A sua conta' })
    await userEvent.click(
      await within(account).findByRole('button', { name: 'Cancelar a alteração' }),
    )
    const done = await within(account).findByText(accountSummaryPt.cancelled(OLD))
    await waitFor(() => expect(done.closest('[tabindex="-1"]')).toHaveFocus())
    await expect(within(account).queryByText(pendingEmailPt.title)).toBeNull()
    await expect(cancelling.store.users.get(1)?.pending_email).toBeNull()
  },
}

const elsewhere = mockApi({ signedInAs: makeUser() }, { seed: confirmPasswordNow })

/**
 * The link opened in another browser (the mail app's own, another phone): this tab learns it
 * when the person comes back to it, from the server, and says the address was changed.
 */
export const LinkOpenedElsewhere: Story = {
  parameters: elsewhere.parameters,
  play: async ({ canvas, userEvent, step }) => {
    const form = await canvas.findByRole('region', { name: 'Dados pessoais' })
    await step('The new address is saved and waits for its link', async () => {
      const email = within(form).getByRole('textbox', { name: /^E-mail/ })
      await userEvent.clear(email)
      await userEvent.type(email, NEW)
      await userEvent.click(within(form).getByRole('button', { name: 'Guardar alterações' }))
      await expect(
        await within(form).findByText(profileInformationPt.emailPendingSaved(NEW)),
      ).toBeVisible()
      await expect(await canvas.findByText(pendingEmailPt.title)).toBeVisible()
    })
    await step('Another browser opens the link, without this session', async () => {
      const link = elsewhere.store.outbox.filter((mail) => mail.kind === 'verify-new-email').at(-1)
      if (link?.link === undefined) throw new Error('No link was mailed to the new address')
      const opened = await fetch(link.link, { redirect: 'manual', credentials: 'omit' })
      await expect(opened.type === 'opaqueredirect' || opened.status === 302).toBe(true)
      await expect(elsewhere.store.users.get(1)?.email).toBe(NEW)
    })
    await step('Back on this tab, the page says the address was changed', async () => {
      document.dispatchEvent(new Event('visibilitychange'))
      await expect(await canvas.findByText(emailChangeOutcomePt.changed(NEW))).toBeVisible()
      const account = canvas.getByRole('region', { name: 'A sua conta' })
      await expect(within(account).queryByText(pendingEmailPt.title)).toBeNull()
      await expect(within(account).getByText(NEW)).toBeVisible()
    })
  },
}

/** Where the link sends the person when the change was made: said only as the server shows it. */
export const ChangedPage: Story = {
  args: { path: '/profile?email-changed=1' },
  parameters: mockApi({ signedInAs: makeUser({ email: NEW }) }).parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(emailChangeOutcomePt.changedTitle)).toBeVisible()
    await expect(canvas.getByText(emailChangeOutcomePt.changed(NEW))).toBeVisible()
    // Read once: the address bar no longer carries it.
    await waitFor(() => expect(appLocation().search).toBe(''))
  },
}

const signedOut = mockApi({ users: [makeUser({ email: NEW })], ambient: true })

/**
 * The link opened in a browser without the session: the login says what to do, never a bare
 * 'Você não está autenticado'; after the sign-in with the new address, the page says it changed.
 */
export const LinkOpenedSignedOut: Story = {
  args: { path: '/profile?email-changed=1' },
  parameters: signedOut.parameters,
  play: async ({ canvas, userEvent, step }) => {
    await step('The login says why', async () => {
      await expect(await canvas.findByText(EMAIL_CHANGE_SIGN_IN_MESSAGE)).toBeVisible()
      await expect(appLocation().pathname).toBe('/login')
    })
    await step('Signed in with the new address, the change is confirmed', async () => {
      await userEvent.type(await canvas.findByRole('textbox', { name: /E-mail/ }), NEW)
      await userEvent.type(canvas.getByLabelText(/^Palavra-passe/), 'password')
      await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }))
      await expect(await canvas.findByText(emailChangeOutcomePt.changed(NEW))).toBeVisible()
      await waitFor(() => expect(appLocation().search).toBe(''))
    })
  },
}

/** A link expired, cancelled or replaced, opened without the session: the login says what to do. */
export const InvalidLink: Story = {
  args: { path: '/login?email-change=invalid' },
  parameters: mockApi({ users: [makeUser()], ambient: true }).parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(EMAIL_CHANGE_INVALID_MESSAGE)).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible()
  },
}

/**
 * The same refused link opened where someone is signed in: the login says it and offers that
 * session (docs/product.md#someone-else-signed-in); continuing, the profile says it with
 * "Reenviar" at hand.
 */
export const InvalidLinkSignedIn: Story = {
  args: { path: '/login?email-change=invalid' },
  parameters: mockApi({ signedInAs: makeUser({ pending_email: NEW }) }).parameters,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(EMAIL_CHANGE_INVALID_MESSAGE)).toBeVisible()
    await userEvent.click(await canvas.findByRole('link', { name: 'Continuar com essa sessão' }))
    await expect(
      await canvas.findByText(
        `${emailChangeOutcomePt.invalid} ${emailChangeOutcomePt.invalidResend(NEW)}`,
      ),
    ).toBeVisible()
    await expect(canvas.getByText(emailChangeOutcomePt.notChangedTitle)).toBeVisible()
    await waitFor(() => expect(appLocation().search).toBe(''))
    await expect(appLocation().pathname).toBe('/profile')
  },
}

/** Another account took the new address before the link was opened: not changed, and why. */
export const TakenLink: Story = {
  args: { path: '/profile?email-change=taken' },
  parameters: mockApi({ signedInAs: makeUser() }).parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(emailChangeOutcomePt.notChangedTitle)).toBeVisible()
    await expect(canvas.getByText(emailChangeOutcomePt.taken(OLD))).toBeVisible()
    await waitFor(() => expect(appLocation().search).toBe(''))
  },
}
