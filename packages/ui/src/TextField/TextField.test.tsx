import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { TextField } from './TextField'

describe('TextField', () => {
  it('given a label, should name the input by it and pass native props through', async () => {
    const ref = createRef<HTMLInputElement>()
    const { container } = render(
      <TextField
        ref={ref}
        label="Endereço de e-mail"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        defaultValue="ana@exemplo.co.mz"
      />,
    )
    const input = screen.getByRole('textbox', { name: 'Endereço de e-mail' })
    expect(input).toHaveAttribute('name', 'email')
    expect(input).toHaveAttribute('type', 'email')
    expect(input).toHaveAttribute('autocomplete', 'email')
    expect(input).toHaveAttribute('inputmode', 'email')
    expect(input).toHaveValue('ana@exemplo.co.mz')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveAccessibleDescription()
    expect(ref.current).toBe(input)
    await expectNoAxeViolations(container)
  })

  it('given a hint, should read it as the description', async () => {
    const { container } = render(
      <TextField label="Nome" hint="Como aparece no seu documento de identificação" />,
    )
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription(
      'Como aparece no seu documento de identificação',
    )
    expect(screen.getByText('Como aparece no seu documento de identificação')).toBeVisible()
    await expectNoAxeViolations(container)
  })

  it('given an error, should show it, mark the input invalid and describe it after the hint', async () => {
    const { container } = render(
      <TextField
        label="Endereço de e-mail"
        hint="Enviaremos um link de confirmação"
        error="O campo e-mail é obrigatório."
        defaultValue="ana@"
      />,
    )
    const input = screen.getByRole('textbox', { name: 'Endereço de e-mail' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(
      'Enviaremos um link de confirmação Erro: O campo e-mail é obrigatório.',
    )
    expect(screen.getByText('O campo e-mail é obrigatório.')).toBeVisible()
    expect(input).toHaveValue('ana@')
    await expectNoAxeViolations(container)
  })

  it('given the server sends several messages for the field, should show each of them', async () => {
    const { container } = render(
      <TextField
        label="Palavra-passe"
        error={['Deve ter pelo menos 8 caracteres.', 'Deve conter um número.']}
      />,
    )
    const input = screen.getByRole('textbox', { name: 'Palavra-passe' })
    const items = screen.getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Erro: Deve ter pelo menos 8 caracteres.',
      'Erro: Deve conter um número.',
    ])
    expect(input).toHaveAccessibleDescription(
      'Erro: Deve ter pelo menos 8 caracteres. Erro: Deve conter um número.',
    )
    await expectNoAxeViolations(container)
  })

  it('given an empty error list, should not mark the input invalid', () => {
    render(<TextField label="Nome" error={[]} />)
    expect(screen.getByRole('textbox', { name: 'Nome' })).not.toHaveAttribute('aria-invalid')
  })

  it('given required, should show the marker and mark it for assistive technology only once', async () => {
    const { container } = render(<TextField label="Nome" required />)
    const input = screen.getByRole('textbox', { name: 'Nome' })
    expect(input).toBeRequired()
    expect(input).toHaveAttribute('aria-required', 'true')
    // No native `required`: the browser's bubbles must not pre-empt the form's own messages.
    expect(input).not.toHaveAttribute('required')
    expect(screen.getByText('(obrigatório)')).toBeVisible()
    await expectNoAxeViolations(container)
  })

  it('given disabled, should not accept typing', async () => {
    const user = userEvent.setup()
    const { container } = render(<TextField label="Nome" disabled defaultValue="Ana" />)
    const input = screen.getByRole('textbox', { name: 'Nome' })
    expect(input).toBeDisabled()
    await user.type(input, 'x')
    expect(input).toHaveValue('Ana')
    await expectNoAxeViolations(container)
  })

  it('after typing, should call onChange and keep what the person typed', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<TextField label="Nome" onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'Nome' })
    await user.type(input, 'Ana Machava')
    expect(input).toHaveValue('Ana Machava')
    expect(onChange).toHaveBeenCalledTimes('Ana Machava'.length)
  })

  it('given its own aria-describedby and an id, should keep both', () => {
    render(
      <>
        <p id="nota">Nota externa</p>
        <TextField id="nome" label="Nome" hint="Dica" aria-describedby="nota" />
      </>,
    )
    const input = screen.getByRole('textbox', { name: 'Nome' })
    expect(input).toHaveAttribute('id', 'nome')
    expect(input).toHaveAccessibleDescription('Nota externa Dica')
  })

  it('after clicking the label, should focus the input', async () => {
    const user = userEvent.setup()
    render(<TextField label="Nome" />)
    await user.click(screen.getByText('Nome'))
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveFocus()
  })
})
