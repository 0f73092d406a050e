import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { AlertIcon, CheckIcon, CloseIcon, EyeIcon, EyeOffIcon, HelpIcon } from './icons'

const icons = { AlertIcon, CheckIcon, CloseIcon, EyeIcon, EyeOffIcon, HelpIcon }

describe('icons', () => {
  it.each(Object.entries(icons))(
    'given %s inside a labelled button, should stay hidden from assistive technology',
    async (_name, Icon) => {
      const { container } = render(
        <button type="button" aria-label="Ajuda">
          <Icon />
        </button>,
      )

      const svg = container.querySelector('svg')
      expect(svg).toHaveAttribute('aria-hidden', 'true')
      expect(svg).toHaveAttribute('focusable', 'false')
      await expectNoAxeViolations(container)
    },
  )

  it('given a caller tries to expose an icon, should still hide it', () => {
    const { container } = render(<HelpIcon aria-hidden={false} className="extra" />)

    const svg = container.querySelector('svg')
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(svg).toHaveClass('extra')
  })
})
