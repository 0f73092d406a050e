import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { DescriptionList } from './DescriptionList'

describe('DescriptionList', () => {
  it('given pairs, should show each term followed by its value, in order', async () => {
    const { container } = render(
      <DescriptionList
        aria-label="Comprovativo"
        items={[
          { term: 'Transacção', definition: 'MP250101.1000.A00001' },
          { term: 'Montante', definition: '299 MT' },
        ]}
      />,
    )

    const terms = screen.getAllByRole('term').map((node) => node.textContent)
    const values = screen.getAllByRole('definition').map((node) => node.textContent)
    expect(terms).toEqual(['Transacção', 'Montante'])
    expect(values).toEqual(['MP250101.1000.A00001', '299 MT'])
    expect(screen.getAllByRole('term')[0]?.nextElementSibling).toBe(
      screen.getAllByRole('definition')[0],
    )
    await expectNoAxeViolations(container)
  })

  it('given a false entry, should leave that pair out', () => {
    const verified = false
    render(
      <DescriptionList
        items={[
          { term: 'E-mail', definition: 'ana@exemplo.co.mz' },
          verified && { term: 'Verificado em', definition: '21 de novembro de 2026' },
        ]}
      />,
    )

    expect(screen.getAllByRole('term').map((node) => node.textContent)).toEqual(['E-mail'])
  })
})
