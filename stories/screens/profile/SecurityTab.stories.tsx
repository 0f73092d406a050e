import {
  browserSessionsPt,
  endOtherSessionsPt,
  passwordChangePt,
  twoFactorSetupPt,
} from '@conecta/account'
import {
  addBrowserSession,
  confirmPasswordNow,
  type MockStore,
  makeUser,
  PASSWORD_MAX_ATTEMPTS,
  seededRandom,
  twoFactorCodeAt,
} from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { AppStory } from '../../support/AppStory'
import { AppStoryDocsPage } from '../../support/AppStoryDocsPage'
import { appStoryMeta } from '../../support/appStoryMeta'
import { SAMSUNG_PHONE_USER_AGENT, WINDOWS_FIREFOX_USER_AGENT } from '../../support/devices'
import { answerFirst, apiUrl, mockApi, neverAnswer } from '../../support/mockApi'
import { findDialog } from '../../support/playHelpers'

const PASSWORD_CHANGED_MESSAGE = passwordChangePt.changed

const {
  title: TWO_FACTOR_TITLE,
  openAuthenticator: OPEN_AUTHENTICATOR,
  recoveryTitle: RECOVERY_CODES_TITLE,
  caseNote: RECOVERY_CODES_CASE_NOTE,
  codeRefused: CODE_REFUSED,
} = twoFactorSetupPt

const { label: END_OTHER_SESSIONS_LABEL, ended: OTHER_SESSIONS_ENDED } = endOtherSessionsPt
const {
  title: BROWSER_SESSIONS_TITLE,
  endOthers: END_OTHERS_LABEL,
  ended: SESSION_ENDED,
} = browserSessionsPt

