import type { SessionSnapshot } from './sessionMachine.js'

/**
 * True while `GET /api/user` is asked again after it could not be asked (the
 * status then reads `'loading'`, not `'unreachable'`): on its own after a pause,
 * when the connection comes back, or at `session.refresh`. An app that says it
 * could not confirm the session keeps saying so meanwhile, as busy, so the page
 * does not move under the person's finger at every try; the first ask of a
 * page's life is not this.
 */
export function selectSessionAskingAgain(snapshot: SessionSnapshot): boolean {
  return snapshot.matches({ fetchingUser: 'askingAgain' })
}

/** True once the machine has stopped asking on its own: only `session.refresh` (or the connection coming back) asks again. */
export function selectSessionRetriesStopped(snapshot: SessionSnapshot): boolean {
  return snapshot.matches({ unreachable: 'stopped' })
}
