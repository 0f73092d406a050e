// @vitest-environment node
import { ApiError, type CurrentUser, type TwoFactorAnswer } from '@conecta/session-machine'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type NonReducibleUnknown, waitFor } from 'xstate'
import { getShortestPaths, type StatePath } from 'xstate/graph'
import { accountEn } from './accountEn.js'
import { accountPt } from './accountStrings.js'
import { describeFailure } from './describeFailure.js'
import {
  type SignInAgainCalls,
  type SignInAgainEvent,
  type SignInAgainResult,
  type SignInAgainSnapshot,
  type SignInAgainWords,
  SignInFailure,
  selectSignInAgainCheckFailed as selectCheckFailed,
  selectSignInAgainFailureMessage as selectFailureMessage,
  selectSignInAgainFieldErrors as selectFieldErrors,
  selectSignInAgainOpen as selectOpen,
  selectSignInAgainPending as selectPending,
  selectSignInAgainRefusals as selectRefusals,
  selectSignInAgainSentEmail as selectSentEmail,
  selectSignInAgainTwoFactor as selectTwoFactor,
  selectSignInAgainTwoFactorRefusal as selectTwoFactorRefusal,
  selectSignInAgainTwoFactorRefusals as selectTwoFactorRefusals,
  signInAgainMachine,
} from './signInAgainMachine.js'
import { translateServerMessage } from './translateServerMessage.js'

const EMAIL_MISSING_MESSAGE = accountPt.signInAgain.emailMissing
const PASSWORD_MISSING_MESSAGE = accountPt.fields.passwordMissing

/** A person as the session holds them. */
function makeCurrentUser(id: number | string, name = `Pessoa ${id}`): CurrentUser {
  return {
    user: { id, name, email: `${id}@example.co.mz`, email_verified_at: null, created_at: '' },
    subscription: null,
  }
}

// The dialog's machine on its own: every call is a deferred promise the test
// settles, so each state a call leaves the machine in can be looked at.

interface Deferred<T> {
  resolve: (value: T) => void
  reject: (error: unknown) => void
}

/** A call the machine made: what it was sent, and the way to answer it. */
interface Call<I, O> extends Deferred<O> {
  input: I
  /** Neither answered nor stopped (the machine left its state). */
  inFlight: boolean
}

/** What every call of the machine is given besides its own input. */
type Given<I> = I & { calls: SignInAgainCalls; words: SignInAgainWords }

function withoutCallsAndWords<I>(input: Given<I>): I {
  const { calls: _calls, words: _words, ...own } = input
  // The rest of a `Given<I>` is the call's own input.
  return own as unknown as I
}

/** Calls the machine never makes here: the test's actors stand in for each. */
const unusedCalls: SignInAgainCalls = {
  logIn: () => Promise.reject(new Error('unused')),
  answerTwoFactor: () => Promise.reject(new Error('unused')),
  fetchSignedInUser: () => Promise.reject(new Error('unused')),
  confirmPassword: () => Promise.reject(new Error('unused')),
}

function callsOf<I, O>() {
  const calls: Array<Call<I, O>> = []
  const logic = fromPromise<O, Given<I>>(
    ({ input, signal }) =>
      new Promise<O>((resolve, reject) => {
        const call: Call<I, O> = {
          // What the call was given of its own: the machine's calls and words go with every one.
          input: withoutCallsAndWords(input),
          inFlight: true,
          resolve: (value) => {
            call.inFlight = false
            resolve(value)
          },
          reject: (error) => {
            call.inFlight = false
            reject(error)
          },
        }
        signal.addEventListener('abort', () => {
          call.inFlight = false
        })
        calls.push(call)
      }),
  )
  /** The last call, which the test answers. */
  const last = (): Call<I, O> => {
    const call = calls.at(-1)
    if (call === undefined) throw new Error('No call was made')
    return call
  }
  return { calls, logic, last }
}

/** What the app's calls reject with: the server's answer, described in Portuguese. */
const described = (error: ApiError) =>
  new SignInFailure(describeFailure(error, translateServerMessage), error)

const wrongCredentials = () =>
  described(
    new ApiError({
      kind: 'http',
      status: 422,
      serverMessage: 'These credentials do not match our records.',
      fieldErrors: { email: ['These credentials do not match our records.'] },
    }),
  )
const tooManyTries = () =>
  described(new ApiError({ kind: 'http', status: 429, retryAfterSeconds: 37 }))
const noAnswer = () => described(new ApiError({ kind: 'network' }))
const wrongCode = () =>
  described(
    new ApiError({
      kind: 'http',
      status: 422,
      fieldErrors: { code: ['The provided two factor authentication code was invalid.'] },
    }),
  )

const NETWORK_MESSAGE = /Não foi possível ligar ao servidor/
const ANA = makeCurrentUser(1, 'Ana Machava')
const JOAO = makeCurrentUser(2, 'João Tembe')

