import { type ComponentType, useEffect, useState } from 'react'
import type { PasswordConfirmationDialogProps } from './PasswordConfirmationDialog'
import type { PasswordConfirmationPrompt } from './passwordConfirmationPrompt'

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

  useEffect(() => {
    let stop: (() => void) | null = null
    let unmounted = false
    // Imported as the client imports it (dynamically): a module imported both
    // ways costs every page's first load a runtime chunk. Mounted with the
    // signed-in frame, its import is asked for before any call there can be
    // answered 423, and so served first.
    void import('./passwordConfirmationPrompt').then(({ servePasswordConfirmation }) => {
      if (unmounted) return
      stop = servePasswordConfirmation((next) => {
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
      })
    })
    return () => {
      unmounted = true
      stop?.()
    }
  }, [])

  // Kept mounted once settled, closed, so that it closes as any dialog does
  // (focus back where it was); the next prompt starts a fresh one.
  if (prompt === null || Dialog === null) return null
  return <Dialog key={prompt.id} onSettled={(confirmed) => prompt.settle(confirmed)} />
}