const meta = {
  title: 'Screens/SecurityTab',
  component: AppStory,
  parameters: { layout: 'fullscreen', docs: { page: AppStoryDocsPage } },
  ...appStoryMeta({ path: '/profile/security' }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent']

async function changePassword(
  canvas: Canvas,
  userEvent: UserEvent,
  current: string,
  { endOthers = false } = {},
) {
  const form = await canvas.findByRole('region', { name: 'Alterar palavra-passe' })
  // The box shows once the sessions list has loaded: the pictures show the form with it.
  const box = await within(form).findByRole('checkbox', { name: END_OTHER_SESSIONS_LABEL })
  await userEvent.type(within(form).getByLabelText(/^Palavra-passe actual/), current)
  await userEvent.type(within(form).getByLabelText(/^Nova palavra-passe/), 'nova-senha-123')
  await userEvent.type(
    within(form).getByLabelText(/^Confirmar nova palavra-passe/),
    'nova-senha-123',
  )
  if (endOthers) await userEvent.click(box)
  await userEvent.click(within(form).getByRole('button', { name: 'Alterar palavra-passe' }))
  return form
}

/** Any fixed moment: the throttled stories' API never sees time pass, so the wait is the whole minute. */
const THROTTLE_CLOCK = Date.parse('2026-03-10T08:00:00Z')

/**
 * Five wrong passwords in the last minute, typed anywhere inside the session (the dialog, the
 * password change, the deletion): the demo API's one limiter for the person
 * (docs/api-contract.md#wrong-passwords-inside-a-session), under its key.
 */
function spendWrongPasswords(store: MockStore) {
  for (let attempt = 0; attempt < PASSWORD_MAX_ATTEMPTS; attempt += 1) {
    store.hit('password-attempts:1', PASSWORD_MAX_ATTEMPTS, 60)
  }
}

const WAIT_A_MINUTE = 'Demasiadas tentativas. Tente novamente dentro de 60 segundos.'

async function openDeleteDialog(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Eliminar conta' }))
  const dialog = await findDialog('Eliminar a sua conta?')
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

const changeThrottled = mockApi(
  { signedInAs: makeUser(), now: () => THROTTLE_CLOCK },
  { seed: spendWrongPasswords },
)

/** A sixth password in a minute: how long to wait, in the summary; everything typed kept. */
export const PasswordChangeWait: Story = {
  parameters: changeThrottled.parameters,
  play: async ({ canvas, userEvent }) => {
    const form = await changePassword(canvas, userEvent, 'password')
    const summary = await canvas.findByRole('region', { name: 'Não foi possível continuar' })
    await expect(summary).toHaveTextContent(WAIT_A_MINUTE)
    await waitFor(() => expect(summary).toHaveFocus())
    await expect(within(form).getByLabelText(/^Palavra-passe actual/)).toHaveValue('password')
    await expect(within(form).getByLabelText(/^Nova palavra-passe/)).toHaveValue('nova-senha-123')
    await expect(
      within(form).getByRole('button', { name: 'Alterar palavra-passe' }),
    ).not.toHaveAttribute('aria-disabled', 'true')
    await expect(changeThrottled.store.users.get(1)?.password).toBe('password')
  },
}

const deleteThrottled = mockApi(
  { signedInAs: makeUser(), now: () => THROTTLE_CLOCK },
  { seed: spendWrongPasswords },
)

/** Deleting after five wrong passwords: how long to wait, in the dialog; the password kept. */
export const DeleteWait: Story = {
  parameters: deleteThrottled.parameters,
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDeleteDialog(canvas, userEvent)
    const field = within(dialog).getByLabelText(/^Palavra-passe/)
    await userEvent.type(field, 'password')
    const confirm = within(dialog).getByRole('button', { name: 'Eliminar definitivamente' })
    await userEvent.click(confirm)
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(WAIT_A_MINUTE)
    await expect(field).toHaveValue('password')
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'))
    await expect(deleteThrottled.store.users.size).toBe(1)
  },
}

/** A phone and a computer besides this browser; the password confirmed a moment ago. */
function seedOtherBrowsers(store: MockStore) {
  confirmPasswordNow(store)
  addBrowserSession(store, {
    userAgent: SAMSUNG_PHONE_USER_AGENT,
    ipAddress: '197.218.4.2',
    minutesAgo: 5,
  })
  addBrowserSession(store, {
    userAgent: WINDOWS_FIREFOX_USER_AGENT,
    ipAddress: '105.112.9.77',
    minutesAgo: 90,
  })
}

const SAMSUNG_BUTTON = 'Terminar a sessão de Samsung Internet em Android, 197.218.4.2'

async function sessionsRegion(canvas: Canvas) {
  return canvas.findByRole('region', { name: BROWSER_SESSIONS_TITLE })
}

const withSessions = mockApi({ signedInAs: makeUser() }, { seed: seedOtherBrowsers })

/** Sessões activas: this device first, then a phone and a computer, each with "Terminar". */
export const ActiveSessions: Story = {
  parameters: withSessions.parameters,
  play: async ({ canvas }) => {
    const region = await sessionsRegion(canvas)
    const items = await within(region).findAllByRole('listitem')
    await expect(items).toHaveLength(3)
    await expect(within(items[0] as HTMLElement).getByText('Este dispositivo')).toBeVisible()
    await expect(within(region).getByText('Samsung Internet em Android')).toBeVisible()
    await expect(within(region).getByText(/activa há 5 minutos/)).toBeVisible()
    await expect(within(region).getByRole('button', { name: END_OTHERS_LABEL })).toBeVisible()
  },
}

const ended = mockApi({ signedInAs: makeUser() }, { seed: seedOtherBrowsers })

/** "Terminar" on the phone: it leaves the list, and the result takes the focus. */
export const SessionEnded: Story = {
  parameters: ended.parameters,
  play: async ({ canvas, userEvent }) => {
    const region = await sessionsRegion(canvas)
    await userEvent.click(await within(region).findByRole('button', { name: SAMSUNG_BUTTON }))
    const notice = await within(region).findByText(SESSION_ENDED)
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus())
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2)
    await expect(ended.store.sessionsOf(1)).toHaveLength(2)
  },
}

const ending = mockApi(
  { signedInAs: makeUser() },
  {
    seed: seedOtherBrowsers,
    before: { browserSessions: [http.delete(apiUrl('/api/user/sessions/:id'), neverAnswer)] },
  },
)

