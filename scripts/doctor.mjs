// `npm run doctor -- --api <API origin, or app origin + prefix> --origin <app origin> [--email E --password P] [--product-name N]`
// Checks a real Laravel Sanctum backend from the app's point of view (scripts/doctor/runDoctor.ts)
// and prints ✓ or ✗ per check, with the Laravel setting to change under each ✗, then
// "N passed, N failed". Exits 1 on any failure, 2 on bad arguments.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { importWorkspaceModule } from './lib/importWorkspaceModule.mjs'

const usage =
  'usage: npm run doctor -- --api https://api.exemplo.co.mz --origin https://app.exemplo.co.mz [--email E --password P] [--product-name Conecta]'

let values
try {
  ;({ values } = parseArgs({
    options: {
      api: { type: 'string' },
      origin: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      'product-name': { type: 'string' },
      help: { type: 'boolean' },
    },
  }))
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`)
  process.exit(2)
}
if (values.help) {
  console.log(usage)
  process.exit(0)
}
const problems = []
for (const name of ['api', 'origin']) {
  if (values[name] === undefined) problems.push(`--${name} is required`)
  else if (!URL.canParse(values[name]) || !/^https?:$/.test(new URL(values[name]).protocol))
    problems.push(
      name === 'api'
        ? '--api must be an http(s) address, e.g. https://api.exemplo.co.mz, or https://app.exemplo.co.mz/backend in same-origin mode'
        : '--origin must be an http(s) origin, e.g. https://app.exemplo.co.mz',
    )
}
if ((values.email === undefined) !== (values.password === undefined))
  problems.push('--email and --password go together')
if (problems.length > 0) {
  console.error(`${problems.join('\n')}\n${usage}`)
  process.exit(2)
}

const here = dirname(fileURLToPath(import.meta.url))
const { runDoctor, formatReport } = await importWorkspaceModule(
  join(here, 'doctor', 'runDoctor.ts'),
)
const report = await runDoctor({
  api: values.api,
  origin: values.origin,
  email: values.email,
  password: values.password,
  productName: values['product-name'],
})
console.log(formatReport(report))
process.exit(report.failed > 0 ? 1 : 0)
