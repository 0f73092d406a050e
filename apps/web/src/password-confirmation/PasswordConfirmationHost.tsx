import { type PasswordConfirmationDialogProps, usePromptServer } from '@conecta/account/react'
import { gettingReadyToServe } from '../api/apiClient'

// Its own chunk, fetched when a call first asks for the password
// (docs/architecture.md#performance): most visits never need it.
const loadDialog = () =>
  import('./passwordConfirmationDialog').then((module) => module.PasswordConfirmationDialog)

const serve = () =>
  import('./passwordConfirmationPrompt').then((module) => module.servePasswordConfirmation)

const whileGettingReady = (ready: Promise<void>) => gettingReadyToServe('confirmPassword', ready)

/**
 * Shows the password confirmation dialog whenever a call is answered 423,
 * for as long as it is mounted (the signed-in pages). Unmounted, a prompt
 * still open is cancelled; with none mounted, the call fails with its 423.
 * @conecta/account's `PasswordConfirmationHost` does the same for a host; the
 * app's fetches the dialog and the channel only when first needed, and its
 * client waits until the channel is served.
 */
export function PasswordConfirmationHost() {
  const { prompt, Dialog } = usePromptServer<boolean, PasswordConfirmationDialogProps>({
    serve,
    loadDialog,
    what: 'The password confirmation dialog',
    whileGettingReady,
  })
  // Kept mounted once settled, closed, so that it closes as any dialog does
  // (focus back where it was); the next prompt starts a fresh one.
  if (prompt === null || Dialog === null) return null
  return <Dialog key={prompt.id} onSettled={(confirmed) => prompt.settle(confirmed)} />
}
