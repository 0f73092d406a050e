import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { libraryBuild, sourceConditions } from '../../vite.shared.ts'
import packageJson from './package.json' with { type: 'json' }

/**
 * Library build (vite.shared.ts) with two entries: the React-free root, which
 * imports no CSS and no React, and `react/`, the blocks, whose styles become
 * dist/style.css. A host imports '@conecta/account/style.css' once, after
 * '@conecta/ui/style.css'.
 */
export default defineConfig({
  // The blocks' styles read the kit's theme contract: from its sources, so
  // this builds before or without the kit's dist/.
  ...sourceConditions,
  plugins: [vanillaExtractPlugin(), react()],
  build: libraryBuild(packageJson, { index: 'src/index.ts', 'react/index': 'src/react/index.ts' }),
})
