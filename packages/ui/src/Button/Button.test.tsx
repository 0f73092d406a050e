import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { Button, buttonClassName } from './Button'

describe('Button', () => {
  it.each(['primary', 'secondary', 'ghost', 'danger'] as const)(
    'given the %s variant, after a click, should call onClick once',
    async (variant) => {
      const onClick = vi.fn()
      const { container } = render(
        <Button variant={variant} onClick={onClick}>
          Guardar
        </Button>,
      )

      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }))

      expect(onClick).toHaveBeenCalledTimes(1)
      await expectNoAxeViolations(container)
    },
  )

  it('given no type, should not submit the surrounding form', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Mostrar senha</Button>
      </form>,
    )

    const button = screen.getByRole('button', { name: 'Mostrar senha' })
    await userEvent.click(button)

    expect(button).toHaveAttribute('type', 'button')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('given loading, should be busy, keep its name and stay focusable', async () => {
    const { container } = render(<Button loading>Pagar</Button>)

    const button = screen.getByRole('button', { name: 'Pagar' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toBeEnabled()
    await userEvent.tab()
    expect(button).toHaveFocus()
    await expectNoAxeViolations(container)
  })

  it('given loading, after two clicks, should not call onClick or submit the form', async () => {
    const onClick = vi.fn()
    const onSubmit = vi.fn()
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        <Button type="submit" loading onClick={onClick}>
          Pagar
        </Button>
      </form>,
    )

    const button = screen.getByRole('button', { name: 'Pagar' })
    await userEvent.click(button)
    await userEvent.click(button)
    await userEvent.keyboard('{Enter}')

    expect(onClick).not.toHaveBeenCalled()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('given disabled, after a click, should not call onClick', async () => {
    const onClick = vi.fn()
    const { container } = render(
      <Button disabled onClick={onClick}>
        Continuar
      </Button>,
    )

    const button = screen.getByRole('button', { name: 'Continuar' })
    await userEvent.click(button)

    expect(button).toBeDisabled()
    expect(onClick).not.toHaveBeenCalled()
    await expectNoAxeViolations(container)
  })

  it('given a ref and extra attributes, should forward them to the <button>', () => {
    const ref = createRef<HTMLButtonElement>()
    render(
      <Button ref={ref} type="submit" fullWidth size="small" className="extra" form="f">
        Entrar
      </Button>,
    )

    const button = screen.getByRole('button', { name: 'Entrar' })
    expect(ref.current).toBe(button)
    expect(button).toHaveAttribute('type', 'submit')
    expect(button).toHaveAttribute('form', 'f')
    expect(button).toHaveClass('extra')
    expect(button).not.toHaveAttribute('aria-busy')
  })

  it('given the full-width and small options, should draw different classes than the default', () => {
    render(
      <>
        <Button>Padrão</Button>
        <Button fullWidth size="small">
          Largo
        </Button>
      </>,
    )

    expect(screen.getByRole('button', { name: 'Largo' }).className).not.toBe(
      screen.getByRole('button', { name: 'Padrão' }).className,
    )
  })

  it('given a link drawn with buttonClassName, should look as the Button of its variant and stay a link', async () => {
    const { container } = render(
      <>
        <Button variant="secondary">Botão</Button>
        <a href="/recibo" className={buttonClassName({ variant: 'secondary' })}>
          Ver o recibo
        </a>
        <a href="/entrar" className={buttonClassName()}>
          Entrar
        </a>
      </>,
    )

    const link = screen.getByRole('link', { name: 'Ver o recibo' })
    expect(link.className).toBe(screen.getByRole('button', { name: 'Botão' }).className)
    expect(screen.getByRole('link', { name: 'Entrar' }).className).not.toBe(link.className)
    await expectNoAxeViolations(container)
  })
})
