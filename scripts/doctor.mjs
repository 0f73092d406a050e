// `npm run doctor -- --api <API origin, or app origin + prefix> --origin <app origin> [--email E [--password-stdin]] [--product-name N]`
// Checks a real Laravel Sanctum backend from the app's point of view (scripts/doctor/runDoctor.ts)
// and prints ✓, ✗ (a failure) or ! (advice) per check, with the Laravel setting to change under
// each ✗ and !, then "N passed, N failed" (", N advice" when some was missed). Exits 1 on any
// failure (advice never), 2 on bad arguments. The password of --email comes from standard input
// (--password-stdin), else CONECTA_DOCTOR_PASSWORD, else --password; a warning goes to stderr
// when it would cross the network over plain http.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { importWorkspaceModule } from './lib/importWorkspaceModule.mjs'

/** The environment variable that may hold the password of --email. */
const PASSWORD_VARIABLE = 'CONECTA_DOCTOR_PASSWORD'

const usage =
  'usage: npm run doctor -- --api https://api.exemplo.co.mz --origin https://app.exemplo.co.mz [--email E [--password-stdin]] [--product-name Conecta]\n' +
  `  the password of --email: --password-stdin (read from standard input), else ${PASSWORD_VARIABLE}, else --password P (visible to other users of this machine)`

let values
try {
  ;({ values } = parseArgs({
    options: {
      api: { type: 'string' },
      origin: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      'password-stdin': { type: 'boolean' },
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
if (values.password !== undefined && values['password-stdin'])
  problems.push('--password and --password-stdin: give one')
const passwordGiven = values.password !== undefined || values['password-stdin'] === true
if (values.email === undefined && passwordGiven)
  problems.push('--password and --password-stdin need --email')
const fromEnvironment = process.env[PASSWORD_VARIABLE]
if (values.email !== undefined && !passwordGiven && !fromEnvironment)
  problems.push(`--email needs its password: --password-stdin, ${PASSWORD_VARIABLE} or --password`)
if (problems.length > 0) {
  console.error(`${problems.join('\n')}\n${usage}`)
  process.exit(2)
}

/** Standard input whole, less the line end `echo` or a here-string adds. */
async function readStandardInput() {
  const chunks = []
  for await (const chunk of process.stdin) chunks.push(chunk)
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '')
}

let password
if (values.email !== undefined) {
  password = values['password-stdin']
    ? await readStandardInput()
    : (values.password ?? fromEnvironment)
  if (!password) {
    console.error(`the password is empty\n${usage}`)
    process.exit(2)
  }
}

const here = dirname(fileURLToPath(import.meta.url))
const { runDoctor, formatReport, plainHttpPasswordWarning } = await importWorkspaceModule(
  join(here, 'doctor', 'runDoctor.ts'),
)
const warning = password === undefined ? null : plainHttpPasswordWarning(values.api)
if (warning !== null) console.error(warning)
const report = await runDoctor({
  api: values.api,
  origin: values.origin,
  email: values.email,
  password,
  productName: values['product-name'],
})
console.log(formatReport(report))
process.exit(report.failed > 0 ? 1 : 0)
