import { dirname, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import ts from 'typescript'
import { defineConfig, type Plugin } from 'vite'
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

const buildTsconfig = fileURLToPath(new URL('./tsconfig.build.json', import.meta.url))

/**
 * Emits the `.d.ts` files of tsconfig.build.json, failing the build on a type
 * error. The sources import each other without extensions (bundler style);
 * Node's ESM resolution, which TypeScript applies to `moduleResolution:
 * node16/nodenext` consumers, needs them, so every relative specifier in the
 * declarations is rewritten to the `.js` file this build writes next to it
 * (`./Button` → `./Button/index.js`, `./Button.css` → `./Button.css.js`).
 */
function emitDeclarations(): void {
  const parsed = ts.getParsedCommandLineOfConfigFile(buildTsconfig, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
    },
  })
  if (!parsed) throw new Error(`Cannot read ${buildTsconfig}`)
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options })

  const withJsExtension = (specifier: string, containingFile: string) => {
    if (!specifier.startsWith('.')) return specifier
    const resolved = ts.resolveModuleName(specifier, containingFile, parsed.options, ts.sys)
      .resolvedModule?.resolvedFileName
    if (!resolved || resolved.endsWith('.d.ts')) return specifier
    const path = relative(dirname(containingFile), resolved).replace(/\.tsx?$/, '.js')
    return path.startsWith('.') ? path : `./${path}`
  }

  const addJsExtensions: ts.TransformerFactory<ts.SourceFile | ts.Bundle> = (context) => {
    const { factory } = context
    return (root) => {
      if (!ts.isSourceFile(root)) return root
      const rewrite = (literal: ts.StringLiteral) =>
        factory.createStringLiteral(withJsExtension(literal.text, root.fileName))
      const visit = (node: ts.Node): ts.Node => {
        if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
          return factory.updateImportDeclaration(
            node,
            node.modifiers,
            node.importClause,
            rewrite(node.moduleSpecifier),
            node.attributes,
          )
        }
        if (
          ts.isExportDeclaration(node) &&
          node.moduleSpecifier &&
          ts.isStringLiteral(node.moduleSpecifier)
        ) {
          return factory.updateExportDeclaration(
            node,
            node.modifiers,
            node.isTypeOnly,
            node.exportClause,
            rewrite(node.moduleSpecifier),
            node.attributes,
          )
        }
        if (
          ts.isImportTypeNode(node) &&
          ts.isLiteralTypeNode(node.argument) &&
          ts.isStringLiteral(node.argument.literal)
        ) {
          return factory.updateImportTypeNode(
            node,
            factory.createLiteralTypeNode(rewrite(node.argument.literal)),
            node.attributes,
            node.qualifier,
            node.typeArguments,
            node.isTypeOf,
          )
        }
        return ts.visitEachChild(node, visit, context)
      }
      return ts.visitEachChild(root, visit, context)
    }
  }

  const result = program.emit(undefined, undefined, undefined, true, {
    afterDeclarations: [addJsExtensions],
  })
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics]
  if (diagnostics.length > 0) {
    throw new Error(
      ts.formatDiagnosticsWithColorAndContext(diagnostics, {
        getCanonicalFileName: (fileName) => fileName,
        getCurrentDirectory: ts.sys.getCurrentDirectory,
        getNewLine: () => ts.sys.newLine,
      }),
    )
  }
}

const declarations = (): Plugin => ({
  name: 'conecta:declarations',
  apply: 'build',
  // After the JavaScript is written: the output directory has been emptied by then.
  writeBundle: emitDeclarations,
})

/**
 * Library build: ESM JavaScript in dist/, one module per source file, plus ONE
 * stylesheet, dist/style.css, that vanilla-extract extracts from every
 * `.css.ts`. The JavaScript does not import the CSS: consumers import
 * '@conecta/ui/style.css' once (the package's `sideEffects` keeps it), and a
 * site without vanilla-extract needs no plugin. Then the declarations.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react(), declarations()],
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
