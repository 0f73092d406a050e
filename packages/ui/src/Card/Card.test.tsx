import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { Card } from './Card'

describe('Card', () => {
  it('given a title, should show it as a level-2 heading above the content', async () => {
    const { container } = render(
      <Card title="Subscrição">
        <p>Plano mensal activo</p>
      </Card>,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Subscrição' })).toBeVisible()
    expect(screen.getByText('Plano mensal activo')).toBeVisible()
    // A plain card is no landmark: only sections are.
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it('given a heading level, should use it', async () => {
    const { container } = render(
      <Card title="Recibo" headingLevel={3}>
        Transacção 123
      </Card>,
    )
    expect(screen.getByRole('heading', { level: 3, name: 'Recibo' })).toBeVisible()
    await expectNoAxeViolations(container)
  })

  it('given as="section" and a title, should be a region named by its title', async () => {
    const { container } = render(
      <Card as="section" title="Segurança">
        Altere a sua palavra-passe.
      </Card>,
    )
    expect(screen.getByRole('region', { name: 'Segurança' })).toHaveTextContent(
      'Altere a sua palavra-passe.',
    )
    await expectNoAxeViolations(container)
  })

  it('given no title, should render only the content', () => {
    render(<Card>Só conteúdo</Card>)
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    expect(screen.getByText('Só conteúdo')).toBeVisible()
  })
})
