import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { FieldError, toErrorList } from './FieldError'

describe('FieldError', () => {
  it('given one message, should show it with its id and a hidden "Erro:" prefix', async () => {
    const { container } = render(<FieldError id="email-error" error="E-mail inválido." />)
    const message = screen.getByText('E-mail inválido.')
    expect(message).toBeVisible()
    expect(container.querySelector('#email-error')).toHaveTextContent('Erro: E-mail inválido.')
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    await expectNoAxeViolations(container)
  })

  it('given several messages, should list each', async () => {
    const { container } = render(
      <FieldError id="pw-error" error={['Muito curta.', 'Sem número.']} />,
    )
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Erro: Muito curta.',
      'Erro: Sem número.',
    ])
    expect(screen.getByRole('list')).toHaveAttribute('id', 'pw-error')
    await expectNoAxeViolations(container)
  })

  it('given no message, blank messages or an empty list, should render nothing', () => {
    const { container, rerender } = render(<FieldError id="x" />)
    expect(container).toBeEmptyDOMElement()
    rerender(<FieldError id="x" error={[]} />)
    expect(container).toBeEmptyDOMElement()
    rerender(<FieldError id="x" error={['  ']} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('given a string or an array, toErrorList should flatten it to the messages to show', () => {
    expect(toErrorList('Um')).toEqual(['Um'])
    expect(toErrorList(['Um', '', 'Dois'])).toEqual(['Um', 'Dois'])
    expect(toErrorList(undefined)).toEqual([])
  })
})
