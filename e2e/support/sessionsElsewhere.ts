// Ending a person's sessions from another browser, as "Terminar todas as outras sessões" does on
// their phone (docs/product.md#active-sessions), through the demo API's own routes.
import { type BrowserContext, expect } from '@playwright/test'
import { type Account, apiPath, signInThroughApi } from './demoApi'

const JSON_HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' }

/**
 * Signs `account` in in `elsewhere` (another browser), confirms the password and sends
 * `DELETE /api/user/sessions`: every other session of theirs ends on the server. A browser whose
 * session it was hears nothing until it asks.
 */
export async function endSessionsFromElsewhere(
  elsewhere: BrowserContext,
  account: Account,
): Promise<void> {
  await signInThroughApi(elsewhere, account)
  const send = async (method: 'POST' | 'DELETE', path: string, data?: object) => {
    await elsewhere.request.get(apiPath('/sanctum/csrf-cookie'), { headers: JSON_HEADERS })
    const token = (await elsewhere.cookies(apiPath('/'))).find(
      (cookie) => cookie.name === 'XSRF-TOKEN',
    )?.value
    const response = await elsewhere.request.fetch(apiPath(path), {
      method,
      headers: { ...JSON_HEADERS, 'X-XSRF-TOKEN': decodeURIComponent(token ?? '') },
      data,
    })
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(
      true,
    )
  }
  await send('POST', '/user/confirm-password', { password: account.password })
  await send('DELETE', '/api/user/sessions')
}
