// @vitest-environment node
import { ApiError } from '@conecta/session-machine'
import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { accountEn } from './accountEn.js'
import { accountPt } from './accountStrings.js'
import type { TwoFactorSetupCalls } from './twoFactorSetupCalls.js'
import {
  selectAskingToDisable,
  selectRecoveryCodes,
  selectShowingRecoveryCodes,
  selectTwoFactorCodeError,
  selectTwoFactorFailure,
  selectTwoFactorNotice,
  selectTwoFactorSecret,
  selectTwoFactorSetupBusy,
  selectTwoFactorSetupView,
  type TwoFactorSetupSnapshot,
  twoFactorSetupMachine,
} from './twoFactorSetupMachine.js'

const SECRET = {
  url: 'otpauth://totp/Conecta:ana?secret=JBSWY3DPEHPK3PXP',
  secretKey: 'JBSWY3DPEHPK3PXP',
}
const CODES = ['AbCdEfGhIj-KlMnOpQrSt', 'Zz9Yy8Xx7W-w6Vv5Uu4Tt']

const codeRefused = () =>
  new ApiError({
    kind: 'http',
    status: 422,
    serverMessage: 'The provided two factor authentication code was invalid.',
    fieldErrors: { code: ['The provided two factor authentication code was invalid.'] },
  })

/** Calls that record what was sent and answer with `failures`' next error, if any. */
function fakeCalls(failures: Array<Error | undefined> = []) {
  const sent: string[] = []
  const answer = () => {
    const failure = failures.shift()
    if (failure !== undefined) throw failure
  }
  const calls: TwoFactorSetupCalls = {
    async start() {
      sent.push('start')
      answer()
      return SECRET
    },
    async confirm(code) {
      sent.push(`confirm ${code}`)
      answer()
      return CODES
    },
    async regenerate() {
      sent.push('regenerate')
      answer()
      return [...CODES].reverse()
    },
    async disable() {
      sent.push('disable')
      answer()
    },
  }
  return { calls, sent }
}

function start({
  confirmedAt = null,
  failures,
  words = accountPt,
}: {
  /** `'absent'`: a backend without two-factor, whose user has no `two_factor_confirmed_at`. */
  confirmedAt?: string | null | 'absent'
  failures?: Array<Error | undefined>
  words?: typeof accountPt
} = {}) {
  const { calls, sent } = fakeCalls(failures)
  const userChanged = vi.fn()
  const actor = createActor(twoFactorSetupMachine, {
    input: { calls, words, confirmedAt: confirmedAt === 'absent' ? undefined : confirmedAt },
  })
  actor.on('userChanged', userChanged)
  actor.start()
  return { actor, sent, userChanged }
}

const settled = (snapshot: TwoFactorSetupSnapshot) => selectTwoFactorSetupBusy(snapshot) === null

