import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite'

/**
 * Inside the monorepo, workspace packages resolve to their TypeScript sources
 * through the custom export condition "source"; published builds ignore it.
 * Vite replaces its default conditions when given any, so they are kept here.
 */
export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
} satisfies UserConfig