function start(heldUserId: CurrentUser['user']['id'] = 1, words = accountPt) {
  const logIn = callsOf<{ email: string; password: string }, { twoFactor: boolean }>()
  const answerTwoFactor = callsOf<{ answer: TwoFactorAnswer }, void>()
  const fetchSignedInUser = callsOf<NonReducibleUnknown, CurrentUser>()
  const confirmPassword = callsOf<{ password: string }, void>()
  const reported: SignInAgainResult[] = []
  const report = vi.fn((result: SignInAgainResult) => {
    reported.push(result)
  })
  const actor = createActor(
    signInAgainMachine.provide({
      actors: {
        logIn: logIn.logic,
        answerTwoFactor: answerTwoFactor.logic,
        fetchSignedInUser: fetchSignedInUser.logic,
        confirmPassword: confirmPassword.logic,
      },
      actions: { report: (_, result) => report(result) },
    }),
    { input: { heldUserId, calls: unusedCalls, words } },
  ).start()
  const snapshot = () => actor.getSnapshot()
  const until = (predicate: (snapshot: SignInAgainSnapshot) => boolean) =>
    waitFor(actor, predicate, { timeout: 1000 })
  return {
    actor,
    snapshot,
    until,
    logIn,
    answerTwoFactor,
    fetchSignedInUser,
    confirmPassword,
    report,
    reported,
  }
}

type Started = ReturnType<typeof start>

/** Signs in with the right password, without two-factor, up to `checking`. */
async function signIn(machine: Started, email = 'ana@example.co.mz', password = 'password') {
  machine.actor.send({ type: 'signIn.submit', email, password })
  expect(machine.snapshot().matches('loggingIn')).toBe(true)
  machine.logIn.last().resolve({ twoFactor: false })
  await machine.until((snapshot) => snapshot.matches('checking'))
}

/** Up to the second step: the password was right and two-factor is on. */
async function reachTwoFactor(machine: Started, email = 'ana@example.co.mz') {
  machine.actor.send({ type: 'signIn.submit', email, password: 'password' })
  machine.logIn.last().resolve({ twoFactor: true })
  await machine.until((snapshot) => snapshot.matches('twoFactor'))
}

