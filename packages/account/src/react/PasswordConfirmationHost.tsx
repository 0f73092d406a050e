'use client'

import type { PromptChannel } from '../promptChannel.js'
import { channelKey } from './channelKey.js'
import {
  PasswordConfirmationDialog,
  type PasswordConfirmationDialogProps,
} from './PasswordConfirmationDialog.js'
import { usePromptServer } from './usePromptServer.js'

export interface PasswordConfirmationHostProps {
  /**
   * The channel whose `ask` the Sanctum client was given
   * (`createPasswordConfirmationPrompt()`). Another channel (a host that made
   * a new client with it) is served from then on, and a question still open
   * on the old one is cancelled.
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
export function PasswordConfirmationHost({ prompt }: PasswordConfirmationHostProps) {
  return <ChannelServer key={channelKey(prompt)} channel={prompt} />
}

/** Serves one channel for its whole life (usePromptServer serves what it was first given). */
function ChannelServer({ channel }: { channel: PromptChannel<boolean> }) {
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
