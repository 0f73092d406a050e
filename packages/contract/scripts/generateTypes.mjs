// Writes src/openapi.ts, the wire types, from openapi.yaml (openapi-typescript, then Biome's
// formatting so the generated file reads like the rest). `--check` writes nothing and fails when
// the committed file is not what the document generates: run `npm run generate -w @conecta/contract`.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const target = fileURLToPath(new URL('../src/openapi.ts', import.meta.url))
const header =
  '// Generated from openapi.yaml by scripts/generateTypes.mjs: do not edit, run\n' +
  '// `npm run generate -w @conecta/contract` instead.\n\n'

export async function generate() {
  const ast = await openapiTS(new URL('../openapi.yaml', import.meta.url), {
    alphabetize: true,
  })
  const raw = header + astToString(ast)
  const biome = fileURLToPath(new URL('../../../node_modules/.bin/biome', import.meta.url))
  const formatted = spawnSync(biome, ['format', `--stdin-file-path=${target}`], {
    cwd: packageDir,
    input: raw,
    encoding: 'utf8',
  })
  if (formatted.status !== 0) throw new Error(`biome format failed: ${formatted.stderr}`)
  return formatted.stdout
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const next = await generate()
  if (process.argv.includes('--check')) {
    let current = ''
    try {
      current = readFileSync(target, 'utf8')
    } catch {}
    if (current !== next) {
      console.error('src/openapi.ts is out of date: run `npm run generate -w @conecta/contract`')
      process.exit(1)
    }
    console.log('src/openapi.ts matches openapi.yaml')
  } else {
    writeFileSync(target, next)
    console.log(`wrote ${target}`)
  }
}
