// @vitest-environment node

import { ApiError } from '@conecta/session-machine'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  selectTrialAnswer,
  selectTrialError,
  selectTrialStarting,
  selectTrialTaken,
  trialMachine,
} from './trialMachine.js'

/** A trial machine whose calls answer in turn with `answers` (a thrown value is a failure). */
function startTrialActor(...answers: Array<'ok' | unknown>) {
  let calls = 0
  let refreshes = 0
  const pending: Array<() => void> = []
  const actor = createActor(
    trialMachine.provide({
      actors: {
        startTrial: fromPromise(async () => {
          const answer = answers[calls]
          calls += 1
          // Each call waits until the test lets it answer.
          await new Promise<void>((resolve) => pending.push(resolve))
          if (answer !== 'ok') throw answer
        }),
      },
      actions: {
        refreshSubscription: () => {
          refreshes += 1
        },
      },
    }),
  ).start()
  return {
    actor,
    calls: () => calls,
    refreshes: () => refreshes,
    /** Lets the oldest waiting call answer, and waits for the machine to leave `starting`. */
    answer: async () => {
      pending.shift()?.()
      await waitFor(actor, (snapshot) => !selectTrialStarting(snapshot))
    },
  }
}

const serverError = new ApiError({ kind: 'http', status: 500 })
const used = new ApiError({
  kind: 'http',
  status: 409,
  serverMessage: 'The free trial has already been used.',
})

describe('trialMachine', () => {
  it('given a tap while the call is on its way, should not ask twice, and once started should refresh the subscription', async () => {
    const trial = startTrialActor('ok')
    trial.actor.send({ type: 'trial.start' })
    trial.actor.send({ type: 'trial.start' })
    expect(selectTrialStarting(trial.actor.getSnapshot())).toBe(true)
    expect(selectTrialAnswer(trial.actor.getSnapshot())).toBe('none')

    await trial.answer()

    expect(trial.calls()).toBe(1)
    expect(selectTrialAnswer(trial.actor.getSnapshot())).toBe('started')
    expect(trial.refreshes()).toBe(1)
  })

  it.each([
    ['started', 'ok', true],
    ['used', used, true],
    ['failed', new ApiError({ kind: 'http', status: 500 }), false],
  ] as const)(
    'given the answer %s, should say whether the offer is over, and still say so once a payment makes the answer old news',
    async (_, answer, taken) => {
      const trial = startTrialActor(answer)
      expect(selectTrialTaken(trial.actor.getSnapshot())).toBe(false)
      trial.actor.send({ type: 'trial.start' })
      await trial.answer()
      expect(selectTrialTaken(trial.actor.getSnapshot())).toBe(taken)

      trial.actor.send({ type: 'trial.paymentOpened' })
      expect(selectTrialAnswer(trial.actor.getSnapshot())).toBe('none')
      expect(selectTrialTaken(trial.actor.getSnapshot())).toBe(taken)
    },
  )

  it('given a 409, should say the trial was used and refresh the stored subscription, which still offered it', async () => {
    const trial = startTrialActor(used)
    trial.actor.send({ type: 'trial.start' })
    await trial.answer()

    expect(selectTrialAnswer(trial.actor.getSnapshot())).toBe('used')
    expect(selectTrialError(trial.actor.getSnapshot())).toBeNull()
    expect(trial.refreshes()).toBe(1)
  })

  it('given a failure, should keep it for the view, and a second try should forget it while asking', async () => {
    const trial = startTrialActor(serverError, 'ok')
    trial.actor.send({ type: 'trial.start' })
    await trial.answer()
    expect(selectTrialAnswer(trial.actor.getSnapshot())).toBe('failed')
    expect(selectTrialError(trial.actor.getSnapshot())).toBe(serverError)
    expect(trial.refreshes()).toBe(0)

    trial.actor.send({ type: 'trial.start' })
    expect(selectTrialError(trial.actor.getSnapshot())).toBeNull()
    await trial.answer()
    expect(selectTrialAnswer(trial.actor.getSnapshot())).toBe('started')
  })

  it.each([
    [
      'a password confirmation the person cancelled',
      new ApiError({ kind: 'confirmation-cancelled' }),
    ],
    ['another person signing in over the call', new ApiError({ kind: 'signed-in-as-other' })],
  ])('given %s, should end where it started, with nothing to say', async (_, error) => {
    const trial = startTrialActor(error)
    trial.actor.send({ type: 'trial.start' })
    await trial.answer()

    expect(trial.actor.getSnapshot().value).toBe('idle')
    expect(selectTrialAnswer(trial.actor.getSnapshot())).toBe('none')
    expect(trial.refreshes()).toBe(0)
  })

  it.each([
    ['started', 'ok'],
    ['used', used],
    ['failed', serverError],
  ] as const)(
    'given the answer "%s" on screen, after a payment opens, should hide it',
    async (answer, reply) => {
      const trial = startTrialActor(reply)
      trial.actor.send({ type: 'trial.start' })
      await trial.answer()
      expect(selectTrialAnswer(trial.actor.getSnapshot())).toBe(answer)

      trial.actor.send({ type: 'trial.paymentOpened' })

      expect(selectTrialAnswer(trial.actor.getSnapshot())).toBe('none')
    },
  )

  it('given a refusal hidden by a payment, after the trial is tried again, should show how the second try went', async () => {
    const trial = startTrialActor(serverError, serverError)
    trial.actor.send({ type: 'trial.start' })
    await trial.answer()
    trial.actor.send({ type: 'trial.paymentOpened' })

    trial.actor.send({ type: 'trial.start' })
    await trial.answer()

    expect(trial.calls()).toBe(2)
    expect(selectTrialAnswer(trial.actor.getSnapshot())).toBe('failed')
  })

  it('given a payment opened while the call is on its way, should show its answer when it comes', async () => {
    const trial = startTrialActor(serverError)
    trial.actor.send({ type: 'trial.start' })
    trial.actor.send({ type: 'trial.paymentOpened' })
    await trial.answer()

    expect(selectTrialAnswer(trial.actor.getSnapshot())).toBe('failed')
  })
})
