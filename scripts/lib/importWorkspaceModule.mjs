import { runnerImport } from 'vite'

/**
 * Loads a TypeScript module of the workspace (the demo API, the doctor) in this Node process
 * through Vite's module runner. Our packages are inlined and resolved to their sources through
 * the "source" export condition, as everywhere in the monorepo (vite.shared.ts); without it a
 * package such as @conecta/contract would resolve to a `dist/` that is never built here.
 */
export async function importWorkspaceModule(entry) {
  const { module } = await runnerImport(entry, {
    logLevel: 'error',
    environments: {
      inline: { resolve: { conditions: ['source'], noExternal: [/^@conecta\//] } },
    },
  })
  return module
}
