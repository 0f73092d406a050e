// docs/product.md#offline: a connection that comes and goes never leaves a
// person stranded. Every screen a drop can leave on recovers without a reload
// once the connection or the server is back.
import { describe, expect, it } from 'vitest'
import { expectHidden, expectVisible, setUpBrowser } from './support/browser'
import { apiPath } from './support/demoApi'

const { newPage } = setUpBrowser()

const MAINTENANCE = 'Website em manutenção!'

describe('a connection that comes back', () => {
  it('given the connection dropped while the session is confirmed at start-up, should show the maintenance page with "Tentar novamente", then recover on its own once the server answers again', async () => {
    const { page } = await newPage()
    let dropping = true
    await page.route(apiPath('/sanctum/csrf-cookie'), (route) =>
      dropping ? route.abort('internetdisconnected') : route.continue(),
    )

    await page.goto('/login')
    await expectVisible(page.getByRole('heading', { name: MAINTENANCE }))
    await expect(page.getByRole('button', { name: 'Motivo' }).isDisabled()).resolves.toBe(true)
    await expectVisible(page.getByRole('button', { name: 'Tentar novamente' }))

    dropping = false
    // No tap, no reload: the session asks again on its own (2 s, then 4 s…).
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Entrar' }))
    await expectHidden(page.getByRole('heading', { name: MAINTENANCE }))
  })
})