/** While the phone's session is being ended: its button busy, the others wait. */
export const EndingASession: Story = {
  parameters: ending.parameters,
  play: async ({ canvas, userEvent }) => {
    const region = await sessionsRegion(canvas)
    const button = await within(region).findByRole('button', { name: SAMSUNG_BUTTON })
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'))
    await expect(within(region).getByRole('button', { name: END_OTHERS_LABEL })).toBeDisabled()
  },
}

const listFailed = mockApi(
  { signedInAs: makeUser() },
  {
    seed: seedOtherBrowsers,
    before: {
      browserSessions: [
        http.get(
          apiUrl('/api/user/sessions'),
          answerFirst(1, () => HttpResponse.error()),
        ),
      ],
    },
  },
)

/** The list could not be loaded: why, and "Tentar novamente". */
export const SessionsListFailed: Story = {
  parameters: listFailed.parameters,
  play: async ({ canvas }) => {
    const region = await sessionsRegion(canvas)
    await expect(await within(region).findByRole('alert')).toBeVisible()
    await expect(within(region).getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
  },
}

const offering = mockApi({ signedInAs: makeUser() }, { seed: seedOtherBrowsers })

/** With other browsers open, the password change offers to end them, the box unticked. */
export const EndOtherSessionsOffered: Story = {
  parameters: offering.parameters,
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('region', { name: 'Alterar palavra-passe' })
    const box = await within(form).findByRole('checkbox', { name: END_OTHER_SESSIONS_LABEL })
    await expect(box).not.toBeChecked()
    await expect(box).toHaveAccessibleDescription(/terá de entrar de novo/)
    await expect(within(await sessionsRegion(canvas)).getAllByRole('listitem')).toHaveLength(3)
  },
}

const endingOthers = mockApi({ signedInAs: makeUser() }, { seed: seedOtherBrowsers })

/** Changed with the box ticked: the notice says the others were ended, and the list shows only this device. */
export const EndOtherSessionsDone: Story = {
  parameters: endingOthers.parameters,
  play: async ({ canvas, userEvent }) => {
    const region = await sessionsRegion(canvas)
    await within(region).findByText('Samsung Internet em Android')
    const form = await changePassword(canvas, userEvent, 'password', { endOthers: true })
    await expect(
      await within(form).findByText(`${PASSWORD_CHANGED_MESSAGE} ${OTHER_SESSIONS_ENDED}`),
    ).toBeVisible()
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1))
    await expect(within(region).getByText('Não há outras sessões abertas.')).toBeVisible()
    await expect(endingOthers.store.sessionsOf(1)).toHaveLength(1)
    await expect(
      within(form).getByRole('checkbox', { name: END_OTHER_SESSIONS_LABEL }),
    ).not.toBeChecked()
  },
}

const listLoading = mockApi(
  { signedInAs: makeUser() },
  { before: { browserSessions: [http.get(apiUrl('/api/user/sessions'), neverAnswer)] } },
)

/**
 * Before the sessions list has answered: whether the backend can end them is unknown, so the
 * box is not offered, but its place is kept, so that the button does not move when it comes.
 */
export const EndOtherSessionsUnknown: Story = {
  parameters: listLoading.parameters,
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('region', { name: 'Alterar palavra-passe' })
    await within(await sessionsRegion(canvas)).findByText('A carregar as sessões…')
    await expect(
      within(form).queryByRole('checkbox', { name: END_OTHER_SESSIONS_LABEL }),
    ).toBeNull()
    await expect(
      within(form).getByLabelText(END_OTHER_SESSIONS_LABEL, { selector: 'input' }),
    ).not.toBeVisible()
  },
}

// The same secret and recovery codes on every run, for the pictures.
const twoFactorStore = () => ({ signedInAs: makeUser(), random: seededRandom(22) })

async function startTwoFactor(canvas: Canvas, userEvent: UserEvent) {
  const region = await canvas.findByRole('region', { name: TWO_FACTOR_TITLE })
  await userEvent.click(await within(region).findByRole('button', { name: 'Activar' }))
  await within(region).findByRole('link', { name: OPEN_AUTHENTICATOR })
  await within(region).findByRole('img', { name: /Código QR/ })
  return region
}