describe('signInAgainMachine', () => {
  it('given it just opened, should ask for the e-mail and password, with nothing pending nor refused', () => {
    const { snapshot } = start()

    expect(snapshot().matches({ credentials: 'idle' })).toBe(true)
    expect(selectOpen(snapshot())).toBe(true)
    expect(selectPending(snapshot())).toBe(false)
    expect(selectTwoFactor(snapshot())).toBe(false)
    expect(selectFieldErrors(snapshot())).toEqual({})
    expect(selectFailureMessage(snapshot())).toBeNull()
    expect(selectCheckFailed(snapshot())).toBe(false)
    expect(selectSentEmail(snapshot())).toBe('')
  })

  describe('credentials', () => {
    it('given an empty e-mail and password, should ask for both in Portuguese without calling the server', () => {
      const { actor, snapshot, logIn } = start()

      actor.send({ type: 'signIn.submit', email: '', password: '' })

      expect(snapshot().matches({ credentials: 'refused' })).toBe(true)
      expect(selectFieldErrors(snapshot())).toEqual({
        email: [EMAIL_MISSING_MESSAGE],
        password: [PASSWORD_MISSING_MESSAGE],
      })
      expect(EMAIL_MISSING_MESSAGE).toBe('Introduza o seu e-mail.')
      expect(PASSWORD_MISSING_MESSAGE).toBe('Introduza a sua palavra-passe.')
      // The messages are by the fields: nothing above the buttons.
      expect(selectFailureMessage(snapshot())).toBeNull()
      expect(snapshot().context.failure?.message).toBe(
        'Corrija os campos assinalados e tente novamente.',
      )
      expect(selectRefusals(snapshot())).toBe(1)
      expect(logIn.calls).toEqual([])
    })

    it('given only the password missing, should ask for it alone, and count each refusal', () => {
      const { actor, snapshot, logIn } = start()

      actor.send({ type: 'signIn.submit', email: 'ana@example.co.mz', password: '' })
      expect(selectFieldErrors(snapshot())).toEqual({ password: [PASSWORD_MISSING_MESSAGE] })

      actor.send({ type: 'signIn.submit', email: '', password: 'password' })
      expect(selectFieldErrors(snapshot())).toEqual({ email: [EMAIL_MISSING_MESSAGE] })
      expect(selectRefusals(snapshot())).toBe(2)
      expect(logIn.calls).toEqual([])
    })

    it('given wrong credentials (422), should say so beside the e-mail in Portuguese and count the refusal', async () => {
      const { actor, snapshot, until, logIn } = start()

      actor.send({ type: 'signIn.submit', email: 'ana@example.co.mz', password: 'errada-123' })
      expect(selectPending(snapshot())).toBe(true)
      expect(selectFieldErrors(snapshot())).toEqual({})
      logIn.last().reject(wrongCredentials())
      await until((snapshot) => snapshot.matches({ credentials: 'refused' }))

      expect(selectPending(snapshot())).toBe(false)
      expect(selectFieldErrors(snapshot())).toEqual({
        email: ['E-mail ou palavra-passe incorrectos.'],
      })
      expect(selectFailureMessage(snapshot())).toBeNull()
      expect(selectRefusals(snapshot())).toBe(1)
      expect(selectSentEmail(snapshot())).toBe('ana@example.co.mz')
      expect(logIn.calls.map((call) => call.input)).toEqual([
        { email: 'ana@example.co.mz', password: 'errada-123' },
      ])

      // Refused again: the count grows, so the view moves the focus again.
      actor.send({ type: 'signIn.submit', email: 'ana@example.co.mz', password: 'errada-456' })
      logIn.last().reject(wrongCredentials())
      await until((snapshot) => selectRefusals(snapshot) === 2)
      expect(snapshot().matches({ credentials: 'refused' })).toBe(true)
    })

    it('given a 422 the app did not describe (a bare ApiError), should still show its field message', async () => {
      const { actor, snapshot, until, logIn } = start()

      actor.send({ type: 'signIn.submit', email: 'ana@example.co.mz', password: 'errada-123' })
      logIn.last().reject(
        new ApiError({
          kind: 'http',
          status: 422,
          fieldErrors: { email: ['These credentials do not match our records.'] },
        }),
      )
      await until((snapshot) => snapshot.matches({ credentials: 'refused' }))

      // Untranslated, as sent: failureOf describes it without the translations.
      expect(selectFieldErrors(snapshot())).toEqual({
        email: ['These credentials do not match our records.'],
      })
      expect(selectRefusals(snapshot())).toBe(1)
    })

    it('given too many tries (429), should refuse with how long to wait above the buttons', async () => {
      const { actor, snapshot, until, logIn } = start()

      actor.send({ type: 'signIn.submit', email: 'ana@example.co.mz', password: 'password' })
      logIn.last().reject(tooManyTries())
      await until((snapshot) => snapshot.matches({ credentials: 'refused' }))

      expect(selectFieldErrors(snapshot())).toEqual({})
      expect(selectFailureMessage(snapshot())).toBe(
        'Demasiadas tentativas. Tente novamente dentro de 37 segundos.',
      )
      expect(selectRefusals(snapshot())).toBe(1)
    })

    it('given no answer to the login, should say so above the buttons, and send it again on submit', async () => {
      const { actor, snapshot, until, logIn } = start()

      actor.send({ type: 'signIn.submit', email: 'ana@example.co.mz', password: 'password' })
      logIn.last().reject(noAnswer())
      await until((snapshot) => snapshot.matches({ credentials: 'failed' }))

      expect(selectFailureMessage(snapshot())).toMatch(NETWORK_MESSAGE)
      expect(selectFieldErrors(snapshot())).toEqual({})
      // Not a refusal: the view does not move the focus.
      expect(selectRefusals(snapshot())).toBe(0)
      expect(selectPending(snapshot())).toBe(false)

      actor.send({ type: 'signIn.submit', email: 'ana@example.co.mz', password: 'password' })
      expect(snapshot().matches('loggingIn')).toBe(true)
      expect(selectFailureMessage(snapshot())).toBeNull()
      logIn.last().resolve({ twoFactor: false })
      await until((snapshot) => snapshot.matches('checking'))

      expect(logIn.calls.map((call) => call.input)).toEqual([
        { email: 'ana@example.co.mz', password: 'password' },
        { email: 'ana@example.co.mz', password: 'password' },
      ])
      expect(snapshot().context.failure).toBeNull()
    })

    it('given the login answered through a redirect (someone already signed in), should ask the server who', async () => {
      const { actor, snapshot, until, logIn, fetchSignedInUser } = start()

      actor.send({ type: 'signIn.submit', email: 'ana@example.co.mz', password: 'password' })
      logIn.last().reject(described(new ApiError({ kind: 'redirected', status: 200 })))
      await until((snapshot) => snapshot.matches('checking'))

      expect(fetchSignedInUser.calls).toHaveLength(1)
      expect(selectPending(snapshot())).toBe(true)
      expect(selectFailureMessage(snapshot())).toBeNull()
    })
  })

  describe('who signed in', () => {
    it('given the same person, should confirm the password just typed, then report them', async () => {
      const machine = start()
      const { snapshot, until, fetchSignedInUser, confirmPassword, report } = machine

      await signIn(machine, 'ana@example.co.mz', 'a-minha-senha')
      expect(selectPending(snapshot())).toBe(true)
      fetchSignedInUser.last().resolve(ANA)
      await until((snapshot) => snapshot.matches('confirming'))

      expect(selectPending(snapshot())).toBe(true)
      expect(selectOpen(snapshot())).toBe(true)
      expect(report).not.toHaveBeenCalled()
      expect(confirmPassword.calls.map((call) => call.input)).toEqual([
        { password: 'a-minha-senha' },
      ])

      confirmPassword.last().resolve()
      await until((snapshot) => snapshot.status === 'done')

      expect(snapshot().value).toBe('same')
      expect(selectOpen(snapshot())).toBe(false)
      expect(selectPending(snapshot())).toBe(false)
      expect(report).toHaveBeenCalledTimes(1)
      expect(report).toHaveBeenCalledWith({ person: 'same', user: ANA })
    })

    it('given the same person with the id as a string (a UUID backend), should still be the same', async () => {
      const machine = start('1')
      await signIn(machine)
      machine.fetchSignedInUser.last().resolve(ANA)
      await machine.until((snapshot) => snapshot.matches('confirming'))
      machine.confirmPassword.last().resolve()
      await machine.until((snapshot) => snapshot.status === 'done')

      expect(machine.report).toHaveBeenCalledWith({ person: 'same', user: ANA })
    })

    it('given the confirmation of the password failing, should still end as the same person', async () => {
      const machine = start()
      await signIn(machine)
      machine.fetchSignedInUser.last().resolve(ANA)
      await machine.until((snapshot) => snapshot.matches('confirming'))

      machine.confirmPassword.last().reject(noAnswer())
      await machine.until((snapshot) => snapshot.status === 'done')

      expect(machine.snapshot().value).toBe('same')
      expect(machine.report).toHaveBeenCalledTimes(1)
      expect(machine.report).toHaveBeenCalledWith({ person: 'same', user: ANA })
    })

    it('given another person, should report them as other without confirming any password', async () => {
      const machine = start()
      await signIn(machine, 'joao@example.co.mz', 'a-senha-do-joao')
      machine.fetchSignedInUser.last().resolve(JOAO)
      await machine.until((snapshot) => snapshot.status === 'done')

      expect(machine.snapshot().value).toBe('other')
      expect(selectOpen(machine.snapshot())).toBe(false)
      expect(machine.report).toHaveBeenCalledTimes(1)
      expect(machine.report).toHaveBeenCalledWith({ person: 'other' })
      expect(machine.confirmPassword.calls).toEqual([])
      // Nothing of the other person is told: only that it was someone else.
      expect(machine.reported).toEqual([{ person: 'other' }])
    })

    it('given someone unverified signed in (409), should report other: without an id it cannot be the same person', async () => {
      const machine = start()
      await signIn(machine)
      machine.fetchSignedInUser.last().reject(
        described(
          new ApiError({
            kind: 'http',
            status: 409,
            serverMessage: 'Your email address is not verified.',
          }),
        ),
      )
      await machine.until((snapshot) => snapshot.status === 'done')

      expect(machine.snapshot().value).toBe('other')
      expect(machine.report).toHaveBeenCalledWith({ person: 'other' })
      expect(machine.confirmPassword.calls).toEqual([])
    })

    it('given nobody signed in after all (401), should ask for the e-mail and password again with a message', async () => {
      const machine = start()
      await signIn(machine)
      machine.fetchSignedInUser
        .last()
        .reject(
          described(new ApiError({ kind: 'http', status: 401, serverMessage: 'Unauthenticated.' })),
        )
      await machine.until((snapshot) => snapshot.matches({ credentials: 'failed' }))

      expect(selectFailureMessage(machine.snapshot())).toBe('Você não está autenticado')
      expect(selectFieldErrors(machine.snapshot())).toEqual({})
      expect(selectOpen(machine.snapshot())).toBe(true)
      expect(machine.report).not.toHaveBeenCalled()
    })

    it('given no answer to who signed in, should wait in checkFailed until asked again, then go on', async () => {
      const machine = start()
      const { actor, snapshot, until, fetchSignedInUser, logIn } = machine
      await signIn(machine)
      fetchSignedInUser.last().reject(noAnswer())
      await until((snapshot) => snapshot.matches('checkFailed'))

      expect(selectCheckFailed(snapshot())).toBe(true)
      expect(selectPending(snapshot())).toBe(false)
      expect(selectFailureMessage(snapshot())).toMatch(NETWORK_MESSAGE)
      expect(selectOpen(snapshot())).toBe(true)

      // Signed in already: a submit does not sign in again, only retry asks.
      actor.send({ type: 'signIn.submit', email: 'x@example.co.mz', password: 'x' })
      expect(snapshot().matches('checkFailed')).toBe(true)
      expect(logIn.calls).toHaveLength(1)

      actor.send({ type: 'signIn.retry' })
      expect(snapshot().matches('checking')).toBe(true)
      expect(selectFailureMessage(snapshot())).toBeNull()
      expect(fetchSignedInUser.calls).toHaveLength(2)

      fetchSignedInUser.last().resolve(JOAO)
      await until((snapshot) => snapshot.status === 'done')
      expect(machine.report).toHaveBeenCalledWith({ person: 'other' })
    })

    it('given the check failed, after cancel, should report nobody', async () => {
      const machine = start()
      await signIn(machine)
      machine.fetchSignedInUser.last().reject(noAnswer())
      await machine.until((snapshot) => snapshot.matches('checkFailed'))

      machine.actor.send({ type: 'signIn.cancel' })

      expect(machine.snapshot().value).toBe('cancelled')
      expect(machine.report).toHaveBeenCalledWith({ person: 'nobody' })
    })
  })

  describe('two-factor', () => {
    it('given two-factor on, should ask for the code, then ask who signed in once it is answered', async () => {
      const machine = start()
      const { actor, snapshot, until, answerTwoFactor, fetchSignedInUser } = machine
      await reachTwoFactor(machine)

      expect(snapshot().matches({ twoFactor: 'idle' })).toBe(true)
      expect(selectTwoFactor(snapshot())).toBe(true)
      expect(selectPending(snapshot())).toBe(false)
      expect(fetchSignedInUser.calls).toEqual([])

      actor.send({ type: 'signIn.twoFactor.answer', answer: { code: '123456' } })
      expect(snapshot().matches('verifying')).toBe(true)
      expect(selectTwoFactor(snapshot())).toBe(true)
      expect(selectPending(snapshot())).toBe(true)
      expect(answerTwoFactor.calls.map((call) => call.input)).toEqual([
        { answer: { code: '123456' } },
      ])

      answerTwoFactor.last().resolve()
      await until((snapshot) => snapshot.matches('checking'))
      expect(selectTwoFactor(snapshot())).toBe(false)

      fetchSignedInUser.last().resolve(ANA)
      await until((snapshot) => snapshot.matches('confirming'))
      expect(machine.confirmPassword.last().input).toEqual({ password: 'password' })
      machine.confirmPassword.last().resolve()
      await until((snapshot) => snapshot.status === 'done')
      expect(machine.report).toHaveBeenCalledWith({ person: 'same', user: ANA })
    })

    it('given a recovery code, should send it as it was handed', async () => {
      const machine = start()
      await reachTwoFactor(machine)

      machine.actor.send({
        type: 'signIn.twoFactor.answer',
        answer: { recovery_code: 'abcdefghij-klmnopqrst' },
      })

      expect(machine.answerTwoFactor.last().input).toEqual({
        answer: { recovery_code: 'abcdefghij-klmnopqrst' },
      })
    })

    it('given a wrong code (422), should refuse it for the step, count it, and take another answer', async () => {
      const machine = start()
      const { actor, snapshot, until, answerTwoFactor } = machine
      await reachTwoFactor(machine)

      actor.send({ type: 'signIn.twoFactor.answer', answer: { code: '000000' } })
      answerTwoFactor.last().reject(wrongCode())
      await until((snapshot) => snapshot.matches({ twoFactor: 'refused' }))

      expect(selectTwoFactor(snapshot())).toBe(true)
      expect(selectTwoFactorRefusals(snapshot())).toBe(1)
      expect(selectTwoFactorRefusal(snapshot())?.fieldErrors).toEqual({
        code: [
          'O código não é válido. Introduza o código que a aplicação de autenticação mostra agora.',
        ],
      })
      // The step's own summary says it; nothing by the e-mail nor above the buttons.
      expect(selectFieldErrors(snapshot())).toEqual({})
      expect(selectFailureMessage(snapshot())).toBeNull()
      expect(selectRefusals(snapshot())).toBe(0)

      actor.send({ type: 'signIn.twoFactor.answer', answer: { code: '111111' } })
      expect(snapshot().matches('verifying')).toBe(true)
      expect(selectTwoFactorRefusal(snapshot())).toBeNull()
      answerTwoFactor.last().reject(wrongCode())
      await until((snapshot) => selectTwoFactorRefusals(snapshot) === 2)
      expect(answerTwoFactor.calls.map((call) => call.input)).toEqual([
        { answer: { code: '000000' } },
        { answer: { code: '111111' } },
      ])
    })

    it('given no answer to the code, should say so above the buttons and stay on the step', async () => {
      const machine = start()
      await reachTwoFactor(machine)

      machine.actor.send({ type: 'signIn.twoFactor.answer', answer: { code: '123456' } })
      machine.answerTwoFactor.last().reject(noAnswer())
      await machine.until((snapshot) => snapshot.matches({ twoFactor: 'failed' }))

      expect(selectTwoFactor(machine.snapshot())).toBe(true)
      expect(selectFailureMessage(machine.snapshot())).toMatch(NETWORK_MESSAGE)
      expect(selectTwoFactorRefusal(machine.snapshot())).toBeNull()
      expect(selectTwoFactorRefusals(machine.snapshot())).toBe(0)
    })

    it('after Voltar, should ask for the e-mail and password again, the e-mail sent kept', async () => {
      const machine = start()
      const { actor, snapshot, until, answerTwoFactor } = machine
      await reachTwoFactor(machine, 'ana@example.co.mz')
      actor.send({ type: 'signIn.twoFactor.answer', answer: { code: '000000' } })
      answerTwoFactor.last().reject(wrongCode())
      await until((snapshot) => snapshot.matches({ twoFactor: 'refused' }))

      actor.send({ type: 'signIn.twoFactor.back' })

      expect(snapshot().matches({ credentials: 'idle' })).toBe(true)
      expect(selectTwoFactor(snapshot())).toBe(false)
      expect(selectSentEmail(snapshot())).toBe('ana@example.co.mz')
      expect(snapshot().context.failure).toBeNull()
      expect(selectFieldErrors(snapshot())).toEqual({})
      expect(selectFailureMessage(snapshot())).toBeNull()
    })
  })

  describe('cancel', () => {
    it('after cancel from the e-mail and password, should report nobody once, with no call made', () => {
      const { actor, snapshot, report, logIn } = start()

      actor.send({ type: 'signIn.cancel' })

      expect(snapshot().value).toBe('cancelled')
      expect(selectOpen(snapshot())).toBe(false)
      expect(report).toHaveBeenCalledTimes(1)
      expect(report).toHaveBeenCalledWith({ person: 'nobody' })
      expect(logIn.calls).toEqual([])
    })

    it('after cancel from a refusal, should report nobody', async () => {
      const { actor, snapshot, until, report, logIn } = start()
      actor.send({ type: 'signIn.submit', email: 'ana@example.co.mz', password: 'errada' })
      logIn.last().reject(wrongCredentials())
      await until((snapshot) => snapshot.matches({ credentials: 'refused' }))

      actor.send({ type: 'signIn.cancel' })

      expect(snapshot().value).toBe('cancelled')
      expect(report).toHaveBeenCalledWith({ person: 'nobody' })
    })

    it('after cancel from the two-factor step, should report nobody', async () => {
      const machine = start()
      await reachTwoFactor(machine)

      machine.actor.send({ type: 'signIn.cancel' })

      expect(machine.snapshot().value).toBe('cancelled')
      expect(selectOpen(machine.snapshot())).toBe(false)
      expect(machine.report).toHaveBeenCalledTimes(1)
      expect(machine.report).toHaveBeenCalledWith({ person: 'nobody' })
      expect(machine.answerTwoFactor.calls).toEqual([])
    })

    it('while the login is on its way, should ignore cancel and a second submit', async () => {
      const machine = start()
      const { actor, snapshot, until, logIn, report } = machine

      actor.send({ type: 'signIn.submit', email: 'ana@example.co.mz', password: 'password' })
      actor.send({ type: 'signIn.cancel' })
      actor.send({ type: 'signIn.submit', email: 'outra@example.co.mz', password: 'outra' })

      expect(snapshot().matches('loggingIn')).toBe(true)
      expect(selectOpen(snapshot())).toBe(true)
      expect(selectPending(snapshot())).toBe(true)
      expect(report).not.toHaveBeenCalled()
      expect(logIn.calls).toHaveLength(1)

      logIn.last().resolve({ twoFactor: false })
      await until((snapshot) => snapshot.matches('checking'))
      expect(report).not.toHaveBeenCalled()
    })

    it('while the code, who signed in, or the password confirmation is on its way, should ignore cancel', async () => {
      const machine = start()
      const { actor, snapshot, until, answerTwoFactor, fetchSignedInUser, report } = machine
      await reachTwoFactor(machine)

      actor.send({ type: 'signIn.twoFactor.answer', answer: { code: '123456' } })
      actor.send({ type: 'signIn.cancel' })
      actor.send({ type: 'signIn.twoFactor.back' })
      expect(snapshot().matches('verifying')).toBe(true)

      answerTwoFactor.last().resolve()
      await until((snapshot) => snapshot.matches('checking'))
      actor.send({ type: 'signIn.cancel' })
      actor.send({ type: 'signIn.retry' })
      expect(snapshot().matches('checking')).toBe(true)
      expect(fetchSignedInUser.calls).toHaveLength(1)

      fetchSignedInUser.last().resolve(ANA)
      await until((snapshot) => snapshot.matches('confirming'))
      actor.send({ type: 'signIn.cancel' })
      expect(snapshot().matches('confirming')).toBe(true)
      expect(selectOpen(snapshot())).toBe(true)
      expect(report).not.toHaveBeenCalled()

      machine.confirmPassword.last().resolve()
      await until((snapshot) => snapshot.status === 'done')
      expect(report).toHaveBeenCalledTimes(1)
      expect(report).toHaveBeenCalledWith({ person: 'same', user: ANA })
    })
  })
})

