import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { createSessionHarness } from '../test/createSessionHarness.js'
import {
  freshUser,
  otherPerson,
  throttled,
  unauthenticated,
  wrongTwoFactorCode,
} from '../test/fixtures.js'
import { isTwoFactorChallengeRequired } from './answerTwoFactorChallenge.js'
import { createSanctumClient } from './createSanctumClient.js'
import { createUserStorage } from './createUserStorage.js'
import { selectSessionStatus } from './selectSessionStatus.js'
import { selectSessionUser } from './selectSessionUser.js'
import { selectTwoFactorChallenge, selectTwoFactorVerifying } from './selectTwoFactorChallenge.js'
import { type SessionEmitted, sessionMachine } from './sessionMachine.js'

const primed = { ok: true, status: 204 } as const

/** A visitor on the login page whose password was right and whose account has two-factor on. */
async function challenged() {
  const session = createSessionHarness()
  const emitted: SessionEmitted[] = []
  session.actor.on('*', (event) => emitted.push(event))
  session.actor.start()
  session.pendingPrime().resolve(primed)
  await waitFor(session.actor, (snapshot) => snapshot.matches('fetchingUser'))
  session.pendingFetch().reject(unauthenticated())
  await waitFor(session.actor, (snapshot) => snapshot.matches('anonymous'))
  const fetchesBefore = session.fetches.length
  session.actor.send({ type: 'session.twoFactor.required' })
  // Long enough for any call the machine would start on entering the challenge.
  await new Promise((resolve) => setTimeout(resolve, 0))
  return { session, emitted, fetchesBefore }
}

