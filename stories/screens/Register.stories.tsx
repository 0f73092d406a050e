import { makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect, within } from 'storybook/test'
import { AppStory, appLocation } from '../support/AppStory'
import { AppStoryDocsPage } from '../support/AppStoryDocsPage'
import { appStoryMeta } from '../support/appStoryMeta'
import { apiUrl, holdFirst, mockApi } from '../support/mockApi'
import {
  fillFields,
  findErrorSummary,
  findLoginPrompt,
  SUMMARY_TITLE,
} from '../support/playHelpers'

const meta = {
  title: 'Screens/Register',
  component: AppStory,
  parameters: { layout: 'fullscreen', docs: { page: AppStoryDocsPage } },
  ...appStoryMeta({ path: '/register' }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

const ana = makeUser({ email: 'ana@example.co.mz' })

/** The empty form: name, e-mail, password with its hint, confirmation. */
export const Default: Story = {
  parameters: mockApi().parameters,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Criar conta' }),
    ).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /^Nome/ })).toHaveAttribute(
      'autocomplete',
      'name',
    )
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('')
    await expect(
      canvas.getByLabelText(/^Palavra-passe/, { selector: 'input' }),
    ).toHaveAccessibleDescription(/Pelo menos 8 caracteres\./)
    await expect(
      canvas.getByLabelText(/^Confirmar palavra-passe/, { selector: 'input' }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Criar conta' })).toBeEnabled()
    await expect(canvas.getByRole('link', { name: 'Já tem conta? Entre' })).toBeVisible()
    await expect(canvas.queryByRole('region', { name: SUMMARY_TITLE })).toBeNull()
    await findLoginPrompt()
  },
}

/** Laravel's 422: e-mail taken and confirmation mismatch, each beside its field and in the summary. */
export const FieldErrors: Story = {
  parameters: mockApi({ users: [ana] }).parameters,
  play: async ({ canvas, userEvent }) => {
    await fillFields(canvas, userEvent, [
      [/^Nome/, 'Ana Sitoe'],
      [/^E-mail/, 'ana@example.co.mz'],
      [/^Palavra-passe/, 'segredo123'],
      [/^Confirmar palavra-passe/, 'segredo124'],
    ])
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }))

    const summary = await findErrorSummary(canvas)
    await expect(summary).toHaveTextContent('Corrija os campos assinalados e tente novamente.')
    await expect(
      within(summary).getByRole('link', { name: 'Já existe uma conta com este e-mail.' }),
    ).toBeVisible()
    await expect(
      within(summary).getByRole('link', {
        name: 'A confirmação não coincide com a palavra-passe.',
      }),
    ).toBeVisible()

    const email = canvas.getByRole('textbox', { name: /^E-mail/ })
    await expect(email).toHaveAccessibleDescription(/Já existe uma conta com este e-mail\./)
    await expect(email).toHaveValue('ana@example.co.mz')
    // Said beside the field that repeats the password, where the correction goes.
    const confirmation = canvas.getByLabelText(/^Confirmar palavra-passe/, { selector: 'input' })
    await expect(confirmation).toHaveAccessibleDescription(
      /A confirmação não coincide com a palavra-passe\./,
    )
    await expect(confirmation).toHaveValue('segredo124')
    const password = canvas.getByLabelText(/^Palavra-passe/, { selector: 'input' })
    await expect(password).not.toHaveAccessibleDescription(/não coincide/)
    await expect(password).toHaveValue('segredo123')
    await expect(canvas.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Ana Sitoe')
  },
}

const newcomer = mockApi({ ambient: true })

/** The account is created and signed in, unverified: the next stop is verify-email. */
export const Registered: Story = {
  parameters: newcomer.parameters,
  play: async ({ canvas, userEvent }) => {
    await fillFields(canvas, userEvent, [
      [/^Nome/, 'Ana Sitoe'],
      [/^E-mail/, 'ana.sitoe@example.co.mz'],
      [/^Palavra-passe/, 'segredo123'],
      [/^Confirmar palavra-passe/, 'segredo123'],
    ])
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }))

    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Verifique o seu e-mail' }),
    ).toBeVisible()
    await expect(appLocation().pathname).toBe('/verify-email')
    await expect(newcomer.store.outbox.map((mail) => mail.to)).toEqual(['ana.sitoe@example.co.mz'])
  },
}

/**
 * docs/product.md#someone-else-signed-in: /register opened while someone is signed in on this
 * phone opens nobody's account: it says what creating an account does to that session and
 * offers it, naming nobody.
 */
export const AlreadySignedIn: Story = {
  parameters: mockApi({ signedInAs: ana }).parameters,
  play: async ({ canvas, userEvent }) => {
    const onward = await canvas.findByRole('link', { name: 'Continuar com essa sessão' })
    await expect(onward).toBeVisible()
    await expect(canvas.getByText('Ao criar a conta, essa sessão termina.')).toBeVisible()
    await expect(canvas.queryByText(new RegExp(ana.name))).toBeNull()
    await expect(appLocation().pathname).toBe('/register')
    await userEvent.click(onward)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `Olá, ${ana.name}` }),
    ).toBeVisible()
  },
}

const slowStartUp = holdFirst()

/**
 * docs/product.md#someone-else-signed-in: a newcomer fills the form before the app has learnt
 * that Ana is still signed in on this phone. The form stays with what was typed, under a
 * notice that names nobody; "Criar conta" will end that session first.
 */
export const SomeoneElseSignedIn: Story = {
  parameters: mockApi(
    { users: [ana], signedInAs: ana },
    { before: { session: [http.get(apiUrl('/api/user'), slowStartUp.resolver)] } },
  ).parameters,
  play: async ({ canvas, userEvent }) => {
    await fillFields(canvas, userEvent, [
      [/^Nome/, 'Bento Sitoe'],
      [/^E-mail/, 'bento@example.co.mz'],
    ])
    slowStartUp.release()
    await expect(await canvas.findByText('Este telemóvel já tem uma sessão iniciada')).toBeVisible()
    await expect(canvas.getByText('Ao criar a conta, essa sessão termina.')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Bento Sitoe')
    await expect(canvas.queryByText(new RegExp(ana.name))).toBeNull()
    await expect(appLocation().pathname).toBe('/register')
  },
}
