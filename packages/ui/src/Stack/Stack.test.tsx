import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { sprinkles } from '../sprinkles.css'
import { Stack } from './Stack'

describe('Stack', () => {
  it('given children, should keep them in order in a vertical flex column with the gap', async () => {
    const { container } = render(
      <Stack gap="xlarge" data-testid="pilha">
        <p>Primeiro</p>
        <p>Segundo</p>
      </Stack>,
    )
    const stack = screen.getByTestId('pilha')
    expect(Array.from(stack.children).map((child) => child.textContent)).toEqual([
      'Primeiro',
      'Segundo',
    ])
    for (const className of sprinkles({
      display: 'flex',
      flexDirection: 'column',
      gap: 'xlarge',
    }).split(' ')) {
      expect(stack).toHaveClass(className)
    }
    await expectNoAxeViolations(container)
  })

  it('given as="ul", should wrap each child in a list item', async () => {
    const { container } = render(
      <Stack as="ul" aria-label="Planos">
        <span>Mensal</span>
        {null}
        <span>Anual</span>
      </Stack>,
    )
    const list = screen.getByRole('list', { name: 'Planos' })
    const items = screen.getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['Mensal', 'Anual'])
    expect(items.every((item) => item.parentElement === list)).toBe(true)
    await expectNoAxeViolations(container)
  })

  it('given dividers, should draw a line above every child but the first', async () => {
    const { container } = render(
      <Stack dividers data-testid="pilha">
        <p>Um</p>
        <p>Dois</p>
        <p>Três</p>
      </Stack>,
    )
    const wrappers = Array.from(screen.getByTestId('pilha').children)
    expect(wrappers).toHaveLength(3)
    const [first, second, third] = wrappers
    expect(first?.className).not.toBe(second?.className)
    expect(second?.className).toBe(third?.className)
    expect(second).toHaveClass(sprinkles({ paddingTop: 'large' }))
    await expectNoAxeViolations(container)
  })

  it('given align center, should centre the children', () => {
    render(
      <Stack align="center" data-testid="pilha">
        <p>Centro</p>
      </Stack>,
    )
    expect(screen.getByTestId('pilha')).toHaveClass(sprinkles({ alignItems: 'center' }))
  })
})
