import { assertValidEnv } from './validateEnv'

/**
 * The app's build-time settings, validated with the rules the build already
 * applied (vite.config.ts), so a bad value can never reach the browser.
 * The session cookie name derives from `productName` inside the Sanctum client.
 */
export const appConfig = assertValidEnv({
  VITE_API_URL: import.meta.env.VITE_API_URL,
  VITE_PRODUCT_NAME: import.meta.env.VITE_PRODUCT_NAME,
})
