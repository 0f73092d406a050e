import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { libraryBuild } from '../../vite.shared.ts'
import packageJson from './package.json' with { type: 'json' }

/**
 * Library build (vite.shared.ts): dist/ and dist/style.css, which consumers
 * import once as '@conecta/ui/style.css' (the package's `sideEffects` keeps
 * it); a site without vanilla-extract needs no plugin.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  build: libraryBuild(packageJson, 'src/index.ts'),
})
