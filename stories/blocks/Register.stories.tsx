import { Register, type Registered, useAccountStrings } from '@conecta/account/react'
import { makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, waitFor } from 'storybook/test'
import { accountSections, BlockDocsPage } from '../support/BlockDocsPage'
import { BlockSession } from '../support/BlockSession'
import { blockMeta, blockParameters } from '../support/blockMeta'
import { mockApi } from '../support/mockApi'
import { accountCatalogues } from '../support/withLocale'

const ana = makeUser({ email: 'ana@example.co.mz' })
const api = mockApi({ users: [ana] })

/** A host's page: the block in a session of its own; once registered, where the host would go. */
function RegisterStory() {
  return (
    <BlockSession>
      <HostPage />
    </BlockSession>
  )
}

function HostPage() {
  const english = useAccountStrings().locale === 'en'
  const [registered, setRegistered] = useState<Registered | null>(null)
  // The host's own next page: here, where the verification mail went.
  if (registered !== null) {
    return (
      <p role="status">
        {english
          ? `Check ${registered.email} to verify it.`
          : `Verifique o e-mail ${registered.email}.`}
      </p>
    )
  }
  return (
    <Register
      onRegistered={setRegistered}
      footer={<a href="#entrar">{english ? 'Have an account? Sign in' : 'Já tem conta? Entre'}</a>}
    />
  )
}

/**
 * A new account, from `@conecta/account/react`: name, e-mail and a new
 * password twice. The backend signs the account in and mails the link to
 * verify the address; the host goes on in `onRegistered`
 * (ana@example.co.mz has an account on the demo API already). "Idioma" in
 * the toolbar switches the words (`AccountStrings.register`, `fields`,
 * `newPassword`).
 *
 * ```tsx
 * import { Register } from '@conecta/account/react'
 *
 * <SessionProvider input={{ client }}>
 *   <Register
 *     onRegistered={() => router.push('/verificar-email')}
 *     footer={<a href="/entrar">Já tem conta? Entre</a>}
 *   />
 * </SessionProvider>
 * ```
 */
const meta = {
  title: 'Blocos/Register',
  component: RegisterStory,
  subcomponents: { Register },
  ...blockMeta(api),
  parameters: {
    docs: { page: BlockDocsPage },
    ...blockParameters(accountSections('register', 'newPassword', 'fields', 'failure'), api),
  },
} satisfies Meta<typeof RegisterStory>

export default meta
type Story = StoryObj<typeof meta>

/** The form, as a person finds it. */
export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Criar conta' })).toBeVisible()
    await expect(canvas.getByLabelText(/^Palavra-passe/)).toHaveAttribute(
      'autocomplete',
      'new-password',
    )
  },
}

/** An address that has an account: said beside it, and what was typed stays. */
export const AddressTaken: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Nome/ }), 'Ana Machava')
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail/ }), ana.email)
    await userEvent.type(canvas.getByLabelText(/^Palavra-passe/), 'senha-nova-1')
    await userEvent.type(canvas.getByLabelText(/^Confirmar palavra-passe/), 'senha-nova-1')
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }))
    const summary = await canvas.findByRole('region', { name: 'Não foi possível continuar' })
    await waitFor(() => expect(summary).toHaveFocus())
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription(
      'Erro: Já existe uma conta com este e-mail.',
    )
  },
}

/** In English, an account created: the host goes on. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const words = accountCatalogues.en
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Bento Cossa')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'bento@example.co.mz')
    await userEvent.type(canvas.getByLabelText(/^Password/), 'senha-do-bento')
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'senha-do-bento')
    await userEvent.click(canvas.getByRole('button', { name: words.register.submit }))
    await expect(await canvas.findByText('Check bento@example.co.mz to verify it.')).toBeVisible()
    await expect(api.store.outbox.map((mail) => mail.to)).toEqual(['bento@example.co.mz'])
  },
}
