import { render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { sprinkles } from '../sprinkles.css'
import { Box } from './Box'

describe('Box', () => {
  it('given no element, should render a div with its content', async () => {
    const { container } = render(<Box>Olá</Box>)
    expect(screen.getByText('Olá').tagName).toBe('DIV')
    await expectNoAxeViolations(container)
  })

  it('given as="nav" and a label, should render a named navigation landmark', async () => {
    const { container } = render(
      <Box as="nav" aria-label="Rodapé">
        <a href="/">Início</a>
      </Box>,
    )
    expect(screen.getByRole('navigation', { name: 'Rodapé' })).toBeVisible()
    await expectNoAxeViolations(container)
  })

  it('given sprinkle props, should turn them into classes instead of DOM attributes', () => {
    render(
      <Box padding="large" display="flex" gap={{ mobile: 'small', tablet: 'large' }} id="caixa">
        Conteúdo
      </Box>,
    )
    const box = screen.getByText('Conteúdo')
    const expected = sprinkles({
      padding: 'large',
      display: 'flex',
      gap: { mobile: 'small', tablet: 'large' },
    })
    for (const className of expected.split(' ')) expect(box).toHaveClass(className)
    expect(box).toHaveAttribute('id', 'caixa')
    expect(box).not.toHaveAttribute('padding')
    expect(box).not.toHaveAttribute('gap')
  })

  it('given a className and a ref, should keep the class and hand over the element', () => {
    const ref = createRef<HTMLElement>()
    render(
      <Box as="section" className="extra" ref={ref} aria-label="Resumo">
        Texto
      </Box>,
    )
    const region = screen.getByRole('region', { name: 'Resumo' })
    expect(region).toHaveClass('extra')
    expect(ref.current).toBe(region)
  })
})
