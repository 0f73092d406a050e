// `npm run doctor -- --api <API origin, or app origin + prefix> --origin <app origin> [--email E [--password-stdin]] [--product-name N]`
// Checks a real Laravel Sanctum backend from the app's point of view (scripts/doctor/runDoctor.ts)
// and prints ✓, ✗ (a failure) or ! (advice) per check, with the Laravel setting to change under
// each ✗ and !, then "N passed, N failed" (", N advice" when some was missed). Exits 1 on any
// failure (advice never), 2 on bad arguments, 130 when the password prompt is left with Ctrl-C.
// The password of --email comes only from the environment (CONECTA_DOCTOR_PASSWORD) or standard
// input (asked without showing it on a terminal, else the first line piped in; --password-stdin
// reads standard input even when the variable is set); --password is refused, since `ps` and
// npm's echo of the command line show it. A warning goes to stderr when the password would cross
// the network over plain http.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import {
  PASSWORD_FLAG_REFUSED,
  PASSWORD_VARIABLE,
  PromptInterrupted,
  passesPasswordOnCommandLine,
  plainHttpPasswordWarning,
  readPassword,
} from './doctor/password.mjs'
import { importWorkspaceModule } from './lib/importWorkspaceModule.mjs'

const usage =
  'usage: npm run doctor -- --api https://api.exemplo.co.mz --origin https://app.exemplo.co.mz [--email E [--password-stdin]] [--product-name Conecta]\n' +
  `  the password of --email: ${PASSWORD_VARIABLE}, else standard input (asked without showing it, or the first line piped in); --password-stdin: standard input even when ${PASSWORD_VARIABLE} is set`

const args = process.argv.slice(2)
if (passesPasswordOnCommandLine(args)) {
  console.error(`${PASSWORD_FLAG_REFUSED}\n${usage}`)
  process.exit(2)
}

let values
try {
  ;({ values } = parseArgs({
    args,
    options: {
      api: { type: 'string' },
      origin: { type: 'string' },
      email: { type: 'string' },
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
if (values.email === undefined && values['password-stdin'])
  problems.push('--password-stdin needs --email')
if (problems.length > 0) {
  console.error(`${problems.join('\n')}\n${usage}`)
  process.exit(2)
}

// Before the password is asked for, so a person can stop there.
const warning = values.email === undefined ? null : plainHttpPasswordWarning(values.api)
if (warning !== null) console.error(warning)

let password
if (values.email !== undefined) {
  try {
    password = await readPassword({
      email: values.email,
      fromStandardInput: values['password-stdin'] === true,
      env: process.env,
      stdin: process.stdin,
      stderr: process.stderr,
    })
  } catch (error) {
    if (error instanceof PromptInterrupted) process.exit(130)
    throw error
  }
  if (!password) {
    console.error(
      `the password of --email is empty: set ${PASSWORD_VARIABLE}, or give it on standard input\n${usage}`,
    )
    process.exit(2)
  }
}

// Compiled only now (seconds on a slow machine): bad arguments and an empty password are told at once.
const here = dirname(fileURLToPath(import.meta.url))
const { runDoctor, formatReport } = await importWorkspaceModule(
  join(here, 'doctor', 'runDoctor.ts'),
)
const report = await runDoctor({
  api: values.api,
  origin: values.origin,
  email: values.email,
  password,
  productName: values['product-name'],
})
console.log(formatReport(report))
process.exit(report.failed > 0 ? 1 : 0)
