// @vitest-environment jsdom
import { ApiError } from '@conecta/session-machine'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { expectNoAxeViolations } from '../../test/axe.js'
import { mpesaEn, mpesaPt, withMpesaStrings } from '../mpesaStrings.js'
import { trialMachine } from '../trialMachine.js'
import { MpesaProvider } from './MpesaProvider.js'
import { MpesaTrial, type MpesaTrialProps } from './MpesaTrial.js'

/** A trial actor whose call gives `answer` (a thrown value is a failure). */
function trialActor(answer: 'ok' | unknown) {
  return createActor(
    trialMachine.provide({
      actors: {
        startTrial: fromPromise(async () => {
          if (answer !== 'ok') throw answer
        }),
      },
    }),
  ).start()
}

function renderTrial(
  props: Partial<MpesaTrialProps> & Pick<MpesaTrialProps, 'actor'>,
  wrap = (node: ReactNode) => node,
) {
  const all = { offered: true, freeTrialDays: 7, paying: false, ...props }
  const view = render(<main>{wrap(<MpesaTrial {...all} />)}</main>)
  return {
    ...view,
    /** The same block with other props, as the host re-renders it. */
    update: (changes: Partial<MpesaTrialProps>) =>
      view.rerender(<main>{wrap(<MpesaTrial {...all} {...changes} />)}</main>),
  }
}

describe('MpesaTrial', () => {
  it('given the trial offered, should invite with the length under the button, and after the tap say it started', async () => {
    const { container } = renderTrial({ actor: trialActor('ok') })

    expect(screen.getByText(/^Experimente o Conecta sem pagar nada/)).toBeInTheDocument()
    const start = screen.getByRole('button', { name: mpesaPt.trial.start })
    expect(start).toHaveAccessibleDescription('O teste gratuito dura 7 dias.')
    await expectNoAxeViolations(container)

    await userEvent.click(start)

    expect(await screen.findByText(mpesaPt.trial.started)).toBeInTheDocument()
  })

  it('given a 409, should say the trial was used', async () => {
    renderTrial({ actor: trialActor(new ApiError({ kind: 'http', status: 409 })) })

    await userEvent.click(screen.getByRole('button', { name: mpesaPt.trial.start }))

    expect(await screen.findByText(mpesaPt.trial.used)).toBeInTheDocument()
  })

  it("given a failure, should say it in the catalogue's words, or in the host's through describeError", async () => {
    const error = new ApiError({ kind: 'http', status: 500 })
    const first = renderTrial({ actor: trialActor(error) })
    await userEvent.click(screen.getByRole('button', { name: mpesaPt.trial.start }))
    expect(await screen.findByText(mpesaPt.trial.failed)).toBeInTheDocument()
    first.unmount()

    renderTrial({
      actor: trialActor(error),
      describeError: (failure) => `O servidor respondeu ${(failure as ApiError).status}.`,
    })
    await userEvent.click(screen.getByRole('button', { name: mpesaPt.trial.start }))
    expect(await screen.findByText('O servidor respondeu 500.')).toBeInTheDocument()
  })

  it('given the answer on screen, after a payment opens, should hide it', async () => {
    const trial = renderTrial({ actor: trialActor(new ApiError({ kind: 'http', status: 409 })) })
    await userEvent.click(screen.getByRole('button', { name: mpesaPt.trial.start }))
    await screen.findByText(mpesaPt.trial.used)

    trial.update({ paying: true })

    expect(screen.queryByText(mpesaPt.trial.used)).toBeNull()
  })

  it.each([
    ['it started', 'ok', mpesaPt.trial.started],
    ['it was used (409)', new ApiError({ kind: 'http', status: 409 }), mpesaPt.trial.used],
  ])(
    'given the answer that %s while the host still offers the trial (its refresh on its way), should show the answer without the invitation nor the button, and keep them away once a payment opens',
    async (_, answer, text) => {
      const trial = renderTrial({ actor: trialActor(answer) })
      await userEvent.click(screen.getByRole('button', { name: mpesaPt.trial.start }))

      expect(await screen.findByText(text)).toBeInTheDocument()
      expect(screen.queryByRole('button')).toBeNull()
      expect(screen.queryByText(/Experimente/)).toBeNull()
      expect(screen.queryByText('O teste gratuito dura 7 dias.')).toBeNull()
      // The tapped button is gone: its answer has the focus, not the page.
      expect(screen.getByRole('status')).toHaveTextContent(text)
      expect(screen.getByRole('status')).toHaveFocus()

      trial.update({ paying: true })
      expect(screen.queryByText(text)).toBeNull()
      expect(screen.queryByRole('button')).toBeNull()
    },
  )

  it('given the focus moved on while the call was on its way, should leave it where the person put it when the answer comes', async () => {
    let answer = () => {}
    const actor = createActor(
      trialMachine.provide({
        actors: {
          startTrial: fromPromise(
            () =>
              new Promise<void>((resolve) => {
                answer = resolve
              }),
          ),
        },
      }),
    ).start()
    renderTrial({ actor }, (node) => (
      <>
        {node}
        <input aria-label="Número M-Pesa" />
      </>
    ))
    await userEvent.click(screen.getByRole('button', { name: mpesaPt.trial.start }))
    const field = screen.getByRole('textbox', { name: 'Número M-Pesa' })
    await userEvent.click(field)

    await act(async () => answer())

    expect(await screen.findByText(mpesaPt.trial.started)).toBeInTheDocument()
    expect(field).toHaveFocus()
  })

  it('given a payment open below, should not offer the trial until it closes', () => {
    const trial = renderTrial({ actor: trialActor('ok'), paying: true })

    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByText(/Experimente/)).toBeNull()

    trial.update({ paying: false })
    expect(screen.getByRole('button', { name: mpesaPt.trial.start })).toBeEnabled()
    expect(screen.getByText(/^Experimente o Conecta sem pagar nada/)).toBeInTheDocument()
  })

  it('given a failure, should keep the invitation and the button to try again', async () => {
    renderTrial({ actor: trialActor(new ApiError({ kind: 'http', status: 500 })) })
    await userEvent.click(screen.getByRole('button', { name: mpesaPt.trial.start }))

    expect(await screen.findByText(mpesaPt.trial.failed)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: mpesaPt.trial.start })).toBeEnabled()
    expect(screen.getByText(/^Experimente o Conecta sem pagar nada/)).toBeInTheDocument()
  })

  it('given the trial no longer offered, should show no invitation nor button', () => {
    renderTrial({ actor: trialActor('ok'), offered: false })

    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByText(/Experimente/)).toBeNull()
  })

  it('given English with an overridden text, should speak it', async () => {
    const strings = withMpesaStrings(mpesaEn, { trial: { start: 'Try it free' } })
    renderTrial({ actor: trialActor('ok'), freeTrialDays: 1 }, (node) => (
      <MpesaProvider strings={strings}>{node}</MpesaProvider>
    ))

    const start = screen.getByRole('button', { name: 'Try it free' })
    expect(start).toHaveAccessibleDescription('The free trial lasts 1 day.')
    await userEvent.click(start)
    expect(await screen.findByText(mpesaEn.trial.started)).toBeInTheDocument()
  })
})
