import { PassThrough, Readable } from 'node:stream'
import {
  PromptInterrupted,
  passesPasswordOnCommandLine,
  plainHttpPasswordWarning,
  readFirstLine,
  readHiddenLine,
  readPassword,
} from './password.mjs'

/** A terminal in miniature: what is "typed" is pushed in; raw mode is recorded. */
function fakeTerminal() {
  const input = Object.assign(new PassThrough(), {
    isTTY: true as const,
    rawModes: [] as boolean[],
    setRawMode(mode: boolean) {
      input.rawModes.push(mode)
      return input
    },
  })
  let shown = ''
  const output = new PassThrough()
  output.on('data', (chunk: Buffer) => {
    shown += chunk
  })
  return { input, output, shown: () => shown }
}

// A fake, typed as the terminal stream the function asks for (it uses only what the fake has).
const asTerminal = (input: ReturnType<typeof fakeTerminal>['input']) =>
  input as unknown as NodeJS.ReadStream

describe('passesPasswordOnCommandLine', () => {
  it.each([[['--email', 'a@b.co.mz', '--password', 'x']], [['--password=x']], [['--password']]])(
    'given %j, should say yes',
    (args) => {
      expect(passesPasswordOnCommandLine(args)).toBe(true)
    },
  )

  it.each([
    [['--email', 'a@b.co.mz', '--password-stdin']],
    [['--api', 'x', '--', '--password']],
    [[]],
  ])('given %j, should say no', (args) => {
    expect(passesPasswordOnCommandLine(args)).toBe(false)
  })
})

describe('readFirstLine', () => {
  it('given several lines in pieces, should return the first one only, a character split across pieces included', async () => {
    const bytes = Buffer.from('palavra-passe-ç\r\nsegunda\n')
    const cut = bytes.indexOf(Buffer.from('ç')) + 1 // inside the two bytes of ç
    const input = Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)])

    expect(await readFirstLine(input)).toBe('palavra-passe-ç')
  })

  it('given no line end, should return all of it; given nothing, an empty string', async () => {
    expect(await readFirstLine(Readable.from([Buffer.from('sem-fim')]))).toBe('sem-fim')
    expect(await readFirstLine(Readable.from([]))).toBe('')
  })
})

describe('readHiddenLine', () => {
  it('given typing with a correction and Enter, should return the line, show only the prompt and leave raw mode', async () => {
    const { input, output, shown } = fakeTerminal()

    const line = readHiddenLine(asTerminal(input), output, 'password: ')
    input.write('segredo-errx')
    input.write('\u007f')
    input.write('o\u001b[D\r')

    expect(await line).toBe('segredo-erro')
    expect(shown()).toBe('password: \n')
    expect(input.rawModes).toEqual([true, false])
  })

  it('given Ctrl-C, should reject as interrupted and leave raw mode', async () => {
    const { input, output } = fakeTerminal()

    const line = readHiddenLine(asTerminal(input), output, 'password: ')
    input.write('meia\u0003')

    await expect(line).rejects.toBeInstanceOf(PromptInterrupted)
    expect(input.rawModes).toEqual([true, false])
  })
})

describe('readPassword', () => {
  const options = (stdin: NodeJS.ReadStream, env: Record<string, string> = {}) => ({
    email: 'a@b.co.mz',
    fromStandardInput: false,
    env,
    stdin,
    stderr: new PassThrough(),
  })

  it('given CONECTA_DOCTOR_PASSWORD, should take it without reading standard input', async () => {
    const stdin = Readable.from([Buffer.from('da-entrada\n')]) as unknown as NodeJS.ReadStream

    expect(await readPassword(options(stdin, { CONECTA_DOCTOR_PASSWORD: 'do-ambiente' }))).toBe(
      'do-ambiente',
    )
    expect(
      await readPassword({
        ...options(stdin, { CONECTA_DOCTOR_PASSWORD: 'do-ambiente' }),
        fromStandardInput: true,
      }),
    ).toBe('da-entrada')
  })

  it('given a terminal and no variable, should ask on stderr naming the account', async () => {
    const { input } = fakeTerminal()
    const stderr = new PassThrough()
    let asked = ''
    stderr.on('data', (chunk: Buffer) => {
      asked += chunk
    })

    const password = readPassword({ ...options(asTerminal(input)), stderr })
    input.write('teclado\r')

    expect(await password).toBe('teclado')
    expect(asked).toBe('password of a@b.co.mz (not shown): \n')
  })
})

describe('plainHttpPasswordWarning', () => {
  it.each([
    'http://api.exemplo.co.mz',
    'http://10.0.0.5:8000',
    'http://app.exemplo.co.mz/backend',
    'http://[2001:db8::1]:8000',
  ])('given %s, should warn that the password crosses the network unencrypted', (api) => {
    expect(plainHttpPasswordWarning(api)).toMatch(
      /^warning: --api is plain http:\/\/ on .+, not this machine: the password of --email will cross the network unencrypted\./,
    )
  })

  it.each([
    'https://api.exemplo.co.mz',
    'http://127.0.0.1:8000',
    'http://127.8.9.10',
    'http://localhost:8000',
    'http://api.localhost',
    'http://[::1]:8000',
  ])('given %s, should not warn', (api) => {
    expect(plainHttpPasswordWarning(api)).toBeNull()
  })
})
