// The password of the doctor's test account (--email): from the environment or from standard
// input, never from the command line, where `ps` and npm's echo of the command show it.

/** The environment variable that may hold the password of --email. */
export const PASSWORD_VARIABLE = 'CONECTA_DOCTOR_PASSWORD'

/** Why `--password` is refused, and what to use instead. */
export const PASSWORD_FLAG_REFUSED =
  '--password is not accepted: a password on the command line shows in `ps` to anyone on this ' +
  "machine, in npm's echo of the command and in the shell's history. Give it instead in " +
  `${PASSWORD_VARIABLE}, or on standard input: leave it out and type it when asked (nothing ` +
  'shows), or pipe it in: printf \'%s\\n\' "$SENHA" | npm run doctor -- … --email E'

/**
 * Whether the arguments carry a password on the command line: `--password P`, `--password=P`, or
 * `--password` alone (refused too, so the person learns what to use before typing it there).
 * @param {readonly string[]} args
 */
export const passesPasswordOnCommandLine = (args) => {
  const end = args.indexOf('--')
  return (end < 0 ? args : args.slice(0, end)).some(
    (arg) => arg === '--password' || arg.startsWith('--password='),
  )
}

/**
 * The first line of a piped standard input, without its line end (`\n` or `\r\n`); reading stops
 * there. Empty when the input ends first with nothing in it.
 * @param {AsyncIterable<Buffer | string>} input
 * @returns {Promise<string>}
 */
export async function readFirstLine(input) {
  /** @type {Buffer[]} */
  const chunks = []
  for await (const chunk of input) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
    const end = buffer.indexOf(0x0a)
    if (end >= 0) {
      chunks.push(buffer.subarray(0, end))
      break
    }
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8').replace(/\r$/, '')
}

/** A terminal's escape sequences (arrow keys, bracketed paste), dropped from what is typed. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: ESC is what is matched
const ESCAPE_SEQUENCE = /\u001b(?:\[[0-9;?]*[ -/]*[@-~]|O.|.)?/g

/** Raised when the person presses Ctrl-C at the prompt. */
export class PromptInterrupted extends Error {
  constructor() {
    super('interrupted')
    this.name = 'PromptInterrupted'
  }
}

/**
 * Asks for a line on a terminal without showing what is typed: the prompt goes to `output`
 * (standard error, so that the report on standard output stays clean), the terminal is put in raw
 * mode until Enter, Backspace removes the last character, Ctrl-D ends the line, Ctrl-C rejects
 * with {@link PromptInterrupted}.
 * @param {NodeJS.ReadStream} input a TTY
 * @param {NodeJS.WritableStream} output
 * @param {string} prompt
 * @returns {Promise<string>}
 */
export function readHiddenLine(input, output, prompt) {
  return new Promise((resolve, reject) => {
    /** @type {string[]} */
    let typed = []
    const finish = (/** @type {() => void} */ settle) => {
      input.off('data', onData)
      input.setRawMode(false)
      input.pause()
      output.write('\n')
      settle()
    }
    const onData = (/** @type {Buffer | string} */ chunk) => {
      for (const character of String(chunk).replace(ESCAPE_SEQUENCE, '')) {
        if (character === '\r' || character === '\n' || character === '\u0004') {
          const line = typed.join('')
          finish(() => resolve(line))
          return
        }
        if (character === '\u0003') {
          finish(() => reject(new PromptInterrupted()))
          return
        }
        // Backspace drops the last character, Ctrl-U the whole line; other controls are ignored.
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1)
        else if (character === '\u0015') typed = []
        else if (character >= ' ') typed.push(character)
      }
    }
    // Echo off before the prompt shows: what is typed once it shows never appears.
    input.setRawMode(true)
    input.setEncoding('utf8')
    input.on('data', onData)
    input.resume()
    output.write(prompt)
  })
}

/**
 * The password of `email`: standard input when `fromStandardInput` (`--password-stdin`), else the
 * environment variable when set, else standard input: a prompt that shows nothing typed on a
 * terminal, or the first line of a pipe.
 * @param {{ email: string, fromStandardInput: boolean, env: Record<string, string | undefined>,
 *   stdin: NodeJS.ReadStream, stderr: NodeJS.WritableStream }} options
 * @returns {Promise<string>} empty when nothing was given
 */
export async function readPassword({ email, fromStandardInput, env, stdin, stderr }) {
  const fromEnvironment = env[PASSWORD_VARIABLE]
  if (!fromStandardInput && fromEnvironment) return fromEnvironment
  if (stdin.isTTY) return readHiddenLine(stdin, stderr, `password of ${email} (not shown): `)
  return readFirstLine(stdin)
}

/**
 * `localhost`, `*.localhost`, 127.0.0.0/8 and ::1: what never leaves this machine.
 * @param {string} hostname
 */
function isLoopback(hostname) {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    host === '::1'
  )
}

/**
 * The warning to print before the password is asked for when it would cross the network
 * unencrypted: `api` over plain http to a host other than this machine. `null` otherwise. Here,
 * not in runDoctor.ts, so the CLI says it (and refuses an empty password) before compiling the
 * checks.
 * @param {string} api
 * @returns {string | null}
 */
export function plainHttpPasswordWarning(api) {
  const url = new URL(api)
  if (url.protocol !== 'http:' || isLoopback(url.hostname)) return null
  return `warning: --api is plain http:// on ${url.host}, not this machine: the password of --email will cross the network unencrypted. Use the API's https address, or an account made for this check.`
}
