import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { Notice, type NoticeTone } from './Notice'

const cases: Array<{ tone: NoticeTone; role: 'status' | 'alert'; label: string }> = [
  { tone: 'info', role: 'status', label: 'Informação:' },
  { tone: 'success', role: 'status', label: 'Sucesso:' },
  { tone: 'warning', role: 'status', label: 'Aviso:' },
  { tone: 'error', role: 'alert', label: 'Erro:' },
]

describe('Notice', () => {
  for (const { tone, role, label } of cases) {
    it(`given tone ${tone}, should be announced as ${role} and name its tone to screen readers`, async () => {
      const { container } = render(
        <Notice tone={tone} title="Título da nota">
          Texto da nota.
        </Notice>,
      )
      const notice = screen.getByRole(role)
      expect(notice).toHaveTextContent(`${label} Título da nota`)
      expect(notice).toHaveTextContent('Texto da nota.')
      expect(screen.getByText('Título da nota')).toBeVisible()
      expect(notice.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
      await expectNoAxeViolations(container)
    })
  }

  it('given no tone, should be a polite information notice', () => {
    render(<Notice>O seu e-mail foi verificado.</Notice>)
    expect(screen.getByRole('status')).toHaveTextContent('Informação: O seu e-mail foi verificado.')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('given an action, should show it and let the person use it', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    const { container } = render(
      <Notice
        tone="error"
        title="Sem ligação"
        action={
          <button type="button" onClick={onRetry}>
            Repetir
          </button>
        }
      >
        Verifique a sua ligação à Internet.
      </Notice>,
    )
    await user.click(screen.getByRole('button', { name: 'Repetir' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('alert')).toContainElement(
      screen.getByRole('button', { name: 'Repetir' }),
    )
    await expectNoAxeViolations(container)
  })

  it('given role none, should not be a live region', async () => {
    const { container } = render(
      <Notice tone="warning" role="none">
        A sua subscrição expira em 3 dias.
      </Notice>,
    )
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.getByText('A sua subscrição expira em 3 dias.')).toBeVisible()
    await expectNoAxeViolations(container)
  })

  it('given an empty toneLabel, should read only the message', () => {
    render(
      <Notice tone="success" toneLabel="">
        Pagamento confirmado
      </Notice>,
    )
    expect(screen.getByRole('status')).toHaveTextContent(/^Pagamento confirmado$/)
  })
})
