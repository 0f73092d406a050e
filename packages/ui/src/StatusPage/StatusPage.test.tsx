import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { StatusPage } from './StatusPage'
import { STATUS_PAGE_BUTTONS, STATUS_PAGE_TEXTS } from './statusTexts'

describe('StatusPage texts', () => {
  it('should keep the product texts (docs/product.md#status-pages) word for word', () => {
    expect(STATUS_PAGE_TEXTS[404].title).toBe('Oops! Page Not Found!')
    expect(STATUS_PAGE_TEXTS[500].title).toBe("Oops! Something went wrong :')")
    expect(STATUS_PAGE_TEXTS[401].title).toBe(
      "Oops! You don't have permission to access this page.",
    )
    expect(STATUS_PAGE_TEXTS[503].title).toBe('Website em manutenção!')
    expect(STATUS_PAGE_BUTTONS).toEqual({
      goBack: 'Go Back',
      backToHome: 'Back to Home',
      reason: 'Motivo',
    })
  })
})

describe('StatusPage', () => {
  it('given 404, should show the big number, the English texts and both buttons', async () => {
    const { container } = render(<StatusPage kind={404} onGoBack={vi.fn()} onGoHome={vi.fn()} />)

    const main = screen.getByRole('main')
    expect(main).toHaveAttribute('lang', 'en')
    expect(screen.getByText('404')).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page Not Found!' })).toBeVisible()
    expect(
      screen.getByText("The page you're looking for doesn't exist or might have been removed."),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeEnabled()
    await expectNoAxeViolations(container)
  })

  it('given no callbacks yet (a pre-rendered page before its script runs), should show both buttons disabled', () => {
    render(<StatusPage kind={404} />)

    expect(screen.getByRole('button', { name: 'Go Back' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeDisabled()
  })

  it('after Go Back and Back to Home, should call the matching callbacks', async () => {
    const onGoBack = vi.fn()
    const onGoHome = vi.fn()
    render(<StatusPage kind={401} onGoBack={onGoBack} onGoHome={onGoHome} />)

    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }))
    expect(onGoBack).toHaveBeenCalledTimes(1)
    expect(onGoHome).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('button', { name: 'Back to Home' }))
    expect(onGoHome).toHaveBeenCalledTimes(1)
  })

  it('given 500 full, should show 500, the apology and both buttons', async () => {
    const { container } = render(<StatusPage kind={500} />)

    expect(screen.getByText('500')).toBeVisible()
    expect(
      screen.getByRole('heading', { level: 1, name: "Oops! Something went wrong :')" }),
    ).toBeVisible()
    expect(screen.getByText(/try again later/)).toBeVisible()
    expect(screen.getAllByRole('button')).toHaveLength(2)
    await expectNoAxeViolations(container)
  })

  it('given 500 minimal, should hide the number 500 and the buttons', async () => {
    const { container } = render(<StatusPage kind={500} variant="minimal" as="div" />)

    expect(screen.queryByText('500')).not.toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 1, name: "Oops! Something went wrong :')" }),
    ).toBeVisible()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(screen.queryByRole('main')).not.toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it('given 503, should show the Portuguese maintenance texts and one disabled Motivo button', async () => {
    const { container } = render(<StatusPage kind={503} />)

    expect(screen.getByRole('main')).not.toHaveAttribute('lang')
    expect(screen.getByRole('heading', { level: 1, name: 'Website em manutenção!' })).toBeVisible()
    expect(screen.getByText(/indisponível de momento/)).toBeVisible()
    const buttons = screen.getAllByRole('button')
    expect(buttons).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Motivo' })).toBeDisabled()
    await expectNoAxeViolations(container)
  })

  it('given 401, should explain that a login with the right credentials is needed', async () => {
    const { container } = render(<StatusPage kind={401} />)

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: "Oops! You don't have permission to access this page.",
      }),
    ).toBeVisible()
    expect(screen.getByText(/requires proper authentication/)).toBeVisible()
    expect(screen.getByText(/log in with the appropriate credentials/)).toBeVisible()
    await expectNoAxeViolations(container)
  })
})