describe('twoFactorSetupMachine', () => {
  it('given a set-up, should refuse a code that is not six digits without sending it, then turn two-factor on with one pasted with a space', async () => {
    const { actor, sent, userChanged } = start()
    expect(selectTwoFactorSetupView(actor.getSnapshot())).toBe('off')

    actor.send({ type: 'enable' })
    expect(selectTwoFactorSetupBusy(actor.getSnapshot())).toBe('enabling')
    await waitFor(actor, settled)
    expect(selectTwoFactorSetupView(actor.getSnapshot())).toBe('settingUp')
    expect(selectTwoFactorSecret(actor.getSnapshot())).toEqual(SECRET)

    actor.send({ type: 'confirm', code: '12345' })
    expect(selectTwoFactorCodeError(actor.getSnapshot())).toBe(
      accountPt.twoFactorSetup.codeNotSixDigits,
    )
    expect(sent).toEqual(['start'])

    actor.send({ type: 'confirm', code: '123 456\n' })
    await waitFor(actor, settled)
    expect(sent).toEqual(['start', 'confirm 123456'])
    const snapshot = actor.getSnapshot()
    expect(selectTwoFactorSetupView(snapshot)).toBe('on')
    expect(selectShowingRecoveryCodes(snapshot)).toBe(true)
    expect(selectRecoveryCodes(snapshot)).toEqual(CODES)
    expect(selectTwoFactorNotice(snapshot)).toBe('A verificação em dois passos está activa.')
    expect(selectTwoFactorCodeError(snapshot)).toBeNull()
    expect(selectTwoFactorSecret(snapshot)).toBeNull()
    expect(userChanged).toHaveBeenCalledTimes(1)
    expect(userChanged).toHaveBeenCalledWith({
      type: 'userChanged',
      confirmedAt: expect.any(String),
    })

    actor.send({ type: 'codesSaved' })
    expect(selectShowingRecoveryCodes(actor.getSnapshot())).toBe(false)
    expect(selectRecoveryCodes(actor.getSnapshot())).toEqual([])
  })

  it('given a code the server refuses, then no answer, should say each in the English catalogue and stay on the set-up', async () => {
    const { actor } = start({
      words: accountEn,
      failures: [undefined, codeRefused(), new ApiError({ kind: 'network' })],
    })
    actor.send({ type: 'enable' })
    await waitFor(actor, settled)

    actor.send({ type: 'confirm', code: '000000' })
    await waitFor(actor, settled)
    expect(selectTwoFactorCodeError(actor.getSnapshot())).toBe(accountEn.twoFactorSetup.codeRefused)
    expect(selectTwoFactorFailure(actor.getSnapshot())).toBeNull()

    actor.send({ type: 'confirm', code: '111111' })
    await waitFor(actor, settled)
    expect(selectTwoFactorSetupView(actor.getSnapshot())).toBe('settingUp')
    expect(selectTwoFactorCodeError(actor.getSnapshot())).toBeNull()
    expect(selectTwoFactorFailure(actor.getSnapshot())).toBe(
      'Could not reach the server. Check your internet connection and try again.',
    )
  })

  it('given a set-up cancelled, should forget its secret on the server and offer it again', async () => {
    const { actor, sent, userChanged } = start()
    actor.send({ type: 'enable' })
    await waitFor(actor, settled)

    actor.send({ type: 'cancel' })
    expect(selectTwoFactorSetupBusy(actor.getSnapshot())).toBe('cancelling')
    await waitFor(actor, settled)

    expect(sent).toEqual(['start', 'disable'])
    expect(selectTwoFactorSetupView(actor.getSnapshot())).toBe('off')
    expect(selectTwoFactorSecret(actor.getSnapshot())).toBeNull()
    expect(userChanged).not.toHaveBeenCalled()
  })

  it('given two-factor on, should renew the codes, and turn it off only once the person confirms', async () => {
    const { actor, sent, userChanged } = start({ confirmedAt: '2026-11-01T10:00:00.000000Z' })
    expect(selectTwoFactorSetupView(actor.getSnapshot())).toBe('on')

    actor.send({ type: 'regenerate' })
    await waitFor(actor, settled)
    expect(selectRecoveryCodes(actor.getSnapshot())).toEqual([...CODES].reverse())

    actor.send({ type: 'disable' })
    expect(selectAskingToDisable(actor.getSnapshot())).toBe(true)
    expect(selectRecoveryCodes(actor.getSnapshot())).toEqual([])
    actor.send({ type: 'keep' })
    expect(selectAskingToDisable(actor.getSnapshot())).toBe(false)
    expect(sent).toEqual(['regenerate'])

    actor.send({ type: 'disable' })
    actor.send({ type: 'disableConfirmed' })
    await waitFor(actor, settled)
    expect(sent).toEqual(['regenerate', 'disable'])
    expect(selectTwoFactorSetupView(actor.getSnapshot())).toBe('off')
    expect(selectTwoFactorNotice(actor.getSnapshot())).toBe(
      'A verificação em dois passos foi desactivada.',
    )
    expect(userChanged.mock.calls).toEqual([[{ type: 'userChanged', confirmedAt: null }]])
  })

  it('given a password confirmation the person cancelled, should show no failure', async () => {
    const { actor } = start({ failures: [new ApiError({ kind: 'confirmation-cancelled' })] })

    actor.send({ type: 'enable' })
    await waitFor(actor, settled)

    expect(selectTwoFactorSetupView(actor.getSnapshot())).toBe('off')
    expect(selectTwoFactorFailure(actor.getSnapshot())).toBeNull()
  })

  it('given a backend without two-factor (no `two_factor_confirmed_at`), should stop in unavailable', () => {
    const { actor } = start({ confirmedAt: 'absent' })

    expect(selectTwoFactorSetupView(actor.getSnapshot())).toBe('unavailable')
    expect(actor.getSnapshot().status).toBe('done')
  })
})
