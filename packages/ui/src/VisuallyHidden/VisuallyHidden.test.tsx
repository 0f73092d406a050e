import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { VisuallyHidden } from './VisuallyHidden'

describe('VisuallyHidden', () => {
  it('given a label inside an icon-only button, should give the button that accessible name', async () => {
    const { container } = render(
      <button type="button">
        <VisuallyHidden>Fechar</VisuallyHidden>
      </button>,
    )

    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it('given a className, should keep the hiding class and add the caller’s', () => {
    render(<VisuallyHidden className="extra">Texto</VisuallyHidden>)

    const element = screen.getByText('Texto')
    expect(element).toHaveClass('extra')
    expect(element.className.split(' ')).toHaveLength(2)
  })
})
