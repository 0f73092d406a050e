import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import * as styles from './KeepWhole.css.js'
import { KeepWhole, keepWhole } from './KeepWhole.js'

describe('keepWhole', () => {
  it('given a text naming a name twice, should keep its characters and put each name in a span that does not wrap', () => {
    const text = 'Pague com e-Mola ou com M-Pesa; o M-Pesa confirma.'
    const { container } = render(<p>{keepWhole(text, /(M-Pesa|e-Mola)/)}</p>)
    expect(container.textContent).toBe(text)
    const spans = container.querySelectorAll('span')
    expect([...spans].map((span) => [span.textContent, span.className])).toEqual([
      ['e-Mola', styles.whole],
      ['M-Pesa', styles.whole],
      ['M-Pesa', styles.whole],
    ])
  })

  it('given a text without the names, should return it as it is', () => {
    expect(keepWhole('Pagamento confirmado', /(M-Pesa)/)).toBe('Pagamento confirmado')
  })

  it('should keep one name written in JSX on one line', () => {
    const { container } = render(
      <p>
        pago com <KeepWhole>M-Pesa</KeepWhole>.
      </p>,
    )
    expect(container.textContent).toBe('pago com M-Pesa.')
    expect(container.querySelector('span')?.className).toBe(styles.whole)
  })
})
