import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import packageJson from './package.json' with { type: 'json' }

// Everything the package declares is the consumer's to install and dedupe:
// react, react-dom (peers) and the Radix and vanilla-extract runtimes
// (dependencies), subpaths included (react/jsx-runtime, @vanilla-extract/recipes/createRuntimeFn).
const externalPackages = Object.keys({
  ...packageJson.peerDependencies,
  ...packageJson.dependencies,
})
const isExternal = (id: string) =>
  externalPackages.some((name) => id === name || id.startsWith(`${name}/`))

/**
 * Library build: ESM JavaScript in dist/, one module per source file, plus ONE
 * stylesheet, dist/style.css, that vanilla-extract extracts from every
 * `.css.ts`. The JavaScript does not import the CSS: consumers import
 * '@conecta/ui/style.css' once (the package's `sideEffects` keeps it), and a
 * site without vanilla-extract needs no plugin. The declarations come from
 * `tsc -p tsconfig.build.json` afterwards (the `build` script), as in
 * session-machine: sources import with `.js` specifiers, so the `.d.ts` files
 * resolve under Node's ESM rules as they are.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Consumers minify; readable output is easier to debug from their app.
    minify: false,
    sourcemap: true,
    cssCodeSplit: false,
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      cssFileName: 'style',
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        // One module per source file: consumers' bundlers drop what they do not import.
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
      },
    },
  },
})
