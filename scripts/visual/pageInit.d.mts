/** Playwright init script of every story page (pageInit.mjs): seeded randomness, the settle and freeze hooks. */
export function pageInit(options: { seed: number; hangingFetchMs: number }): void
