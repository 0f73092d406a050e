import {
  Button,
  ErrorSummary,
  type ErrorSummaryItem,
  type ErrorSummaryProps,
  Stack,
  TextField,
} from '@conecta/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { type FormEvent, useState } from 'react'
import { expect, waitFor } from 'storybook/test'

const serverErrors: ErrorSummaryItem[] = [
  { fieldId: 'name', message: 'O campo nome é obrigatório.' },
  { name: 'email', message: 'O campo e-mail deve ser um endereço de e-mail válido.' },
]

/**
 * A registration form as the app wires it: the summary on top, the same
 * messages beside the fields, and a new `focusKey` on every failed submit.
 */
function RegisterForm(props: ErrorSummaryProps & { failOnSubmit?: boolean }) {
  const { failOnSubmit = false, ...summary } = props
  const [attempts, setAttempts] = useState(0)
  const errors = failOnSubmit ? (attempts > 0 ? serverErrors : []) : (summary.errors ?? [])
  const byField = (key: string) =>
    errors.filter((error) => (error.fieldId ?? error.name) === key).map((error) => error.message)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setAttempts((count) => count + 1)
  }
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="large">
        <ErrorSummary {...summary} errors={errors} focusKey={attempts} />
        <TextField id="name" name="name" label="Nome" autoComplete="name" error={byField('name')} />
        <TextField
          id="email"
          name="email"
          type="email"
          label="Endereço de e-mail"
          autoComplete="email"
          error={byField('email')}
        />
        <Button type="submit">Criar conta</Button>
      </Stack>
    </form>
  )
}

const meta = {
  title: 'UI/ErrorSummary',
  component: ErrorSummary,
  tags: ['autodocs'],
  args: { errors: serverErrors },
  render: (args) => <RegisterForm {...args} />,
} satisfies Meta<typeof ErrorSummary>

export default meta
type Story = StoryObj<typeof meta>

/** Shown after a 422: it takes focus, and each link moves focus to its field. */
export const AfterFailedSubmit: Story = {
  play: async ({ canvas, userEvent }) => {
    const summary = canvas.getByRole('region', { name: 'Corrija os seguintes erros:' })
    await waitFor(() => expect(summary).toHaveFocus())
    await expect(canvas.getAllByRole('link')).toHaveLength(2)
    await userEvent.click(canvas.getByRole('link', { name: 'O campo nome é obrigatório.' }))
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveFocus()
    await userEvent.click(
      canvas.getByRole('link', { name: 'O campo e-mail deve ser um endereço de e-mail válido.' }),
    )
    await expect(canvas.getByRole('textbox', { name: 'Endereço de e-mail' })).toHaveFocus()
  },
}

/** Every failed submit moves focus back to the summary, even with the same errors. */
export const RepeatedFailure: Story = {
  args: { errors: [] },
  render: (args) => <RegisterForm {...args} failOnSubmit />,
  play: async ({ canvas, userEvent, step }) => {
    await step('The first failed submit shows the summary and focuses it', async () => {
      await expect(canvas.queryByRole('region')).toBeNull()
      await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }))
      const summary = await canvas.findByRole('region', { name: 'Corrija os seguintes erros:' })
      await waitFor(() => expect(summary).toHaveFocus())
    })
    await step(
      'The second, with the same errors, focuses it again; what was typed stays',
      async () => {
        await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), 'Ana')
        await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }))
        const summary = canvas.getByRole('region', { name: 'Corrija os seguintes erros:' })
        await waitFor(() => expect(summary).toHaveFocus())
        await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue('Ana')
      },
    )
  },
}

/** A problem with the form as a whole, such as wrong credentials. */
export const GeneralMessage: Story = {
  args: { errors: [], message: 'Estas credenciais não correspondem aos nossos registos.' },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Corrija os seguintes erros:' })
    await waitFor(() => expect(summary).toHaveFocus())
    await expect(summary).toHaveAccessibleDescription(
      'Estas credenciais não correspondem aos nossos registos.',
    )
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

export const NoErrors: Story = {
  args: { errors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull()
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).not.toHaveAttribute('aria-invalid')
  },
}
