// @vitest-environment node
import { ApiError } from '@conecta/session-machine'
import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { accountEn } from './accountEn.js'
import { accountPt } from './accountStrings.js'
import {
  passwordConfirmationMachine,
  selectConfirmationFailureMessage as selectFailureMessage,
  selectConfirmationOpen as selectOpen,
  selectConfirmationPasswordErrors as selectPasswordErrors,
  selectConfirmationSubmitting as selectSubmitting,
} from './passwordConfirmationMachine.js'

const wrongPassword = () =>
  new ApiError({
    kind: 'http',
    status: 422,
    serverMessage: 'The provided password was incorrect.',
    fieldErrors: { password: ['The provided password was incorrect.'] },
  })

/** The machine with a confirmation call that answers, in turn, what `answers` says. */
function start(answers: Array<'ok' | 'wrong' | 'network'>) {
  const calls: string[] = []
  const reportConfirmed = vi.fn()
  const reportCancelled = vi.fn()
  const actor = createActor(
    passwordConfirmationMachine.provide({ actions: { reportConfirmed, reportCancelled } }),
    {
      input: {
        calls: {
          async confirm(password) {
            calls.push(password)
            const answer = answers.shift()
            if (answer === 'wrong') throw wrongPassword()
            if (answer === 'network') throw new ApiError({ kind: 'network' })
          },
        },
        words: accountPt,
      },
    },
  ).start()
  return { actor, calls, reportConfirmed, reportCancelled }
}

describe('passwordConfirmationMachine', () => {
  it('given a wrong password, should say so in Portuguese beside the field, then confirm on a second try', async () => {
    const { actor, calls, reportConfirmed } = start(['wrong', 'ok'])

    actor.send({ type: 'confirmation.submit', password: 'errada-123' })
    expect(selectSubmitting(actor.getSnapshot())).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.matches({ asking: 'refused' }))

    expect(selectPasswordErrors(actor.getSnapshot())).toEqual(['A palavra-passe está incorrecta.'])
    expect(selectFailureMessage(actor.getSnapshot())).toBeNull()
    expect(actor.getSnapshot().context.password).toBe('errada-123')
    expect(selectOpen(actor.getSnapshot())).toBe(true)

    actor.send({ type: 'confirmation.submit', password: 'password' })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')

    expect(actor.getSnapshot().value).toBe('confirmed')
    expect(selectOpen(actor.getSnapshot())).toBe(false)
    expect(calls).toEqual(['errada-123', 'password'])
    expect(reportConfirmed).toHaveBeenCalledTimes(1)
  })

  it('given no answer from the server, should say so above the buttons and send the same password again', async () => {
    const { actor, calls, reportConfirmed } = start(['network', 'ok'])

    actor.send({ type: 'confirmation.submit', password: 'password' })
    await waitFor(actor, (snapshot) => snapshot.matches({ asking: 'failed' }))

    expect(selectFailureMessage(actor.getSnapshot())).toMatch(/Não foi possível ligar ao servidor/)
    expect(selectPasswordErrors(actor.getSnapshot())).toEqual([])

    actor.send({ type: 'confirmation.submit', password: 'password' })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')

    expect(calls).toEqual(['password', 'password'])
    expect(reportConfirmed).toHaveBeenCalledTimes(1)
  })

  it('given an empty password, should ask for it without calling the server', () => {
    const { actor, calls } = start([])

    actor.send({ type: 'confirmation.submit', password: '' })

    expect(actor.getSnapshot().matches({ asking: 'refused' })).toBe(true)
    expect(selectPasswordErrors(actor.getSnapshot())).toEqual(['Introduza a sua palavra-passe.'])
    expect(calls).toEqual([])
  })

  it('given the English words, should refuse an empty password and say a failed call in them', async () => {
    const actor = createActor(passwordConfirmationMachine, {
      input: {
        calls: { confirm: () => Promise.reject(new ApiError({ kind: 'network' })) },
        words: accountEn,
      },
    }).start()

    actor.send({ type: 'confirmation.submit', password: '' })
    expect(selectPasswordErrors(actor.getSnapshot())).toEqual(['Enter your password.'])

    actor.send({ type: 'confirmation.submit', password: 'password' })
    await waitFor(actor, (snapshot) => snapshot.matches({ asking: 'failed' }))
    expect(selectFailureMessage(actor.getSnapshot())).toBe(
      'Could not reach the server. Check your internet connection and try again.',
    )
  })

  it('after cancel, should end without calling the server and report it once', () => {
    const { actor, calls, reportCancelled, reportConfirmed } = start([])

    actor.send({ type: 'confirmation.cancel' })

    expect(actor.getSnapshot().value).toBe('cancelled')
    expect(selectOpen(actor.getSnapshot())).toBe(false)
    expect(reportCancelled).toHaveBeenCalledTimes(1)
    expect(reportConfirmed).not.toHaveBeenCalled()
    expect(calls).toEqual([])
  })

  it('while the call is on its way, should ignore cancel and a second submit', async () => {
    const { actor, calls, reportCancelled } = start(['ok'])

    actor.send({ type: 'confirmation.submit', password: 'password' })
    actor.send({ type: 'confirmation.cancel' })
    actor.send({ type: 'confirmation.submit', password: 'password' })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')

    expect(actor.getSnapshot().value).toBe('confirmed')
    expect(reportCancelled).not.toHaveBeenCalled()
    expect(calls).toEqual(['password'])
  })
})
