import { TwoFactorSetup } from '@conecta/account/react'
import { confirmPasswordNow, makeUser, seededRandom, twoFactorCodeAt } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { accountSections, BlockDocsPage } from '../support/BlockDocsPage'
import { BlockSession } from '../support/BlockSession'
import { blockMeta, blockParameters } from '../support/blockMeta'
import { mockApi } from '../support/mockApi'
import { accountCatalogues } from '../support/withLocale'

const ana = makeUser({ email: 'ana@example.co.mz' })

// Ana, signed in here (her password confirmed a moment ago), the same secret and recovery codes
// on every run, for the pictures.
const anaSignedIn = () => ({ users: [ana], signedInAs: ana, random: seededRandom(22) })
const api = mockApi(anaSignedIn(), { seed: confirmPasswordNow })

/** A host's signed-in page: the block in a session of its own. */
function TwoFactorSetupStory() {
  return (
    <BlockSession>
      <TwoFactorSetup productName="Conecta" />
    </BlockSession>
  )
}

/**
 * Two-step verification set up from the phone itself, from
 * `@conecta/account/react`: the authenticator app opened by its link, the key
 * to copy, a QR code for a computer; then a first code, and the recovery
 * codes shown once, to copy, download or share. Once on, the codes can be
 * renewed and it can be turned off, after asking. On a backend without
 * two-factor it shows nothing. Each call may ask for the password first (a
 * 423): mount `PasswordConfirmationHost` beside it. "Idioma" in the toolbar
 * switches the words (`AccountStrings.twoFactorSetup`).
 *
 * ```tsx
 * import { TwoFactorSetup } from '@conecta/account/react'
 *
 * <SessionProvider input={{ client }}>
 *   <TwoFactorSetup productName="Conecta" />
 *   <PasswordConfirmationHost prompt={prompt} />
 * </SessionProvider>
 * ```
 */
const meta = {
  title: 'Blocos/TwoFactorSetup',
  component: TwoFactorSetupStory,
  subcomponents: { TwoFactorSetup },
  ...blockMeta(api),
  parameters: {
    docs: { page: BlockDocsPage },
    ...blockParameters(accountSections('twoFactorSetup', 'fields'), api),
  },
} satisfies Meta<typeof TwoFactorSetupStory>

export default meta
type Story = StoryObj<typeof meta>

/** Off: what it does, and the button that sets it up. */
export const Offer: Story = {
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Verificação em dois passos' })
    await expect(await within(region).findByRole('button', { name: 'Activar' })).toBeVisible()
  },
}

const settingUp = mockApi(anaSignedIn(), { seed: confirmPasswordNow })

/** Setting up: the app's link first, then the key in groups of four, then the QR code. */
export const SettingUp: Story = {
  parameters: settingUp.parameters,
  play: async ({ canvas, userEvent }) => {
    const region = await canvas.findByRole('region', { name: 'Verificação em dois passos' })
    await userEvent.click(await within(region).findByRole('button', { name: 'Activar' }))
    const link = await within(region).findByRole('link', {
      name: 'Abrir na aplicação de autenticação',
    })
    await expect(link.getAttribute('href')).toMatch(/^otpauth:\/\/totp\//)
    await within(region).findByRole('img', { name: /Código QR/ })
    // The step replaced the offer: the focus went to its first words.
    await waitFor(() =>
      expect(
        within(region).getByText('Adicione a sua conta à aplicação de autenticação do telemóvel.'),
      ).toHaveFocus(),
    )
  },
}

const codesShown = mockApi(anaSignedIn(), { seed: confirmPasswordNow })

/** In English: the right code, and the recovery codes shown once. */
export const RecoveryCodesInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: codesShown.parameters,
  play: async ({ canvas, userEvent }) => {
    const words = accountCatalogues.en.twoFactorSetup
    const region = await canvas.findByRole('region', { name: words.title })
    await userEvent.click(await within(region).findByRole('button', { name: words.enable }))
    await within(region).findByRole('img', { name: words.qrLabel })
    const secret = codesShown.store.users.get(ana.id)?.two_factor_secret ?? ''
    await userEvent.type(
      within(region).getByLabelText(new RegExp(`^${words.codeLabel}`)),
      twoFactorCodeAt(secret, Date.now()),
    )
    await userEvent.click(within(region).getByRole('button', { name: words.confirm }))
    const heading = await within(region).findByRole('heading', { name: words.recoveryTitle })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(within(region).getByText(words.turnedOn)).toBeVisible()
    await expect(within(region).getByRole('link', { name: words.download })).toHaveAttribute(
      'download',
      'conecta-recovery-codes.txt',
    )
  },
}
