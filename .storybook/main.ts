import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/react-vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { mergeConfig, type UserConfig } from 'vite'
// Storybook loads this file with Node's ESM loader: relative imports need an
// extension, and `.js` is mapped to the `.ts` file.
import { sourceConditions } from '../vite.shared.js'

const config = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  // Serves mockServiceWorker.js at the site root, next to iframe.html.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  typescript: {
    // react-docgen-typescript reads the JSDoc (`@defaultValue`) on public props
    // for the autodocs tables; it needs TypeScript's JS API, which 6.x still
    // has (7.x does not: see toolchain.md).
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // Props tables are for the packages a developer embeds: the kit and the blocks.
      tsconfigPath: fileURLToPath(new URL('./tsconfig.docgen.json', import.meta.url)),
      include: ['packages/{ui,account,mpesa}/src/**/*.tsx'],
      exclude: ['**/*.test.tsx', '**/*.stories.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Keeps the tables to our own props, not every DOM attribute from @types/react.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      ...sourceConditions,
      // vanilla-extract compiles `.css.ts` files in Vite's ssr environment,
      // which ignores the top-level `ssr.resolve`: without this it would read
      // @conecta/ui's built dist/ instead of its sources.
      environments: {
        ssr: {
          resolve: { ...sourceConditions.ssr.resolve, dedupe: sourceConditions.resolve.dedupe },
        },
      },
      plugins: [vanillaExtractPlugin()],
      build: {
        // Storybook's own preview bundle is well over Vite's 500 kB warning.
        chunkSizeWarningLimit: 2500,
        rolldownOptions: {
          // Radix marks its modules "use client" for React Server Components;
          // meaningless in a client-only bundle (toolchain.md: harmless).
          onwarn(warning, warn) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
          },
        },
      },
    } satisfies UserConfig),
} satisfies StorybookConfig

export default config
