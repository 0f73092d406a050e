import { mpesaEn, mpesaPt, trialMachine } from '@conecta/mpesa'
import { MpesaProvider, MpesaTrial } from '@conecta/mpesa/react'
import { ApiError } from '@conecta/session-machine'
import { Stack } from '@conecta/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useActorRef } from '@xstate/react'
import { useState } from 'react'
import { expect } from 'storybook/test'
import { fromPromise } from 'xstate'
import { BlockDocsPage, mpesaSections } from '../support/BlockDocsPage'
import { blockMeta, blockParameters } from '../support/blockMeta'

/** How the story's free-trial call answers. */
type Answer =
  /** The trial starts. */
  | 'started'
  /** 409: the trial was used on this account. */
  | 'used'
  /** 500: the server failed. */
  | 'serverError'
  /** No answer yet: the button stays busy. */
  | 'noAnswerYet'

function startTrial(answer: Answer): Promise<void> {
  switch (answer) {
    case 'started':
      return Promise.resolve()
    case 'used':
      return Promise.reject(new ApiError({ kind: 'http', status: 409 }))
    case 'serverError':
      return Promise.reject(new ApiError({ kind: 'http', status: 500 }))
    case 'noAnswerYet':
      return new Promise<void>(() => {})
  }
}

interface TrialStoryProps {
  /** How the free-trial call answers. */
  answer: Answer
  /** The person may still start the trial. */
  offered: boolean
  /** How long the trial lasts; `null` before the plans say. */
  freeTrialDays: number | null
  /** A payment is open below: the answer on screen is hidden. */
  paying: boolean
}

/** `MpesaTrial` over a real trial actor whose call `answer` decides; a new one per answer. */
function TrialStory(props: TrialStoryProps) {
  return <LiveTrial key={props.answer} {...props} />
}

function LiveTrial({ answer, ...props }: TrialStoryProps) {
  const [logic] = useState(() =>
    trialMachine.provide({ actors: { startTrial: fromPromise(() => startTrial(answer)) } }),
  )
  const actor = useActorRef(logic)
  // The block's parts sit in the host's column, here one as a card's.
  return (
    <Stack gap="medium">
      <MpesaTrial actor={actor} {...props} />
    </Stack>
  )
}

/**
 * The free trial of `@conecta/mpesa/react`: the invitation and its button
 * while the trial is offered, then the answer. Over a real `trialMachine`
 * whose call the "answer" control decides; tap "Iniciar teste gratuito".
 * "Idioma" in the toolbar switches the words (`MpesaStrings.trial`).
 *
 * ```tsx
 * import { trialMachine } from '@conecta/mpesa'
 * import { MpesaTrial } from '@conecta/mpesa/react'
 *
 * const trial = useActorRef(
 *   trialMachine.provide({
 *     actors: { startTrial: fromPromise(() => client.post('/api/subscription/free-trial')) },
 *     actions: { refreshSubscription: () => session.send({ type: 'session.refresh' }) },
 *   }),
 * )
 * <MpesaTrial actor={trial} offered={canStartTrial} freeTrialDays={7} paying={false} />
 * ```
 */
const meta = {
  title: 'Blocos/MpesaTrial',
  component: TrialStory,
  subcomponents: { MpesaTrial, MpesaProvider },
  ...blockMeta(),
  args: { answer: 'started', offered: true, freeTrialDays: 7, paying: false },
  argTypes: {
    answer: {
      description: 'How the free-trial call answers',
      control: 'select',
      options: ['started', 'used', 'serverError', 'noAnswerYet'],
    },
  },
  parameters: {
    docs: { page: BlockDocsPage },
    ...blockParameters(mpesaSections(['trial'])),
  },
} satisfies Meta<typeof TrialStory>

export default meta
type Story = StoryObj<typeof meta>

/** Offered: the invitation, the button, and the length under it. */
export const Offered: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: mpesaPt.trial.start }),
    ).toHaveAccessibleDescription('O teste gratuito dura 7 dias.')
  },
}

/** Tapped: the call is on its way, the button busy. */
export const Starting: Story = {
  args: { answer: 'noAnswerYet' },
  play: async ({ canvas, userEvent }) => {
    const start = canvas.getByRole('button', { name: mpesaPt.trial.start })
    await userEvent.click(start)
    await expect(start).toHaveAttribute('aria-busy', 'true')
  },
}

/** Started. */
export const Started: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: mpesaPt.trial.start }))
    await expect(await canvas.findByText(mpesaPt.trial.started)).toBeVisible()
  },
}

/** The server says the trial was used (409). */
export const AlreadyUsed: Story = {
  args: { answer: 'used' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: mpesaPt.trial.start }))
    await expect(await canvas.findByText(mpesaPt.trial.used)).toBeVisible()
  },
}

/** The server failed: the catalogue's words, and the button to try again. */
export const Failed: Story = {
  args: { answer: 'serverError' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: mpesaPt.trial.start }))
    await expect(await canvas.findByText(mpesaPt.trial.failed)).toBeVisible()
    await expect(canvas.getByRole('button', { name: mpesaPt.trial.start })).toBeEnabled()
  },
}

/** In English. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: mpesaEn.trial.start }))
    await expect(await canvas.findByText(mpesaEn.trial.started)).toBeVisible()
  },
}
