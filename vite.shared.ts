import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite'

/**
 * Inside the monorepo, workspace packages resolve to their TypeScript sources
 * through the custom export condition "source"; published builds ignore it.
 * Vite replaces its default conditions when given any, so they are kept here.
 *
 * The kit is resolved from the project's root (`dedupe`): one copy of its
 * theme contract and contexts, and a package that declares it an optional
 * peer (@conecta/mpesa's blocks) finds it too. Resolved from such a package,
 * Vite looked for the kit's built dist/ and, on a fresh clone without it,
 * put in its "missing optional peer" stub ("Could not resolve @conecta/ui").
 */
export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultClientConditions], dedupe: ['@conecta/ui'] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
} satisfies UserConfig

/**
 * A workspace package's library build (@conecta/ui, @conecta/mpesa): ESM in
 * dist/, one module per source file (a host's bundler drops what it does not
 * import), readable (the host minifies), and ONE stylesheet, dist/style.css,
 * that vanilla-extract extracts from every `.css.ts`. No module imports the
 * CSS: a host imports the stylesheet once and needs no plugin. Everything the
 * package declares (dependencies and peers, subpaths included, such as
 * react/jsx-runtime) is the host's to install and dedupe, so it stays out.
 * The declarations come from `tsc -p tsconfig.build.json` afterwards.
 */
export function libraryBuild(
  packageJson: { dependencies?: object; peerDependencies?: object },
  entry: string | Record<string, string>,
): NonNullable<UserConfig['build']> {
  const externalPackages = Object.keys({
    ...packageJson.peerDependencies,
    ...packageJson.dependencies,
  })
  const isExternal = (id: string) =>
    externalPackages.some((name) => id === name || id.startsWith(`${name}/`))
  return {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    cssCodeSplit: false,
    lib: { entry, formats: ['es'], cssFileName: 'style' },
    rolldownOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
      },
    },
  }
}