async function sendCode(region: HTMLElement, userEvent: UserEvent, code: string) {
  await userEvent.type(within(region).getByLabelText(/^Código de 6 algarismos/), code)
  await userEvent.click(within(region).getByRole('button', { name: 'Confirmar' }))
}

const settingUp = mockApi(twoFactorStore(), { seed: confirmPasswordNow })

/** Turning two-factor on from a phone: the app's link first, then the key, then the QR code. */
export const TwoFactorSetUp: Story = {
  parameters: settingUp.parameters,
  play: async ({ canvas, userEvent }) => {
    const region = await startTwoFactor(canvas, userEvent)
    const link = within(region).getByRole('link', { name: OPEN_AUTHENTICATOR })
    await expect(link.getAttribute('href')).toMatch(/^otpauth:\/\/totp\//)
    await expect(within(region).getByRole('button', { name: 'Copiar chave' })).toBeVisible()
  },
}

const wrongCode = mockApi(twoFactorStore(), { seed: confirmPasswordNow })

/** A code the server refuses: said beside the field, the digits kept. */
export const TwoFactorWrongCode: Story = {
  parameters: wrongCode.parameters,
  play: async ({ canvas, userEvent }) => {
    const region = await startTwoFactor(canvas, userEvent)
    await sendCode(region, userEvent, '000000')
    const field = within(region).getByLabelText(/^Código de 6 algarismos/)
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(CODE_REFUSED)),
    )
    await expect(field).toHaveValue('000000')
  },
}

const codesShown = mockApi(twoFactorStore(), { seed: confirmPasswordNow })

/** The right code: two-factor on, and the recovery codes shown once, to copy, download or share. */
export const RecoveryCodes: Story = {
  parameters: codesShown.parameters,
  play: async ({ canvas, userEvent }) => {
    const region = await startTwoFactor(canvas, userEvent)
    const secret = codesShown.store.users.get(1)?.two_factor_secret ?? ''
    await sendCode(region, userEvent, twoFactorCodeAt(secret, Date.now()))
    const heading = await within(region).findByRole('heading', { name: RECOVERY_CODES_TITLE })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(within(region).getByText(new RegExp(RECOVERY_CODES_CASE_NOTE))).toBeVisible()
    const codes = within(within(region).getByRole('list', { name: RECOVERY_CODES_TITLE }))
    const first = codesShown.store.users.get(1)?.two_factor_recovery_codes?.[0] ?? ''
    // Read and copied by hand as the code itself: its groups are apart by a gap, not a space.
    await expect(codes.getAllByRole('listitem')[0]).toHaveTextContent(first)
    await expect(within(region).getByRole('link', { name: 'Descarregar (.txt)' })).toBeVisible()
  },
}

const twoFactorOn = mockApi(
  { signedInAs: makeUser({ two_factor_confirmed_at: '2026-11-01T10:00:00.000000Z' }) },
  { seed: confirmPasswordNow },
)

/** Two-factor on: renew the recovery codes, or turn it off (asked first). */
export const TwoFactorOn: Story = {
  parameters: twoFactorOn.parameters,
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: TWO_FACTOR_TITLE })
    await expect(
      await within(region).findByRole('button', { name: 'Gerar novos códigos de recuperação' }),
    ).toBeVisible()
    await expect(within(region).getByRole('button', { name: 'Desactivar' })).toBeVisible()
  },
}

const breezeOnly = mockApi(
  { signedInAs: makeUser() },
  { features: { browserSessions: false, twoFactor: false } },
)

/** A backend without two-factor nor the session routes (Breeze only): neither shows. */
export const WithoutAccountSecurityRoutes: Story = {
  parameters: breezeOnly.parameters,
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('region', { name: 'Alterar palavra-passe' })
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: BROWSER_SESSIONS_TITLE })).toBeNull(),
    )
    // Nothing is offered that the backend would ignore.
    await expect(within(form).queryByLabelText(END_OTHER_SESSIONS_LABEL)).toBeNull()
    await expect(canvas.queryByRole('region', { name: TWO_FACTOR_TITLE })).toBeNull()
    await expect(canvas.getByRole('region', { name: 'Eliminar conta' })).toBeVisible()
  },
}
