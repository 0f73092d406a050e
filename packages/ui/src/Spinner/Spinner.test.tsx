import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { FullPageSpinner, Spinner } from './Spinner'

describe('Spinner', () => {
  it('given no label, should announce "A carregar…" as a status', async () => {
    const { container } = render(<Spinner />)

    const status = screen.getByRole('status', { name: 'A carregar…' })
    expect(status).toHaveTextContent('A carregar…')
    await expectNoAxeViolations(container)
  })

  it('given a label and the small size, should announce that label', async () => {
    const { container } = render(<Spinner label="A processar o pagamento…" size="small" />)

    expect(screen.getByRole('status', { name: 'A processar o pagamento…' })).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it('should hide the spinning glyph from assistive technology', () => {
    render(<Spinner />)

    const status = screen.getByRole('status')
    expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull()
  })
})

describe('FullPageSpinner', () => {
  it('given the session is unresolved, should show one status with the default label', async () => {
    const { container } = render(<FullPageSpinner />)

    expect(screen.getAllByRole('status')).toHaveLength(1)
    expect(screen.getByRole('status', { name: 'A carregar…' })).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })
})
