/**
 * React Router 7's package exports name only its development build
 * (dist/development, with its warnings and their strings), whatever the mode:
 * remix-run/react-router#12532 and #14102, still so in 7.18. The production
 * build sits beside it, file for file. In a production build this plugin
 * resolves react-router (and react-router/dom, through react-router-dom) to
 * it, and leaves everything else, and every other mode, alone.
 */
import { existsSync } from 'node:fs'
import type { Plugin } from 'vite'

const DEVELOPMENT_DIST = /([\\/]node_modules[\\/]react-router[\\/]dist[\\/])development([\\/])/

export function reactRouterProduction(): Plugin {
  return {
    name: 'conecta:react-router-production',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && env.mode === 'production',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && !source.startsWith('react-router/')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (resolved === null || resolved.external) return resolved
      const production = resolved.id.replace(DEVELOPMENT_DIST, '$1production$2')
      if (production === resolved.id || !existsSync(production)) return resolved
      return { ...resolved, id: production }
    },
  }
}
