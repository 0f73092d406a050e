import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { PhoneField } from './PhoneField'

describe('PhoneField', () => {
  it('given the defaults, should show +258 beside the input and the M-Pesa hint', async () => {
    const ref = createRef<HTMLInputElement>()
    const { container } = render(<PhoneField ref={ref} name="phone" />)
    const input = screen.getByRole('textbox', { name: 'Número de telemóvel' })
    expect(screen.getByText('+258')).toBeVisible()
    expect(screen.getByText('Número M-Pesa (Vodacom) começado por 84 ou 85')).toBeVisible()
    expect(input).toHaveAccessibleDescription(
      'Indicativo +258 Número M-Pesa (Vodacom) começado por 84 ou 85',
    )
    expect(input).toHaveAttribute('type', 'tel')
    expect(input).toHaveAttribute('inputmode', 'tel')
    expect(input).toHaveAttribute('autocomplete', 'tel-national')
    expect(input).toHaveAttribute('name', 'phone')
    expect(input).toHaveValue('')
    expect(ref.current).toBe(input)
    await expectNoAxeViolations(container)
  })

  it('after pasting a full international number, should keep it exactly as pasted', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<PhoneField onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'Número de telemóvel' })
    await user.click(input)
    await user.paste('+258 84 123 4567')
    expect(input).toHaveValue('+258 84 123 4567')
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(screen.getAllByText('+258')).toHaveLength(1)
  })

  it('after typing a national number with spaces, should keep the spaces', async () => {
    const user = userEvent.setup()
    render(<PhoneField />)
    const input = screen.getByRole('textbox', { name: 'Número de telemóvel' })
    await user.type(input, '85 123 4567')
    expect(input).toHaveValue('85 123 4567')
  })

  it('given a last used number, should prefill it', () => {
    render(<PhoneField defaultValue="841234567" />)
    expect(screen.getByRole('textbox', { name: 'Número de telemóvel' })).toHaveValue('841234567')
  })

  it('given an error from the form, should describe the input with prefix, hint and error', async () => {
    const { container } = render(
      <PhoneField
        label="Número M-Pesa"
        required
        defaultValue="82 123 4567"
        error="Introduza um número M-Pesa começado por 84 ou 85."
      />,
    )
    const input = screen.getByRole('textbox', { name: 'Número M-Pesa' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toBeRequired()
    expect(input).toHaveValue('82 123 4567')
    expect(input).toHaveAccessibleDescription(
      'Indicativo +258 Número M-Pesa (Vodacom) começado por 84 ou 85 Erro: Introduza um número M-Pesa começado por 84 ou 85.',
    )
    await expectNoAxeViolations(container)
  })

  it('given hint null and another autoComplete, should show no hint and keep the autoComplete', () => {
    render(<PhoneField hint={null} autoComplete="off" />)
    const input = screen.getByRole('textbox', { name: 'Número de telemóvel' })
    expect(input).toHaveAccessibleDescription('Indicativo +258')
    expect(input).toHaveAttribute('autocomplete', 'off')
  })

  it('given disabled, should not accept input', async () => {
    const { container } = render(<PhoneField disabled />)
    expect(screen.getByRole('textbox', { name: 'Número de telemóvel' })).toBeDisabled()
    await expectNoAxeViolations(container)
  })
})
