import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { sourceConditions } from '../../vite.shared.ts'
import packageJson from './package.json' with { type: 'json' }

// Everything the package declares is the host's to install and dedupe: its
// dependencies (xstate, our contract and session packages) and its peers
// (React, @xstate/react, @conecta/ui), subpaths included (react/jsx-runtime).
const externalPackages = Object.keys({
  ...packageJson.peerDependencies,
  ...packageJson.dependencies,
})
const isExternal = (id: string) =>
  externalPackages.some((name) => id === name || id.startsWith(`${name}/`))

/**
 * Library build, as @conecta/ui's: ESM in dist/, one module per source file,
 * two entries (the React-free root and `react/`), and ONE stylesheet,
 * dist/style.css, from the checkout's `.css.ts`. No module imports the CSS: a
 * host imports '@conecta/mpesa/style.css' once, after '@conecta/ui/style.css',
 * and needs no vanilla-extract plugin. The root entry imports no CSS and no
 * React. Declarations come from `tsc -p tsconfig.build.json` afterwards.
 */
export default defineConfig({
  // The checkout's styles read the kit's theme contract: from its sources, so
  // this builds before or without the kit's dist/.
  ...sourceConditions,
  plugins: [vanillaExtractPlugin(), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    cssCodeSplit: false,
    lib: {
      entry: { index: 'src/index.ts', 'react/index': 'src/react/index.ts' },
      formats: ['es'],
      cssFileName: 'style',
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
      },
    },
  },
})
