import { describe, expect, it } from 'vitest'
import { type AnyTransitionDefinition, waitFor } from 'xstate'
import { getShortestPaths, getStateNodes } from 'xstate/graph'
import { createMemoryStorage } from '../test/createMemoryStorage.js'
import { createSessionHarness } from '../test/createSessionHarness.js'
import {
  freshUser,
  otherPerson,
  serverError,
  storedUser,
  throttled,
  unauthenticated,
  underMaintenance,
  unreachableServer,
  unreadableAnswer,
  unusedClient,
  unverifiedEmail,
  updatedUser,
  wrongTwoFactorCode,
} from '../test/fixtures.js'
import type { CsrfPrimeResult } from './createSanctumClient.js'
import type { TabSync } from './createTabSync.js'
import { createUserStorage, USER_STORAGE_KEY } from './createUserStorage.js'
import {
  retryDelayMs,
  type SessionEvent,
  type SessionSnapshot,
  sessionMachine,
} from './sessionMachine.js'

const RETRY_DELAY_EVENT = 'xstate.after.retryDelay.session.unreachable.waiting'
const PRIMING_RETRY_EVENT = 'xstate.after.retryDelay.session.maintenance.waiting'
const quietTabs: TabSync = { post: () => {}, subscribe: () => () => {} }

const primed: CsrfPrimeResult = { ok: true, status: 204 }
const primingFailed: CsrfPrimeResult = {
  ok: false,
  status: 503,
  body: { message: 'Service Unavailable' },
  error: underMaintenance(),
}
const primingHiccup: CsrfPrimeResult = {
  ok: false,
  status: 502,
  body: '<html>Bad Gateway</html>',
  error: unreadableAnswer(),
}
const primingUnanswered: CsrfPrimeResult = {
  ok: false,
  status: null,
  body: null,
  error: unreachableServer(),
}

// The outcomes of the invoked actors are events of the model too. They are
// not SessionEvents (the app never sends them), hence the widening cast.
const modelEvents = [
  { type: 'xstate.done.actor.primeCsrf', output: primed },
  { type: 'xstate.done.actor.primeCsrf', output: primingFailed },
  { type: 'xstate.done.actor.primeCsrf', output: primingHiccup },
  { type: 'xstate.done.actor.primeCsrf', output: primingUnanswered },
  { type: 'xstate.error.actor.primeCsrf', error: new Error('unexpected') },
  { type: 'xstate.done.actor.fetchUser', output: freshUser },
  { type: 'xstate.error.actor.fetchUser', error: unauthenticated() },
  { type: 'xstate.error.actor.fetchUser', error: unverifiedEmail() },
  { type: 'xstate.error.actor.fetchUser', error: underMaintenance() },
  { type: 'xstate.error.actor.fetchUser', error: serverError() },
  { type: 'xstate.error.actor.fetchUser', error: unreadableAnswer() },
  { type: 'xstate.error.actor.fetchUser', error: unreachableServer() },
  { type: RETRY_DELAY_EVENT },
  { type: PRIMING_RETRY_EVENT },
  { type: 'session.online' },
  { type: 'session.signedIn' },
  { type: 'session.signedOut' },
  { type: 'session.signedOut', reason: 'expired' },
  { type: 'session.signedOut', reason: 'elsewhere' },
  { type: 'session.refresh' },
  { type: 'session.restored' },
  { type: 'session.userUpdated', user: updatedUser },
  { type: 'session.tab.userStored', user: updatedUser },
  { type: 'session.tab.userStored', user: otherPerson },
  { type: 'session.tab.unverified' },
  { type: 'session.signingOut' },
  { type: 'session.tab.signingOut' },
  { type: 'session.tab.signingOutLapsed' },
  { type: 'session.twoFactor.required' },
  { type: 'session.twoFactor.answer', answer: { code: '123456' } },
  { type: 'session.twoFactor.cancel' },
  { type: 'session.signInAgain.opened' },
  { type: 'session.signInAgain.same', user: freshUser },
  { type: 'session.signInAgain.other' },
  { type: 'session.signInAgain.ended' },
  { type: 'xstate.done.actor.answerTwoFactorChallenge' },
  { type: 'xstate.error.actor.answerTwoFactorChallenge', error: wrongTwoFactorCode() },
  { type: 'xstate.error.actor.answerTwoFactorChallenge', error: throttled() },
] as unknown as SessionEvent[]

