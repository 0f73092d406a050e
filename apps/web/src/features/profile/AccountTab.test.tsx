import { makeUser } from '@conecta/mocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { mswServer, serveUnverifiedUser, useMockApi } from '../../../test/mswServer'
import { renderRoute } from '../../../test/renderRoute'
import { DEMO_API_URL } from '../../config/validateEnv'
import {
  EMAIL_CHANGE_WARNING,
  PROFILE_SAVED_MESSAGE,
  VERIFICATION_RESENT_MESSAGE,
} from './AccountTab'

async function findForm() {
  return screen.findByRole('region', { name: 'Dados pessoais' })
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('AccountTab', () => {
  it('given a new name, after saving, should confirm and show the refreshed name', async () => {
    const { store } = useMockApi({ signedInAs: makeUser({ name: 'Ana Machava' }) })
    const { container } = renderRoute('/profile')

    const form = await findForm()
    const name = within(form).getByRole('textbox', { name: /Nome/ })
    await userEvent.clear(name)
    await userEvent.type(name, 'Ana Sitoe')
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar alterações' }))

    expect(await within(form).findByText(PROFILE_SAVED_MESSAGE)).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Olá, Ana Sitoe' })).toBeInTheDocument()
    expect(store.users.get(1)?.name).toBe('Ana Sitoe')
    await expectNoAxeViolations(container)
  })

  it('given a changed e-mail, should warn before saving and, after saving, tell that a link was sent', async () => {
    // The session logs the 409 of the now unverified address.
    const { store } = useMockApi({ signedInAs: makeUser() })
    const { container, router } = renderRoute('/profile')

    const form = await findForm()
    const email = within(form).getByRole('textbox', { name: /E-mail/ })
    expect(screen.queryByText(EMAIL_CHANGE_WARNING)).toBeNull()
    await userEvent.clear(email)
    await userEvent.type(email, 'ana.nova@example.co.mz')

    expect(within(form).getByText(EMAIL_CHANGE_WARNING)).toBeInTheDocument()
    expect(email).toHaveAccessibleDescription(new RegExp(EMAIL_CHANGE_WARNING.slice(0, 40)))
    await expectNoAxeViolations(container)

    await userEvent.click(within(form).getByRole('button', { name: 'Guardar alterações' }))

    // The new address is unverified: the profile's layout sends the person to /verify-email.
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'))
    expect(
      await screen.findByText(/Enviámos um link de verificação para ana\.nova@example\.co\.mz/),
    ).toBeInTheDocument()
    expect(store.outbox.at(-1)?.to).toBe('ana.nova@example.co.mz')
  })

  it('given an e-mail another account uses, after saving, should keep what was typed and show the error beside the field', async () => {
    useMockApi({
      signedInAs: makeUser(),
      users: [makeUser(), makeUser({ id: 2, email: 'outra@example.co.mz' })],
    })
    const { container } = renderRoute('/profile')

    const form = await findForm()
    const email = within(form).getByRole('textbox', { name: /E-mail/ })
    await userEvent.clear(email)
    await userEvent.type(email, 'outra@example.co.mz')
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar alterações' }))

    const summary = await screen.findByRole('region', { name: 'Não foi possível continuar' })
    expect(summary).toHaveFocus()
    expect(email).toHaveAccessibleDescription(/Já existe uma conta com este e-mail\./)
    expect(email).toHaveValue('outra@example.co.mz')
    await expectNoAxeViolations(container)
  })

  it('given an unverified e-mail, after Reenviar, should confirm; when throttled, should say when to try again', async () => {
    const user = makeUser({ email_verified_at: null })
    const { store } = useMockApi({ signedInAs: user })
    serveUnverifiedUser(user)
    const { container } = renderRoute('/profile')

    const account = await screen.findByRole('region', { name: 'A sua conta' })
    expect(within(account).getByText('Ainda não verificado')).toBeInTheDocument()
    await userEvent.click(
      within(account).getByRole('button', { name: 'Reenviar link de verificação' }),
    )
    expect(await within(account).findByText(VERIFICATION_RESENT_MESSAGE)).toBeInTheDocument()
    expect(store.outbox).toHaveLength(1)
    await expectNoAxeViolations(container)

    mswServer.use(
      http.post(`${DEMO_API_URL}/email/verification-notification`, () =>
        HttpResponse.json(
          { message: 'Too Many Attempts.' },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    )
    await userEvent.click(
      within(account).getByRole('button', { name: 'Reenviar link de verificação' }),
    )
    expect(
      await within(account).findByText(
        'Demasiadas tentativas. Tente novamente dentro de 42 segundos.',
      ),
    ).toBeInTheDocument()
  })
})