/*
 * Model-based, as paymentMachine.model.test.ts: xstate/graph walks the
 * machine's own graph, and every shortest path is replayed on an actor whose
 * calls are the deferred fakes above, settled by the path's done and error
 * events. The invocations have no ids of their own: xstate names them
 * `<index>.<state node id>`.
 */

type ModelEvent =
  | SignInAgainEvent
  | { type: `xstate.done.actor.${string}`; output?: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown }
  | { type: 'xstate.init' }

const invocation = {
  logIn: '0.signInAgain.loggingIn',
  answerTwoFactor: '0.signInAgain.verifying',
  fetchSignedInUser: '0.signInAgain.checking',
  confirmPassword: '0.signInAgain.confirming',
} as const

const done = (call: keyof typeof invocation, output?: unknown): ModelEvent => ({
  type: `xstate.done.actor.${invocation[call]}`,
  output,
})
const failed = (call: keyof typeof invocation, error: unknown): ModelEvent => ({
  type: `xstate.error.actor.${invocation[call]}`,
  error,
})

const modelEvents: ModelEvent[] = [
  { type: 'signIn.submit', email: '', password: '' },
  { type: 'signIn.submit', email: 'ana@example.co.mz', password: 'password' },
  { type: 'signIn.twoFactor.answer', answer: { code: '123456' } },
  { type: 'signIn.twoFactor.back' },
  { type: 'signIn.retry' },
  { type: 'signIn.cancel' },
  done('logIn', { twoFactor: false }),
  done('logIn', { twoFactor: true }),
  failed('logIn', wrongCredentials()),
  failed('logIn', tooManyTries()),
  failed('logIn', noAnswer()),
  failed('logIn', described(new ApiError({ kind: 'redirected', status: 200 }))),
  done('answerTwoFactor'),
  failed('answerTwoFactor', wrongCode()),
  failed('answerTwoFactor', noAnswer()),
  done('fetchSignedInUser', ANA),
  done('fetchSignedInUser', JOAO),
  failed('fetchSignedInUser', described(new ApiError({ kind: 'http', status: 409 }))),
  failed('fetchSignedInUser', described(new ApiError({ kind: 'http', status: 401 }))),
  failed('fetchSignedInUser', noAnswer()),
  done('confirmPassword'),
  failed('confirmPassword', noAnswer()),
]