const SIGN_OUT_NEWS = new Set<string>([
  'session.signingOut',
  'session.tab.signingOut',
  'session.tab.signingOutLapsed',
])

type ModelEvent =
  | SessionEvent
  | { type: 'xstate.init' }
  | { type: typeof RETRY_DELAY_EVENT }
  | { type: typeof PRIMING_RETRY_EVENT }
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown }

const returningVisitor = () =>
  createUserStorage(
    createMemoryStorage({
      [USER_STORAGE_KEY]: JSON.stringify({ version: 1, ...storedUser }),
    }).storage,
  )

// createTestModel refuses machines that invoke actors, so the paths come from
// getShortestPaths directly. A vertex is a snapshot plus the event and state
// it was reached from: one shortest path per way into every state, which
// walks every transition and not only every state.
const paths = getShortestPaths(sessionMachine, {
  // Only what the current state handles: an actor's outcome cannot arrive
  // while that actor is not running.
  // Another tab's sign-out is offered only to a signed-in tab: those events are
  // handled alike in every state, and the unit tests cover the 401s that may
  // follow; offered everywhere, they double the paths. Likewise the login's
  // "two-factor required" (one transition of the root) is offered where a
  // login page can send it: to a visitor nobody is confirmed for. A page restored from the
  // back/forward cache is one transition of the root too, offered where a person is shown.
  events: (snapshot) =>
    modelEvents.filter(
      (event) =>
        // `can` is false for a transition that only swallows its event: another tab's expiry
        // while this one signs in again, and another tab's "unverified" to a tab that says so
        // already, are offered all the same.
        (snapshot.can(event) ||
          (snapshot.matches('signingInAgain') && event.type === 'session.signedOut') ||
          (snapshot.matches('unverified') && event.type === 'session.tab.unverified')) &&
        (!SIGN_OUT_NEWS.has(event.type) || snapshot.matches('authenticated')) &&
        (event.type !== 'session.restored' ||
          snapshot.matches('authenticated') ||
          snapshot.matches('signingInAgain')) &&
        (event.type !== 'session.twoFactor.required' ||
          snapshot.matches('anonymous') ||
          snapshot.matches('unreachable')),
    ),
  input: { client: unusedClient, storage: returningVisitor(), tabs: quietTabs },
  // The context that decides behaviour, not every object in it: who is shown
  // and stored, why they went, how many fetches failed in a row and how.
  serializeState: (snapshot, event, previous) =>
    `${JSON.stringify({
      value: snapshot.value,
      user: snapshot.context.user?.user.name ?? null,
      stored: snapshot.context.storedUser?.user.name ?? null,
      reason: snapshot.context.signedOutReason,
      attempts: snapshot.context.failedAttempts,
      error: `${snapshot.context.error?.kind ?? ''} ${snapshot.context.error?.status ?? ''}`,
      // Refusals count up without end; one or several behave alike.
      twoFactor: snapshot.context.twoFactor && {
        failures: Math.min(snapshot.context.twoFactor.failures, 2),
        error: snapshot.context.twoFactor.error?.status ?? null,
      },
    })} via ${JSON.stringify(event ?? null)} from ${JSON.stringify(previous?.value ?? null)}`,
})

const describePath = (steps: { event: { type: string } }[], end: SessionSnapshot) =>
  `${steps.map((step) => step.event.type).join(' → ') || '(start)'} ⇒ ${String(end.value)}`

