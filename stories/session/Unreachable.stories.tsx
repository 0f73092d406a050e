import { makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, waitFor } from 'storybook/test'
import { SESSION_UNREACHABLE_TITLE } from '../../apps/web/src/app/SessionUnreachableNotice'
import { AppStory, appLocation, storedUserOf } from '../support/AppStory'
import { appStoryMeta } from '../support/appStoryMeta'
import { answerFirst, apiUrl, holdAfter, mockApi } from '../support/mockApi'

const meta = {
  title: 'Session/Unreachable',
  component: AppStory,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  ...appStoryMeta({ path: '/profile' }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

const ana = makeUser()
// What an earlier visit left in user-storage: the same person, unconfirmed.
const storedAna = storedUserOf(ana)

/** A resolver of GET /api/user, as MSW takes it. */
type UserAnswer = Parameters<typeof http.get>[1]

// Answers /api/user before the store, each resolver in turn; one that returns
// nothing hands the call to the next, and the last to the store, as a
// recovered server would answer.
const userFetch = (...answers: UserAnswer[]) =>
  mockApi(
    { signedInAs: ana },
    { before: { session: answers.map((answer) => http.get(apiUrl('/api/user'), answer)) } },
  ).parameters

const serverError = () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })

/**
 * A 500 on /api/user is no sign-out. The profile waits (spinner,
 * no redirect, nobody's name) under a notice with a retry.
 */
export const ServerError: Story = {
  args: { storedUser: storedAna },
  parameters: userFetch(serverError),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(SESSION_UNREACHABLE_TITLE)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled()
    await expect(canvas.getByRole('status', { name: 'A carregar…' })).toBeVisible()
    await expect(canvas.queryByText(/Ana Machava/)).toBeNull()
    await expect(appLocation().pathname).toBe('/profile')
  },
}

/** A proxy's HTML page, then the API again: 'Tentar novamente' confirms the session. */
export const HtmlPageThenRetry: Story = {
  args: { storedUser: storedAna },
  parameters: userFetch(
    answerFirst(
      1,
      () =>
        new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    ),
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }))
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `Olá, ${ana.name}` }),
    ).toBeVisible()
    await waitFor(() => expect(canvas.queryByText(SESSION_UNREACHABLE_TITLE)).toBeNull())
    await expect(appLocation().pathname).toBe('/profile')
  },
}

/** No network at all: the same wait, never 'Você não está autenticado'. */
export const NoNetwork: Story = {
  args: { storedUser: storedAna },
  parameters: userFetch(() => HttpResponse.error()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(SESSION_UNREACHABLE_TITLE)).toBeVisible()
    await expect(canvas.queryByText('Você não está autenticado')).toBeNull()
    await expect(appLocation().pathname).toBe('/profile')
  },
}

/**
 * A 500, then "Tentar novamente" while the server has not answered yet: the
 * notice stays where it was, its button busy, so nothing on the page moves
 * under the finger that tapped it.
 */
export const AskingAgain: Story = {
  args: { storedUser: storedAna },
  // The first call fails; every later one is held, unanswered.
  parameters: userFetch(answerFirst(1, serverError), holdAfter(0)),
  play: async ({ canvas, userEvent }) => {
    const retry = await canvas.findByRole('button', { name: 'Tentar novamente' })
    const notice = canvas.getByText(SESSION_UNREACHABLE_TITLE)
    // Where it is on the page: below a small screen's fold, the tap scrolls the button into view.
    const onPage = () => notice.getBoundingClientRect().top + window.scrollY
    const top = onPage()
    await userEvent.click(retry)
    await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'))
    await expect(canvas.getByText(SESSION_UNREACHABLE_TITLE)).toBe(notice)
    await expect(onPage()).toBe(top)
    await expect(canvas.getByRole('status', { name: 'A carregar…' })).toBeVisible()
  },
}