/** What matters of a snapshot; the refusal counts only as "any", so the graph stays finite. */
function abstractState(snapshot: SignInAgainSnapshot): string {
  const { context } = snapshot
  return JSON.stringify({
    value: snapshot.value,
    status: snapshot.status,
    email: context.email,
    password: context.password,
    signedIn: context.signedIn?.user.id ?? null,
    failure: context.failure && [context.failure.message, context.failure.fieldErrors],
    refused: context.refusals > 0,
    twoFactorRefused: context.twoFactorRefusals > 0,
  })
}

/** Vertices keep how a state was entered, so the paths lead through every transition. */
function serializeVertex(
  snapshot: SignInAgainSnapshot,
  event?: ModelEvent,
  previous?: SignInAgainSnapshot,
): string {
  const from = JSON.stringify(previous?.value)
  const entered =
    event === undefined || previous === undefined || from === JSON.stringify(snapshot.value)
      ? ''
      : ` via ${event.type} from ${from}`
  return abstractState(snapshot) + entered
}

const modelPaths = getShortestPaths(signInAgainMachine, {
  input: { heldUserId: 1, calls: unusedCalls, words: accountPt },
  events: modelEvents as SignInAgainEvent[],
  filterEvents: (snapshot, event) => snapshot.status === 'active' && snapshot.can(event),
  serializeState: (snapshot, event, previous) =>
    serializeVertex(snapshot, event as ModelEvent | undefined, previous),
}) as Array<StatePath<SignInAgainSnapshot, ModelEvent>>

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

