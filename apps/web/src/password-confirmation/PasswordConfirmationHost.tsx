import { usePromptServer } from '../prompts/usePromptServer'
import type { PasswordConfirmationDialogProps } from './PasswordConfirmationDialog'

// Its own chunk, fetched when a call first asks for the password
// (docs/architecture.md#performance): most visits never need it.
const loadDialog = () =>
  import('./PasswordConfirmationDialog').then((module) => module.PasswordConfirmationDialog)

const serve = () =>
  import('./passwordConfirmationPrompt').then((module) => module.servePasswordConfirmation)

/**
 * Shows the password confirmation dialog whenever a call is answered 423,
 * for as long as it is mounted (the signed-in pages). Unmounted, a prompt
 * still open is cancelled; with none mounted, the call fails with its 423.
 */
export function PasswordConfirmationHost() {
  const { prompt, Dialog } = usePromptServer<boolean, PasswordConfirmationDialogProps>({
    name: 'confirmPassword',
    serve,
    loadDialog,
    what: 'The password confirmation dialog',
  })
  // Kept mounted once settled, closed, so that it closes as any dialog does
  // (focus back where it was); the next prompt starts a fresh one.
  if (prompt === null || Dialog === null) return null
  return <Dialog key={prompt.id} onSettled={(confirmed) => prompt.settle(confirmed)} />
}
