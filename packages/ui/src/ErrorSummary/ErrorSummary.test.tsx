import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { PhoneField } from '../PhoneField/PhoneField'
import { TextField } from '../TextField/TextField'
import { ErrorSummary, type ErrorSummaryProps, toErrorSummaryItems } from './ErrorSummary'

const errors = [
  { fieldId: 'email', message: 'O campo e-mail deve ser um endereço válido.' },
  { name: 'phone', message: 'Introduza um número M-Pesa começado por 84 ou 85.' },
]

function Form(props: ErrorSummaryProps) {
  return (
    <form noValidate>
      <ErrorSummary {...props} />
      <TextField id="email" name="email" label="Endereço de e-mail" />
      <PhoneField name="phone" label="Número M-Pesa" />
      <button type="submit">Guardar</button>
    </form>
  )
}

describe('ErrorSummary', () => {
  it('given errors after a failed submit, should list them under its heading and take focus', async () => {
    const { container } = render(<Form errors={errors} />)
    const summary = screen.getByRole('region', { name: 'Corrija os seguintes erros:' })
    expect(summary).toHaveFocus()
    expect(screen.getByRole('heading', { name: 'Corrija os seguintes erros:' })).toBeVisible()
    const links = screen.getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(errors.map((error) => error.message))
    expect(links[0]).toHaveAttribute('href', '#email')
    // Focus announces it; an alert as well would be read twice.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it('after clicking an error link, should move focus to that field', async () => {
    const user = userEvent.setup()
    render(<Form errors={errors} />)
    await user.click(screen.getByRole('link', { name: errors[0]?.message }))
    expect(screen.getByRole('textbox', { name: 'Endereço de e-mail' })).toHaveFocus()
    expect(window.location.hash).toBe('')
  })

  it('after following a link keyed by field name with the keyboard, should focus that field', async () => {
    const user = userEvent.setup()
    render(<Form errors={errors} />)
    await user.tab()
    await user.tab()
    expect(screen.getByRole('link', { name: errors[1]?.message })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('textbox', { name: 'Número M-Pesa' })).toHaveFocus()
  })

  it('after a second failed submit with the same errors, should take focus again', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<Form errors={errors} focusKey={1} />)
    await user.click(screen.getByRole('textbox', { name: 'Endereço de e-mail' }))
    expect(screen.getByRole('region', { name: 'Corrija os seguintes erros:' })).not.toHaveFocus()

    rerender(<Form errors={errors} focusKey={1} />)
    expect(screen.getByRole('textbox', { name: 'Endereço de e-mail' })).toHaveFocus()

    rerender(<Form errors={errors} focusKey={2} />)
    expect(screen.getByRole('region', { name: 'Corrija os seguintes erros:' })).toHaveFocus()
  })

  it('given only a general message, should show it as the summary description', async () => {
    const { container } = render(<Form message="As credenciais fornecidas estão incorrectas." />)
    const summary = screen.getByRole('region', { name: 'Corrija os seguintes erros:' })
    expect(summary).toHaveAccessibleDescription('As credenciais fornecidas estão incorrectas.')
    expect(summary).toHaveFocus()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it('given no errors, should render nothing and leave focus alone', () => {
    render(<Form errors={[]} />)
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
    expect(document.body).toHaveFocus()
  })

  it('given errors appear after a first clean render, should take focus then', () => {
    const { rerender } = render(<Form errors={[]} />)
    rerender(<Form errors={errors} />)
    expect(screen.getByRole('region', { name: 'Corrija os seguintes erros:' })).toHaveFocus()
  })

  it('given autoFocus false and a custom title, should show it without taking focus', async () => {
    const { container } = render(
      <Form errors={errors} autoFocus={false} title="Há 2 problemas" headingLevel={3} />,
    )
    const summary = screen.getByRole('region', { name: 'Há 2 problemas' })
    expect(summary).not.toHaveFocus()
    expect(screen.getByRole('heading', { level: 3, name: 'Há 2 problemas' })).toBeVisible()
    await expectNoAxeViolations(container)
  })

  it('given an error without a field, should show it as plain text', () => {
    render(<Form errors={[{ message: 'Tente novamente dentro de 60 segundos.' }]} />)
    expect(screen.getByRole('listitem')).toHaveTextContent('Tente novamente dentro de 60 segundos.')
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('given a Laravel errors object, toErrorSummaryItems should give one item per message', () => {
    expect(
      toErrorSummaryItems(
        { email: ['E-mail inválido.'], password: ['Muito curta.', 'Sem número.'] },
        { password: 'new-password' },
      ),
    ).toEqual([
      { name: 'email', message: 'E-mail inválido.' },
      { fieldId: 'new-password', message: 'Muito curta.' },
      { fieldId: 'new-password', message: 'Sem número.' },
    ])
  })

  it('after following a link built from a Laravel errors object, should focus the named field', async () => {
    const user = userEvent.setup()
    render(<Form errors={toErrorSummaryItems({ phone: ['Número M-Pesa inválido.'] })} />)
    await user.click(screen.getByRole('link', { name: 'Número M-Pesa inválido.' }))
    expect(screen.getByRole('textbox', { name: 'Número M-Pesa' })).toHaveFocus()
  })
})
