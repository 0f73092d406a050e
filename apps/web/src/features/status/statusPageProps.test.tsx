import { StatusPage } from '@conecta/ui'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { statusPageProps } from './statusPageProps'

// The texts are the product's word for word (docs/product.md#status-pages).
describe('statusPageProps', () => {
  it('given 404 and its navigation, should show the English not-found page whose buttons navigate', async () => {
    const onGoBack = vi.fn()
    const onGoHome = vi.fn()
    const { container } = render(<StatusPage {...statusPageProps(404, { onGoBack, onGoHome })} />)

    expect(screen.getByRole('main')).toHaveAttribute('lang', 'en')
    expect(screen.getByText('404')).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page Not Found!' })).toBeVisible()
    expect(
      screen.getByText("The page you're looking for doesn't exist or might have been removed."),
    ).toBeVisible()
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Go Back',
      'Back to Home',
    ])
    await expectNoAxeViolations(container)

    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }))
    await userEvent.click(screen.getByRole('button', { name: 'Back to Home' }))
    expect(onGoBack).toHaveBeenCalledTimes(1)
    expect(onGoHome).toHaveBeenCalledTimes(1)
  })

  it('given 500 before hydration (no navigation yet), should show the apology with both buttons disabled', () => {
    render(<StatusPage {...statusPageProps(500)} />)

    expect(screen.getByText('500')).toBeVisible()
    expect(
      screen.getByRole('heading', { level: 1, name: "Oops! Something went wrong :')" }),
    ).toBeVisible()
    expect(
      screen.getByText('We apologise for the inconvenience. Please try again later.'),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeDisabled()
  })

  it('given 401, should ask for a login with the right credentials', () => {
    render(<StatusPage {...statusPageProps(401, { onGoBack: vi.fn(), onGoHome: vi.fn() })} />)

    expect(screen.getByRole('main')).toHaveAttribute('lang', 'en')
    expect(screen.getByText('401')).toBeVisible()
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: "Oops! You don't have permission to access this page.",
      }),
    ).toBeVisible()
    expect(
      screen.getByText(
        'This resource requires proper authentication. Please log in with the appropriate credentials.',
      ),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeEnabled()
  })

  it('given 503, should show the Portuguese maintenance page with one disabled Motivo and no number', async () => {
    const { container } = render(<StatusPage {...statusPageProps(503)} />)

    expect(screen.getByRole('main')).not.toHaveAttribute('lang')
    expect(screen.getByRole('heading', { level: 1, name: 'Website em manutenção!' })).toBeVisible()
    expect(
      screen.getByText(
        'O site está indisponível de momento. Voltaremos a estar online o mais brevemente possível.',
      ),
    ).toBeVisible()
    expect(screen.queryByText('503')).not.toBeInTheDocument()
    expect(screen.getAllByRole('button')).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Motivo' })).toBeDisabled()
    await expectNoAxeViolations(container)
  })
})
