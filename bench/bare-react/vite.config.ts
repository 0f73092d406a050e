// The bare page is built the way the app is: same Vite, @vitejs/plugin-react,
// a production build with Vite's defaults (modulepreload, minify, hashing).
// The output lives under .cache/, outside the repository's tracked files.
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../../.cache/bench/bare-react', import.meta.url)),
    emptyOutDir: true,
  },
})
