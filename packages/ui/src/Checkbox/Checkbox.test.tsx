import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { Checkbox } from './Checkbox'

describe('Checkbox', () => {
  it('given a label, should render an unchecked checkbox named by it', async () => {
    const ref = createRef<HTMLInputElement>()
    const { container } = render(<Checkbox ref={ref} label="Lembrar-me" name="remember" />)
    const checkbox = screen.getByRole('checkbox', { name: 'Lembrar-me' })
    expect(checkbox).not.toBeChecked()
    expect(checkbox).toHaveAttribute('name', 'remember')
    expect(checkbox).not.toHaveAttribute('aria-invalid')
    expect(ref.current).toBe(checkbox)
    await expectNoAxeViolations(container)
  })

  it('after clicking its label, should toggle and report the change', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const { container } = render(<Checkbox label="Lembrar-me" onChange={onChange} />)
    await user.click(screen.getByText('Lembrar-me'))
    expect(screen.getByRole('checkbox', { name: 'Lembrar-me' })).toBeChecked()
    expect(onChange).toHaveBeenCalledTimes(1)
    await expectNoAxeViolations(container)
    await user.click(screen.getByText('Lembrar-me'))
    expect(screen.getByRole('checkbox', { name: 'Lembrar-me' })).not.toBeChecked()
  })

  it('after pressing space on it, should toggle', async () => {
    const user = userEvent.setup()
    render(<Checkbox label="Lembrar-me" />)
    await user.tab()
    expect(screen.getByRole('checkbox', { name: 'Lembrar-me' })).toHaveFocus()
    await user.keyboard(' ')
    expect(screen.getByRole('checkbox', { name: 'Lembrar-me' })).toBeChecked()
  })

  it('given a hint and an error, should mark it invalid and describe it with both', async () => {
    const { container } = render(
      <Checkbox
        label="Aceito os termos e condições"
        hint="Pode lê-los na página Termos"
        error="Tem de aceitar os termos para continuar."
        required
      />,
    )
    const checkbox = screen.getByRole('checkbox', { name: 'Aceito os termos e condições' })
    expect(checkbox).toHaveAttribute('aria-invalid', 'true')
    expect(checkbox).toBeRequired()
    expect(checkbox).toHaveAccessibleDescription(
      'Pode lê-los na página Termos Erro: Tem de aceitar os termos para continuar.',
    )
    expect(screen.getByText('Tem de aceitar os termos para continuar.')).toBeVisible()
    expect(screen.getByText('(obrigatório)')).toBeVisible()
    await expectNoAxeViolations(container)
  })

  it('given disabled, should not toggle when its label is clicked', async () => {
    const user = userEvent.setup()
    const { container } = render(<Checkbox label="Lembrar-me" disabled defaultChecked />)
    await user.click(screen.getByText('Lembrar-me'))
    const checkbox = screen.getByRole('checkbox', { name: 'Lembrar-me' })
    expect(checkbox).toBeDisabled()
    expect(checkbox).toBeChecked()
    await expectNoAxeViolations(container)
  })
})
