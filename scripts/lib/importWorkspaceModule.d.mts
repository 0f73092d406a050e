/** Loads a TypeScript module of the workspace through Vite's module runner, sources resolved. */
export function importWorkspaceModule(entry: string): Promise<Record<string, unknown>>
