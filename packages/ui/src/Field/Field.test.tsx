import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { Field, joinIds } from './Field'

describe('Field', () => {
  it('given a custom control, should wire label, hint, error and required onto it', async () => {
    const { container } = render(
      <Field
        id="plano"
        label="Plano"
        hint="Pode mudar depois"
        error="Seleccione um plano."
        required
      >
        {(control) => (
          <select {...control}>
            <option value="">Seleccione</option>
            <option value="monthly">Mensal</option>
          </select>
        )}
      </Field>,
    )
    const select = screen.getByRole('combobox', { name: 'Plano' })
    expect(select).toHaveAttribute('id', 'plano')
    expect(select).toHaveAttribute('aria-invalid', 'true')
    expect(select).toBeRequired()
    expect(select).toHaveAccessibleDescription('Pode mudar depois Erro: Seleccione um plano.')
    expect(screen.getByText('(obrigatório)')).toHaveAttribute('aria-hidden', 'true')
    await expectNoAxeViolations(container)
  })

  it('given no id, should generate one that ties the label to the control', () => {
    render(<Field label="Apelido">{(control) => <input {...control} />}</Field>)
    const input = screen.getByLabelText('Apelido')
    expect(input.id).not.toBe('')
    expect(input).not.toHaveAttribute('aria-describedby')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveAttribute('aria-required')
  })

  it('given ids and gaps, joinIds should join only the real ones', () => {
    expect(joinIds('a', undefined, false, 'b')).toBe('a b')
    expect(joinIds(undefined, false)).toBeUndefined()
  })
})
