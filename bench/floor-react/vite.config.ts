// The floor page is built exactly the way the bare page is (bench/bare-react):
// same Vite, @vitejs/plugin-react, a production build with Vite's defaults.
// One addition, the app's own: React Router 7's package exports name only its
// development build, and the app resolves it to the production one
// (apps/web/build/reactRouterProduction.ts); without it the floor would weigh
// a React Router the app does not ship.
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { reactRouterProduction } from '../../apps/web/build/reactRouterProduction.ts'

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [reactRouterProduction(), react()],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../../.cache/bench/floor-react', import.meta.url)),
    emptyOutDir: true,
  },
})