async function perform(machine: Started, event: ModelEvent): Promise<void> {
  // The graph opens every path with the start event, which start() already did.
  if (event.type === 'xstate.init') return
  if (!event.type.startsWith('xstate.')) {
    machine.actor.send(event as SignInAgainEvent)
    return
  }
  const id = event.type.replace(/^xstate\.(done|error)\.actor\./, '')
  const name = (Object.keys(invocation) as Array<keyof typeof invocation>).find(
    (key) => invocation[key] === id,
  )
  if (name === undefined) throw new Error(`No fake for ${event.type}`)
  const call = machine[name].calls.at(-1) as Call<unknown, unknown> | undefined
  expect(call?.inFlight, `a ${name} call in flight`).toBe(true)
  if ('error' in event) call?.reject(event.error)
  else call?.resolve('output' in event ? event.output : undefined)
  await settle()
}

/** What holds in every state, whatever path led there. */
function checkInvariants(machine: Started, snapshot: SignInAgainSnapshot, path: string): void {
  const inFlight = (name: keyof typeof invocation) =>
    machine[name].calls.filter((call) => call.inFlight).length
  // One call at a time, the one of the state; a call on its way is what "pending" means.
  expect(inFlight('logIn'), path).toBe(snapshot.matches('loggingIn') ? 1 : 0)
  expect(inFlight('answerTwoFactor'), path).toBe(snapshot.matches('verifying') ? 1 : 0)
  expect(inFlight('fetchSignedInUser'), path).toBe(snapshot.matches('checking') ? 1 : 0)
  expect(inFlight('confirmPassword'), path).toBe(snapshot.matches('confirming') ? 1 : 0)
  expect(selectPending(snapshot), path).toBe(
    ['logIn', 'answerTwoFactor', 'fetchSignedInUser', 'confirmPassword'].some(
      (name) => inFlight(name as keyof typeof invocation) > 0,
    ),
  )
  expect(selectOpen(snapshot), path).toBe(snapshot.status === 'active')
  expect(selectTwoFactor(snapshot), path).toBe(
    snapshot.matches('twoFactor') || snapshot.matches('verifying'),
  )
  if (!snapshot.matches({ credentials: 'refused' })) {
    expect(selectFieldErrors(snapshot), path).toEqual({})
  }
  if (selectPending(snapshot)) expect(selectFailureMessage(snapshot), path).toBeNull()
  // Nothing is sent empty.
  for (const call of machine.logIn.calls) {
    expect(call.input.email, path).not.toBe('')
    expect(call.input.password, path).not.toBe('')
  }
  // The password is confirmed only for the person of the form, with what they typed.
  for (const call of machine.confirmPassword.calls) {
    expect(snapshot.context.signedIn?.user.id, path).toBe(1)
    expect(call.input.password, path).toBe(machine.logIn.calls.at(-1)?.input.password)
  }
  // Reported once, on closing, and as the final state says.
  if (snapshot.status === 'done') {
    expect(machine.reported, path).toHaveLength(1)
    const expected: Record<string, SignInAgainResult> = {
      same: { person: 'same', user: ANA },
      other: { person: 'other' },
      cancelled: { person: 'nobody' },
    }
    expect(machine.reported[0], path).toEqual(expected[String(snapshot.value)])
    if (snapshot.value === 'same') expect(machine.confirmPassword.calls, path).toHaveLength(1)
    else expect(machine.confirmPassword.calls, path).toHaveLength(0)
  } else {
    expect(machine.reported, path).toEqual([])
  }
}

