// A module resolution hook (node:module's register) that resolves with the
// export condition "source" first, as everywhere in the monorepo
// (vite.shared.ts): the workspace's packages load from their TypeScript
// sources, never from a dist/ that is not built in the workspace
// (@conecta/contract). Registered by e2e/playwright.config.ts, which Playwright
// loads in its runner and in every worker before the tests and the global setup.

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  return nextResolve(specifier, { ...context, conditions: ['source', ...context.conditions] })
}
