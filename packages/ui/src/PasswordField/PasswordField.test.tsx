import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { PasswordField } from './PasswordField'

describe('PasswordField', () => {
  it('given the default state, should hide the password and offer to show it', async () => {
    const ref = createRef<HTMLInputElement>()
    const { container } = render(
      <PasswordField ref={ref} label="Palavra-passe" name="password" defaultValue="segredo123" />,
    )
    const input = screen.getByLabelText('Palavra-passe')
    expect(input).toHaveAttribute('type', 'password')
    expect(input).toHaveAttribute('name', 'password')
    expect(input).toHaveAttribute('autocomplete', 'current-password')
    expect(ref.current).toBe(input)
    const toggle = screen.getByRole('button', { name: 'Mostrar palavra-passe' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    expect(toggle).toHaveAttribute('aria-controls', input.id)
    await expectNoAxeViolations(container)
  })

  it('after pressing the toggle, should show the typed password as text', async () => {
    const user = userEvent.setup()
    const { container } = render(<PasswordField label="Palavra-passe" />)
    await user.type(screen.getByLabelText('Palavra-passe'), 'segredo123')
    await user.click(screen.getByRole('button', { name: 'Mostrar palavra-passe' }))

    const input = screen.getByRole('textbox', { name: 'Palavra-passe' })
    expect(input).toHaveAttribute('type', 'text')
    expect(input).toHaveValue('segredo123')
    expect(screen.getByRole('button', { name: 'Mostrar palavra-passe' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expectNoAxeViolations(container)
  })

  it('after pressing the toggle twice with the keyboard, should hide the password again', async () => {
    const user = userEvent.setup()
    render(<PasswordField label="Palavra-passe" defaultValue="segredo123" />)
    await user.tab()
    await user.tab()
    const toggle = screen.getByRole('button', { name: 'Mostrar palavra-passe' })
    expect(toggle).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByLabelText('Palavra-passe')).toHaveAttribute('type', 'text')
    await user.keyboard(' ')
    expect(screen.getByLabelText('Palavra-passe')).toHaveAttribute('type', 'password')
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
  })

  it('given new-password, should keep it for password managers in both states', async () => {
    const user = userEvent.setup()
    render(<PasswordField label="Nova palavra-passe" autoComplete="new-password" />)
    expect(screen.getByLabelText('Nova palavra-passe')).toHaveAttribute(
      'autocomplete',
      'new-password',
    )
    await user.click(screen.getByRole('button', { name: 'Mostrar palavra-passe' }))
    expect(screen.getByLabelText('Nova palavra-passe')).toHaveAttribute(
      'autocomplete',
      'new-password',
    )
  })

  it('given an error, should mark the input invalid and describe it', async () => {
    const { container } = render(
      <PasswordField
        label="Palavra-passe"
        required
        error={['A palavra-passe deve ter pelo menos 8 caracteres.']}
      />,
    )
    const input = screen.getByLabelText('Palavra-passe')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toBeRequired()
    expect(input).toHaveAccessibleDescription(
      'Erro: A palavra-passe deve ter pelo menos 8 caracteres.',
    )
    await expectNoAxeViolations(container)
  })

  it('given disabled, should disable the toggle too', async () => {
    const { container } = render(<PasswordField label="Palavra-passe" disabled />)
    expect(screen.getByLabelText('Palavra-passe')).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Mostrar palavra-passe' })).toBeDisabled()
    await expectNoAxeViolations(container)
  })
})