describe('signInAgainMachine model', () => {
  it('should reach every final state', () => {
    const finals = new Set(
      modelPaths.filter((path) => path.state.status === 'done').map((path) => path.state.value),
    )
    expect([...finals].sort()).toEqual(['cancelled', 'other', 'same'])
  })

  it('given every shortest path, should end where the graph says, keeping the invariants on the way', async () => {
    expect(modelPaths.length).toBeGreaterThan(20)
    for (const path of modelPaths) {
      const machine = start()
      const name = path.steps.map((step) => step.event.type).join(' → ')
      for (const step of path.steps) {
        const before = machine.snapshot()
        await perform(machine, step.event)
        const reached = machine.snapshot()
        // Nothing the person does moves the dialog while a call is on its way.
        if (selectPending(before) && !step.event.type.startsWith('xstate.')) {
          expect(abstractState(reached), `${name}: ${step.event.type} while pending`).toBe(
            abstractState(before),
          )
        }
        expect(abstractState(reached), `${name}: after ${step.event.type}`).toBe(
          abstractState(step.state),
        )
        checkInvariants(machine, reached, name)
      }
      machine.actor.stop()
    }
  })
})

describe('signInAgainMachine through its calls', () => {
  /** The machine as a host runs it: its own actors over `calls`, in `words`. */
  function startWithCalls(calls: Partial<SignInAgainCalls>, words = accountEn) {
    const reported: SignInAgainResult[] = []
    const actor = createActor(
      signInAgainMachine.provide({ actions: { report: (_, result) => reported.push(result) } }),
      { input: { heldUserId: 1, calls: { ...unusedCalls, ...calls }, words } },
    ).start()
    return { actor, reported }
  }

  it('given English, should refuse empty fields and say a failed call in English, then sign the same person in and confirm their password', async () => {
    const sent: string[] = []
    let network = true
    const { actor, reported } = startWithCalls({
      async logIn({ email, password }) {
        sent.push(`login ${email} ${password}`)
        if (network) throw new ApiError({ kind: 'network' })
        return { twoFactor: false }
      },
      async fetchSignedInUser() {
        sent.push('user')
        return ANA
      },
      async confirmPassword(password) {
        sent.push(`confirm ${password}`)
      },
    })

    actor.send({ type: 'signIn.submit', email: '', password: '' })
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({
      email: ['Enter your email.'],
      password: [accountEn.fields.passwordMissing],
    })
    expect(actor.getSnapshot().context.failure?.message).toBe(accountEn.failure.validation)

    actor.send({ type: 'signIn.submit', email: 'ana@example.co.mz', password: 'password' })
    await waitFor(actor, (snapshot) => snapshot.matches({ credentials: 'failed' }))
    expect(selectFailureMessage(actor.getSnapshot())).toBe(
      'Could not reach the server. Check your internet connection and try again.',
    )

    network = false
    actor.send({ type: 'signIn.submit', email: 'ana@example.co.mz', password: 'password' })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(sent).toEqual([
      'login ana@example.co.mz password',
      'login ana@example.co.mz password',
      'user',
      'confirm password',
    ])
    expect(reported).toEqual([{ person: 'same', user: ANA }])
  })
})
