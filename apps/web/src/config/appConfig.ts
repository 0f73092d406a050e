import { type AppEnv, assertValidEnv } from './validateEnv'

/**
 * The app's build-time settings, validated with the rules the build already
 * applied (vite.config.ts), so a bad value can never reach the browser.
 * The session cookie name derives from `productName` inside the Sanctum client.
 *
 * The app's own build hands over the settings it validated
 * (`import.meta.env.CONECTA_APP_ENV`, a constant in the bundle), so the
 * validation rules stay out of every page's first load
 * (docs/architecture.md#performance); elsewhere (Vitest, Storybook) they run here.
 */
export const appConfig: AppEnv =
  import.meta.env.CONECTA_APP_ENV ??
  assertValidEnv({
    VITE_API_URL: import.meta.env.VITE_API_URL,
    VITE_PRODUCT_NAME: import.meta.env.VITE_PRODUCT_NAME,
  })
