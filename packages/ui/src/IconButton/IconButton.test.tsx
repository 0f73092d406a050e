import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { HelpIcon } from '../icons/icons'
import { IconButton } from './IconButton'

describe('IconButton', () => {
  it('given a label, should be a button named by it', async () => {
    const { container } = render(
      <IconButton label="Ajuda">
        <HelpIcon />
      </IconButton>,
    )

    const button = screen.getByRole('button', { name: 'Ajuda' })
    expect(button).toHaveAttribute('type', 'button')
    await expectNoAxeViolations(container)
  })

  it('after a click or Enter, should call onClick each time', async () => {
    const onClick = vi.fn()
    render(
      <IconButton label="Ajuda" variant="secondary" onClick={onClick}>
        <HelpIcon />
      </IconButton>,
    )

    await userEvent.click(screen.getByRole('button', { name: 'Ajuda' }))
    await userEvent.keyboard('{Enter}')

    expect(onClick).toHaveBeenCalledTimes(2)
  })

  it('given disabled and a ref, should forward the ref and ignore clicks', async () => {
    const onClick = vi.fn()
    const ref = createRef<HTMLButtonElement>()
    const { container } = render(
      <IconButton label="Fechar" disabled ref={ref} onClick={onClick}>
        <HelpIcon />
      </IconButton>,
    )

    const button = screen.getByRole('button', { name: 'Fechar' })
    await userEvent.click(button)

    expect(ref.current).toBe(button)
    expect(button).toBeDisabled()
    expect(onClick).not.toHaveBeenCalled()
    await expectNoAxeViolations(container)
  })
})
