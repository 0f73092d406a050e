import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { StatusPage } from './StatusPage'

const notFound = {
  code: '404',
  title: 'Página inexistente',
  description: 'O endereço pedido não corresponde a nenhuma página.',
}

describe('StatusPage', () => {
  it('given a code, texts and two actions, should show them all with working buttons', async () => {
    const onBack = vi.fn()
    const onHome = vi.fn()
    const { container } = render(
      <StatusPage
        {...notFound}
        actions={[
          { label: 'Voltar', onClick: onBack, variant: 'secondary' },
          { label: 'Página inicial', onClick: onHome },
        ]}
      />,
    )

    const main = screen.getByRole('main')
    expect(main).not.toHaveAttribute('lang')
    expect(screen.getByText('404')).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, name: 'Página inexistente' })).toBeVisible()
    expect(screen.getByText(notFound.description)).toBeVisible()
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Voltar',
      'Página inicial',
    ])
    await expectNoAxeViolations(container)

    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }))
    expect(onBack).toHaveBeenCalledTimes(1)
    expect(onHome).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Página inicial' }))
    expect(onHome).toHaveBeenCalledTimes(1)
  })

  it('given an action without onClick (a pre-rendered page before its script runs), should show its button disabled', async () => {
    const { container } = render(
      <StatusPage {...notFound} actions={[{ label: 'Voltar' }, { label: 'Página inicial' }]} />,
    )

    expect(screen.getByRole('button', { name: 'Voltar' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Página inicial' })).toBeDisabled()
    await expectNoAxeViolations(container)
  })

  it('given no code and no actions, should show only the heading and the explanation', () => {
    render(<StatusPage title="Em manutenção" description="Voltamos dentro de momentos." />)

    expect(screen.getByRole('heading', { level: 1, name: 'Em manutenção' })).toBeVisible()
    expect(screen.getByText('Voltamos dentro de momentos.')).toBeVisible()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('given texts in another language, should mark the page with its lang', () => {
    render(<StatusPage title="Page not found" description="It may have moved." lang="en" />)

    expect(screen.getByRole('main')).toHaveAttribute('lang', 'en')
  })

  it('given the minimal variant inside a layout, should hide the code and the buttons and use no main landmark', async () => {
    const { container } = render(
      <StatusPage
        {...notFound}
        actions={[{ label: 'Voltar', onClick: vi.fn() }]}
        variant="minimal"
        as="div"
      />,
    )

    expect(screen.getByRole('heading', { level: 1, name: 'Página inexistente' })).toBeVisible()
    expect(screen.queryByText('404')).not.toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(screen.queryByRole('main')).not.toBeInTheDocument()
    await expectNoAxeViolations(container)
  })
})
