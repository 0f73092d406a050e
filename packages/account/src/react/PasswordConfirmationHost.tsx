'use client'

import type { PromptChannel } from '../promptChannel.js'
import {
  PasswordConfirmationDialog,
  type PasswordConfirmationDialogProps,
} from './PasswordConfirmationDialog.js'
import { usePromptServer } from './usePromptServer.js'

export interface PasswordConfirmationHostProps {
  /**
   * The channel whose `ask` the Sanctum client was given
   * (`createPasswordConfirmationPrompt()`): the same one for as long as this
   * is mounted.
   */
  prompt: PromptChannel<boolean>
}

/**
 * Shows the password confirmation dialog whenever a call of the host's
 * Sanctum client is answered 423, for as long as it is mounted (the pages of
 * a signed-in person). Unmounted, a prompt still open is cancelled; with none
 * mounted, the call fails with its 423. Mount it inside the
 * `SessionProvider` whose client asks.
 */
export function PasswordConfirmationHost({ prompt: channel }: PasswordConfirmationHostProps) {
  const { prompt, Dialog } = usePromptServer<boolean, PasswordConfirmationDialogProps>({
    serve: () => Promise.resolve(channel.serve),
    loadDialog: () => Promise.resolve(PasswordConfirmationDialog),
    what: 'The password confirmation dialog',
  })
  // Kept mounted once settled, closed, so that it closes as any dialog does
  // (focus back where it was); the next prompt starts a fresh one.
  if (prompt === null || Dialog === null) return null
  return <Dialog key={prompt.id} onSettled={(confirmed) => prompt.settle(confirmed)} />
}
