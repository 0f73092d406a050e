export interface BannerOptions {
  /** The served app, e.g. `http://127.0.0.1:4173`. */
  appUrl: string
  /** The demo API's address, or `null` when `VITE_API_URL` names another API. */
  demoApiUrl: string | null
  /** The API the app was built for. */
  apiUrl: string
}

/** The lines `npm start` prints once the app and the API are up, without the blank lines around them. */
export function startBanner(options: BannerOptions): string[]
