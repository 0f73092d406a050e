// What `npm start` prints once the app and the API are up: the addresses a
// person needs, and what the demo API keeps. Kept apart from start.mjs so a
// test can read it without building the app.

/**
 * @typedef {object} BannerOptions
 * @property {string} appUrl the served app, e.g. http://127.0.0.1:4173
 * @property {string | null} demoApiUrl the demo API's address, or null when VITE_API_URL names another API
 * @property {string} apiUrl the API the app was built for
 */

/**
 * The lines of the banner, without the blank lines around it.
 * @param {BannerOptions} options
 * @returns {string[]}
 */
export function startBanner({ appUrl, demoApiUrl, apiUrl }) {
  if (demoApiUrl === null) {
    return [
      `  App       ${appUrl}/`,
      `  API       ${apiUrl} (VITE_API_URL; no demo API started)`,
      '  Ctrl-C stops everything.',
    ]
  }
  return [
    `  App       ${appUrl}/`,
    `  Demo API  ${demoApiUrl}`,
    `  Mails     printed below as they are sent, and listed at ${demoApiUrl}/__dev/mail`,
    '  Memory    the demo API keeps accounts, sessions, payments and mails in memory only:',
    '            stopping it forgets them, and the next `npm start` begins with none.',
    '  Ctrl-C stops everything.',
  ]
}
