import { createSanctumClient } from '@conecta/session-machine'
import { appConfig } from '../config/appConfig'

/** The one Sanctum client of the app: the session and every feature API call use it. */
export const apiClient = createSanctumClient({
  baseURL: appConfig.apiUrl,
  productName: appConfig.productName,
})
