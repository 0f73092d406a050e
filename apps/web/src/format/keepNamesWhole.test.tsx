import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { keepNamesWhole } from './keepNamesWhole'
import * as styles from './keepNamesWhole.css'

describe('keepNamesWhole', () => {
  it('given a text naming M-Pesa twice, should keep its characters and put each M-Pesa in a span that does not wrap', () => {
    const text = 'A conta M-Pesa deste número está inactiva; pague com outro número M-Pesa.'
    const { container } = render(<p>{keepNamesWhole(text)}</p>)
    expect(container.textContent).toBe(text)
    const spans = container.querySelectorAll('span')
    expect([...spans].map((span) => [span.textContent, span.className])).toEqual([
      ['M-Pesa', styles.whole],
      ['M-Pesa', styles.whole],
    ])
  })

  it('given a text without a name to keep whole, should return it as it is', () => {
    expect(keepNamesWhole('Pagamento confirmado')).toBe('Pagamento confirmado')
  })
})
