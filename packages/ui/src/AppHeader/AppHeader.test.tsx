import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { Button } from '../Button/Button'
import { AppHeader } from './AppHeader'

describe('AppHeader', () => {
  it('given a logo, title, help and a log-out action, should show them in the banner', async () => {
    const onHelp = vi.fn()
    const { container } = render(
      <AppHeader
        title="Conecta"
        logo={<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="" />}
        onHelp={onHelp}
        actions={<Button variant="ghost">Sair</Button>}
      />,
    )

    const banner = screen.getByRole('banner')
    expect(within(banner).getByText('Conecta')).toBeVisible()
    expect(within(banner).getByRole('button', { name: 'Ajuda' })).toBeInTheDocument()
    expect(within(banner).getByRole('button', { name: 'Sair' })).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it('should not add a heading, so the page keeps a single h1', () => {
    render(
      <>
        <AppHeader title="Conecta" />
        <main>
          <h1>Perfil</h1>
        </main>
      </>,
    )

    expect(screen.getAllByRole('heading')).toEqual([
      screen.getByRole('heading', { level: 1, name: 'Perfil' }),
    ])
  })

  it('after pressing the help button, should call onHelp', async () => {
    const onHelp = vi.fn()
    render(<AppHeader title="Conecta" onHelp={onHelp} />)

    await userEvent.click(screen.getByRole('button', { name: 'Ajuda' }))

    expect(onHelp).toHaveBeenCalledTimes(1)
  })

  it('given no onHelp, should not show a help button that does nothing', async () => {
    const { container } = render(<AppHeader title="Conecta" />)

    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    await expectNoAxeViolations(container)
  })
})
