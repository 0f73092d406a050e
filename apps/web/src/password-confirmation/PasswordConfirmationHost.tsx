import { type ComponentType, useEffect, useState } from 'react'
import type { PasswordConfirmationDialogProps } from './PasswordConfirmationDialog'
import {
  type PasswordConfirmationPrompt,
  servePasswordConfirmation,
} from './passwordConfirmationPrompt'

type Dialog = ComponentType<PasswordConfirmationDialogProps>

// Its own chunk, fetched when a call first asks for the password
// (docs/architecture.md#performance): most visits never need it.
const loadDialog = (): Promise<Dialog> =>
  import('./PasswordConfirmationDialog').then((module) => module.PasswordConfirmationDialog)

/**
 * Shows the password confirmation dialog whenever a call is answered 423,
 * for as long as it is mounted (the signed-in pages). Unmounted, a prompt
 * still open is cancelled; with none mounted, the call fails with its 423.
 */
export function PasswordConfirmationHost() {
  const [prompt, setPrompt] = useState<PasswordConfirmationPrompt | null>(null)
  const [Dialog, setDialog] = useState<Dialog | null>(null)

  useEffect(
    () =>
      servePasswordConfirmation((next) => {
        loadDialog().then(
          (loaded) => {
            setDialog(() => loaded)
            setPrompt(next)
          },
          (error: unknown) => {
            console.error('The password confirmation dialog could not be loaded', error)
            next.fail(error)
          },
        )
      }),
    [],
  )

  // Kept mounted once settled, closed, so that it closes as any dialog does
  // (focus back where it was); the next prompt starts a fresh one.
  if (prompt === null || Dialog === null) return null
  return <Dialog key={prompt.id} onSettled={(confirmed) => prompt.settle(confirmed)} />
}