// A transition's identity survives `.provide()` copies as source + event + index.
const transitionKey = (transition: AnyTransitionDefinition) =>
  `${transition.source.id} on ${transition.eventType || '(always)'} #${
    (transition.eventType === ''
      ? transition.source.always?.indexOf(transition)
      : transition.source.transitions.get(transition.eventType)?.indexOf(transition)) ?? -1
  }`

// The root's own handlers (sign-out, updates, other tabs) and eventless ones count too.
const allTransitions = [sessionMachine.root, ...getStateNodes(sessionMachine.root)].flatMap(
  (node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map(transitionKey),
)
const allStateNodes = getStateNodes(sessionMachine.root).map((node) => node.id)
const takenTransitions = new Set<string>()
const visitedStateNodes = new Set<string>()

// 'unreachable.waiting' → { unreachable: 'waiting' }, as `matches` takes it.
function pathToValue(path: string): string | Record<string, unknown> {
  const [head = '', ...rest] = path.split('.')
  return rest.length === 0 ? head : { [head]: pathToValue(rest.join('.')) }
}

describe('sessionMachine model', () => {
  it('should have paths to walk', () => {
    expect(paths.length).toBeGreaterThan(allStateNodes.length)
  })

  describe.each(
    paths.map(
      (path, index) =>
        [`path ${index + 1}: ${describePath(path.steps, path.state)}`, path] as const,
    ),
  )('%s', (_, path) => {
    it('should behave as the model says at every step', async () => {
      const session = createSessionHarness({ stored: storedUser })
      session.actor.system.inspect((inspection) => {
        if (inspection.type !== '@xstate.microstep' || inspection.actorRef !== session.actor) return
        for (const transition of inspection._transitions) {
          takenTransitions.add(transitionKey(transition))
        }
      })
      session.actor.start()

      const settle = async (settleCall: () => void) => {
        const before = session.actor.getSnapshot()
        settleCall()
        await waitFor(session.actor, (snapshot) => snapshot !== before, { timeout: 1000 })
      }
      const perform = async (event: ModelEvent) => {
        switch (event.type) {
          case 'xstate.done.actor.primeCsrf':
            return settle(() => session.pendingPrime().resolve(event.output as CsrfPrimeResult))
          case 'xstate.error.actor.primeCsrf':
            return settle(() => session.pendingPrime().reject(event.error))
          case 'xstate.done.actor.fetchUser':
            return settle(() => session.pendingFetch().resolve(freshUser))
          case 'xstate.error.actor.fetchUser':
            return settle(() => session.pendingFetch().reject(event.error))
          case 'xstate.done.actor.answerTwoFactorChallenge':
            return settle(() => session.pendingChallengeAnswer().resolve())
          case 'xstate.error.actor.answerTwoFactorChallenge':
            return settle(() => session.pendingChallengeAnswer().reject(event.error))
          case RETRY_DELAY_EVENT:
          case PRIMING_RETRY_EVENT: {
            // Exactly the wait, so that no other timer of the machine (another
            // tab's sign-out lapsing) fires with it.
            const { failedAttempts, error } = session.actor.getSnapshot().context
            return settle(() => session.clock.increment(retryDelayMs(failedAttempts, error)))
          }
          case 'session.online':
            // The connection's return reaches the machine through its own listener.
            return session.goOnline()
          case 'session.signedOut':
            // Expiry and other tabs reach the machine through its own listeners.
            if (event.reason === 'expired') return settle(() => session.reportUnauthenticated())
            if (event.reason === 'elsewhere') {
              // The other tab cleared the storage both share.
              session.storage.clear()
              return session.fromOtherTab({ type: 'signedOut' })
            }
            return session.actor.send(event)
          case 'session.tab.signingOut':
            return session.fromOtherTab({ type: 'signingOut' })
          case 'session.tab.signingOutLapsed':
            // Raised by the machine after OTHER_TAB_SIGN_OUT_MS; sent here so
            // that no retry timer fires with it.
            return session.actor.send(event)
          case 'session.tab.unverified':
            return session.fromOtherTab({ type: 'unverified' })
          case 'session.tab.userStored':
            session.storage.write(event.user)
            return session.fromOtherTab({ type: 'userStored', user: event.user })
          case 'xstate.init':
            return
          default:
            session.actor.send(event as SessionEvent)
        }
      }

      let fetchesAtChallenge: number | null = null
      const expectToMatch = (expected: SessionSnapshot) => {
        const actual = session.actor.getSnapshot()
        for (const node of getStateNodes(sessionMachine.root)) {
          const path = node.id.split('.').slice(1).join('.')
          if (path !== '' && actual.matches(pathToValue(path) as never)) {
            visitedStateNodes.add(node.id)
          }
        }
        expect(actual.value).toEqual(expected.value)
        expect(actual.context.user).toEqual(expected.context.user)
        expect(actual.context.error?.status).toEqual(expected.context.error?.status)
        expect(actual.context.error?.kind).toEqual(expected.context.error?.kind)
        expect(actual.context.storedUser).toEqual(expected.context.storedUser)
        expect(actual.context.signedOutReason).toEqual(expected.context.signedOutReason)
        expect(actual.context.failedAttempts).toEqual(expected.context.failedAttempts)
        expect(actual.context.otherTabSigningOut).toEqual(expected.context.otherTabSigningOut)
        // docs/product.md#session-states: storage holds what the machine holds, confirmed or not;
        // but for another tab's expiry heard while this one signs in again (the storage is
        // theirs too), written back by whoever signs in.
        if (!actual.matches('signingInAgain')) {
          expect(session.storage.read()).toEqual(actual.context.storedUser)
        }
        // Whoever the server said no to is shown nowhere.
        if (actual.matches('anonymous') || actual.matches('unverified')) {
          expect(actual.context.user).toBeNull()
        }
        const refusals = (snapshot: SessionSnapshot) =>
          snapshot.context.twoFactor && Math.min(snapshot.context.twoFactor.failures, 2)
        expect(refusals(actual)).toEqual(refusals(expected))
        expect(actual.context.twoFactor?.error?.status).toEqual(
          expected.context.twoFactor?.error?.status,
        )
        // docs/product.md#session-ended-mid-form: while the person signs in again, the form's
        // person stays, stored as they were.
        if (actual.matches('signingInAgain')) {
          expect(actual.context.user).not.toBeNull()
          expect(actual.context.storedUser).toEqual(actual.context.user)
        }
        // docs/product.md#two-factor-sign-in: until the challenge passes, nobody is shown and
        // /api/user is not asked.
        if (actual.matches('twoFactorChallenge')) {
          expect(actual.context.user).toBeNull()
          fetchesAtChallenge ??= session.fetches.length
          expect(session.fetches).toHaveLength(fetchesAtChallenge)
        } else {
          fetchesAtChallenge = null
        }
      }

      for (const step of path.steps) {
        await perform(step.event)
        expectToMatch(step.state)
        // A restored page shows nobody until the server has answered again.
        if (step.event.type === 'session.restored') {
          expect(session.actor.getSnapshot().context.user).toBeNull()
          expect(session.actor.getSnapshot().matches('fetchingUser')).toBe(true)
        }
      }
      expectToMatch(path.state)
    })
  })

  it('should have visited every state node', () => {
    expect([...visitedStateNodes].sort()).toEqual(
      allStateNodes.filter((id) => id !== sessionMachine.root.id).sort(),
    )
  })

  it('should have taken every transition of the machine', () => {
    expect(allTransitions.length).toBeGreaterThan(0)
    expect([...takenTransitions].sort()).toEqual([...new Set(allTransitions)].sort())
  })
})
