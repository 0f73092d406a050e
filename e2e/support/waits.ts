/** How long any single wait for something on the page may take (actions, navigations, `expect`). */
export const WAIT_MS = 10_000
