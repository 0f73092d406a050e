// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import type { FormFailure } from '../describeFailure'
import { TwoFactorAnswerFields } from './TwoFactorAnswerFields'

// The fields on their own, as a dialog uses them: no session, the answer handed to the caller.

function renderFields({
  verifying = false,
  serverFailure = null,
}: {
  verifying?: boolean
  serverFailure?: FormFailure | null
} = {}) {
  const onAnswer = vi.fn()
  const onBack = vi.fn()
  const { container } = render(
    <TwoFactorAnswerFields
      serverFailure={serverFailure}
      serverFailures={serverFailure === null ? 0 : 1}
      verifying={verifying}
      onAnswer={onAnswer}
      onBack={onBack}
    />,
  )
  return { container, onAnswer, onBack }
}

describe('TwoFactorAnswerFields', () => {
  it('given the code typed in its groups with spaces around, should answer with the 6 digits only', async () => {
    const { container, onAnswer } = renderFields()

    const field = screen.getByRole('textbox', { name: /Código de autenticação/ })
    expect(field).toHaveFocus()
    await userEvent.type(field, ' 123 456 ')
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }))

    expect(onAnswer).toHaveBeenCalledTimes(1)
    expect(onAnswer).toHaveBeenCalledWith({ code: '123456' })
    expect(field).toHaveValue(' 123 456 ')
    await expectNoAxeViolations(container)
  })

  it('given the code pasted with a dash between its groups, should answer with the 6 digits, as the set-up reads it', async () => {
    const { onAnswer } = renderFields()

    const field = screen.getByRole('textbox', { name: /Código de autenticação/ })
    await userEvent.type(field, '123-456')
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }))

    expect(onAnswer).toHaveBeenCalledWith({ code: '123456' })
    expect(field).toHaveValue('123-456')
  })

  it('given fewer than 6 digits, should ask for them in Portuguese beside the field and in the summary, and not answer', async () => {
    const { container, onAnswer } = renderFields()

    const field = screen.getByRole('textbox', { name: /Código de autenticação/ })
    await userEvent.type(field, '12345')
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }))

    const summary = screen.getByRole('region', { name: 'Não foi possível continuar' })
    expect(summary).toHaveTextContent('Corrija os campos assinalados e tente novamente.')
    expect(summary).toHaveTextContent(
      'Introduza os 6 algarismos que a aplicação de autenticação mostra.',
    )
    expect(field).toHaveAccessibleDescription(
      /Introduza os 6 algarismos que a aplicação de autenticação mostra\./,
    )
    expect(field).toHaveValue('12345')
    expect(onAnswer).not.toHaveBeenCalled()
    await expectNoAxeViolations(container)
  })

  it('after "Usar um código de recuperação", should put the person in its field and add the dash to 20 characters typed without it', async () => {
    const { container, onAnswer } = renderFields()

    await userEvent.click(screen.getByRole('button', { name: 'Usar um código de recuperação' }))

    const field = screen.getByRole('textbox', { name: /Código de recuperação/ })
    expect(field).toHaveFocus()
    expect(field).toHaveAccessibleDescription(
      'As letras maiúsculas e minúsculas contam: escreva-as exactamente como no código que guardou. Os espaços não contam.',
    )
    expect(
      screen.queryByRole('textbox', { name: /Código de autenticação/ }),
    ).not.toBeInTheDocument()
    await userEvent.type(field, 'O0lI1 aBcDe f10Ol IgHiJ')
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }))

    expect(onAnswer).toHaveBeenCalledWith({ recovery_code: 'O0lI1aBcDe-f10OlIgHiJ' })
    await expectNoAxeViolations(container)

    await userEvent.click(screen.getByRole('button', { name: 'Usar o código da aplicação' }))
    expect(screen.getByRole('textbox', { name: /Código de autenticação/ })).toHaveFocus()
  })

  it('after "Voltar", should hand back to the caller without answering', async () => {
    const { onAnswer, onBack } = renderFields()

    await userEvent.type(screen.getByRole('textbox', { name: /Código de autenticação/ }), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }))

    expect(onBack).toHaveBeenCalledTimes(1)
    expect(onAnswer).not.toHaveBeenCalled()
  })

  it('given an answer on its way, should keep every button waiting and send nothing more', async () => {
    const { container, onAnswer, onBack } = renderFields({ verifying: true })

    const confirm = screen.getByRole('button', { name: 'Confirmar' })
    expect(confirm).toHaveAttribute('aria-busy', 'true')
    expect(confirm).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('button', { name: 'Usar um código de recuperação' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeDisabled()

    const field = screen.getByRole('textbox', { name: /Código de autenticação/ })
    await userEvent.type(field, '123456{Enter}')
    await userEvent.click(confirm)
    // A submit that bypasses the button (a password manager's, a script's) is held too.
    fireEvent.submit(field.closest('form') as HTMLFormElement)
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }))

    expect(onAnswer).not.toHaveBeenCalled()
    expect(onBack).not.toHaveBeenCalled()
    expect(field).toHaveValue('123456')
    await expectNoAxeViolations(container)
  })

  it("given the server's refusal, should show it beside the field and in the summary", async () => {
    const message = 'O código de autenticação não é válido.'
    renderFields({
      serverFailure: {
        message: 'Corrija os campos assinalados e tente novamente.',
        fieldErrors: { code: [message] },
        retryable: false,
        status: 422,
      },
    })

    expect(screen.getByRole('region', { name: 'Não foi possível continuar' })).toHaveTextContent(
      message,
    )
    expect(
      screen.getByRole('textbox', { name: /Código de autenticação/ }),
    ).toHaveAccessibleDescription(new RegExp(message))
  })
})