describe('sessionMachine, signing in with two-factor on', () => {
  it('after the login asks for the challenge, should wait for it showing nobody, fetching no user and telling no tab', async () => {
    const { session, fetchesBefore } = await challenged()
    const snapshot = session.actor.getSnapshot()

    expect(snapshot.matches({ twoFactorChallenge: 'waiting' })).toBe(true)
    expect(selectTwoFactorChallenge(snapshot)).toEqual({ error: null, failures: 0 })
    expect(selectSessionStatus(snapshot)).toBe('anonymous')
    expect(selectSessionUser(snapshot)).toBeNull()
    expect(session.fetches).toHaveLength(fetchesBefore)
    expect(session.posted).toEqual([])
  })

  it('given a wrong code (422), should stay in the challenge with the message, and never fetch the user', async () => {
    const { session, fetchesBefore } = await challenged()

    session.actor.send({ type: 'session.twoFactor.answer', answer: { code: '000000' } })
    expect(selectTwoFactorVerifying(session.actor.getSnapshot())).toBe(true)
    const error = wrongTwoFactorCode()
    session.pendingChallengeAnswer().reject(error)
    await waitFor(session.actor, (snapshot) => snapshot.matches({ twoFactorChallenge: 'waiting' }))

    const challenge = selectTwoFactorChallenge(session.actor.getSnapshot())
    expect(challenge).toEqual({ error, failures: 1 })
    expect(challenge?.error?.fieldErrors.code).toEqual([
      'The provided two factor authentication code was invalid.',
    ])
    expect(session.challengeAnswers.map((call) => call.answer)).toEqual([{ code: '000000' }])
    expect(session.fetches).toHaveLength(fetchesBefore)
    expect(selectSessionUser(session.actor.getSnapshot())).toBeNull()
  })

  it('given a 429, should keep the challenge with the seconds to wait, counting each refusal', async () => {
    const { session } = await challenged()
    session.actor.send({ type: 'session.twoFactor.answer', answer: { code: '000000' } })
    session.pendingChallengeAnswer().reject(wrongTwoFactorCode())
    await waitFor(session.actor, (snapshot) => snapshot.matches({ twoFactorChallenge: 'waiting' }))

    session.actor.send({ type: 'session.twoFactor.answer', answer: { code: '111111' } })
    session.pendingChallengeAnswer().reject(throttled())
    await waitFor(session.actor, (snapshot) => selectTwoFactorChallenge(snapshot)?.failures === 2)

    const error = selectTwoFactorChallenge(session.actor.getSnapshot())?.error
    expect(error?.isThrottled).toBe(true)
    expect(error?.retryAfterSeconds).toBe(60)
    expect(error?.message).toBe('Demasiadas tentativas. Tente novamente dentro de 60 segundos.')
  })

  it('after the right answer, should say so, then fetch, show and share the user', async () => {
    const { session, emitted, fetchesBefore } = await challenged()

    session.actor.send({
      type: 'session.twoFactor.answer',
      answer: { recovery_code: 'abcdefghij-klmnopqrst' },
    })
    expect(session.fetches).toHaveLength(fetchesBefore)
    session.pendingChallengeAnswer().resolve()
    await waitFor(session.actor, (snapshot) => snapshot.matches('fetchingUser'))

    expect(emitted).toEqual([{ type: 'session.twoFactor.passed' }])
    expect(session.fetches).toHaveLength(fetchesBefore + 1)
    expect(selectTwoFactorChallenge(session.actor.getSnapshot())).toBeNull()
    session.pendingFetch().resolve(freshUser)
    await waitFor(session.actor, (snapshot) => snapshot.matches('authenticated'))
    expect(selectSessionUser(session.actor.getSnapshot())).toEqual(freshUser)
    expect(session.posted).toEqual([{ type: 'userStored', user: freshUser }])
  })

  it('after "Voltar", should be anonymous again without a fetch; while an answer is on its way, it waits for it', async () => {
    const { session, emitted, fetchesBefore } = await challenged()

    session.actor.send({ type: 'session.twoFactor.answer', answer: { code: '123456' } })
    session.actor.send({ type: 'session.twoFactor.cancel' })
    expect(selectTwoFactorVerifying(session.actor.getSnapshot())).toBe(true)
    session.pendingChallengeAnswer().reject(wrongTwoFactorCode())
    await waitFor(session.actor, (snapshot) => snapshot.matches({ twoFactorChallenge: 'waiting' }))

    session.actor.send({ type: 'session.twoFactor.cancel' })

    expect(session.actor.getSnapshot().value).toBe('anonymous')
    expect(selectTwoFactorChallenge(session.actor.getSnapshot())).toBeNull()
    expect(session.fetches).toHaveLength(fetchesBefore)
    expect(emitted).toEqual([])
  })

  it('should ignore a refresh or the connection coming back: the server would only say nobody is signed in yet', async () => {
    const { session, fetchesBefore } = await challenged()

    session.actor.send({ type: 'session.refresh' })
    session.goOnline()

    expect(session.actor.getSnapshot().matches({ twoFactorChallenge: 'waiting' })).toBe(true)
    expect(session.fetches).toHaveLength(fetchesBefore)
  })

  it('after someone signs in in another tab, should leave the challenge and ask the server who this tab is', async () => {
    const { session, fetchesBefore } = await challenged()

    session.storage.write(otherPerson)
    session.fromOtherTab({ type: 'userStored', user: otherPerson })

    expect(session.actor.getSnapshot().matches('fetchingUser')).toBe(true)
    expect(session.fetches).toHaveLength(fetchesBefore + 1)
    expect(selectSessionUser(session.actor.getSnapshot())).toBeNull()
  })

  it('after another tab signs out, should end the challenge on the login', async () => {
    const { session } = await challenged()

    session.fromOtherTab({ type: 'signedOut' })

    expect(session.actor.getSnapshot().value).toBe('anonymous')
    expect(session.posted).toEqual([])
  })

  describe('given the real actors against an API', () => {
    const API = 'https://api.conecta.test'
    const server = setupServer()
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
    afterEach(() => {
      server.resetHandlers()
      vi.restoreAllMocks()
    })
    afterAll(() => server.close())

    it('should send the answer to /two-factor-challenge and ask /api/user only after it was accepted', async () => {
      const calls: string[] = []
      let signedIn = false
      server.use(
        http.all(`${API}/*`, ({ request }) => {
          calls.push(`${request.method} ${new URL(request.url).pathname}`)
        }),
        http.get(`${API}/sanctum/csrf-cookie`, () => new HttpResponse(null, { status: 204 })),
        http.post(`${API}/login`, () => HttpResponse.json({ two_factor: true })),
        http.post(`${API}/two-factor-challenge`, async ({ request }) => {
          const body = (await request.json()) as { code?: string }
          if (body.code !== '123456') {
            return HttpResponse.json(
              {
                message: 'The provided two factor authentication code was invalid.',
                errors: { code: ['The provided two factor authentication code was invalid.'] },
              },
              { status: 422 },
            )
          }
          signedIn = true
          return new HttpResponse(null, { status: 204 })
        }),
        http.get(`${API}/api/user`, () =>
          signedIn
            ? HttpResponse.json({ user: freshUser.user })
            : HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
        ),
      )
      vi.spyOn(console, 'error').mockImplementation(() => {})
      const client = createSanctumClient({ baseURL: API, readCookie: () => undefined })
      const actor = createActor(sessionMachine, {
        input: {
          client,
          storage: createUserStorage(null),
          tabs: { post() {}, subscribe: () => () => {} },
        },
      }).start()
      await waitFor(actor, (snapshot) => snapshot.matches('anonymous'))

      const answer = await client.post('/login', { body: { email: 'ana@exemplo.co.mz' } })
      expect(isTwoFactorChallengeRequired(answer)).toBe(true)
      actor.send({ type: 'session.twoFactor.required' })
      actor.send({ type: 'session.twoFactor.answer', answer: { code: '999999' } })
      await waitFor(actor, (snapshot) => selectTwoFactorChallenge(snapshot)?.failures === 1)
      expect(selectTwoFactorChallenge(actor.getSnapshot())?.error?.status).toBe(422)
      actor.send({ type: 'session.twoFactor.answer', answer: { code: '123456' } })
      await waitFor(actor, (snapshot) => snapshot.matches('authenticated'))

      expect(calls.filter((call) => !call.endsWith('csrf-cookie'))).toEqual([
        'GET /api/user',
        'POST /login',
        'POST /two-factor-challenge',
        'POST /two-factor-challenge',
        'GET /api/user',
      ])
      expect(selectSessionUser(actor.getSnapshot())?.user.email).toBe(freshUser.user.email)
    })
  })
})

describe('isTwoFactorChallengeRequired', () => {
  it.each([
    [{ two_factor: true }, true],
    [{ two_factor: false }, false],
    [{ two_factor: 'true' }, false],
    ['', false],
    [null, false],
    [[{ two_factor: true }], false],
  ])('given %j, should say %s', (answer, expected) => {
    expect(isTwoFactorChallengeRequired(answer)).toBe(expected)
  })
})
