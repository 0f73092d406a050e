import { createPasswordConfirmationPrompt, type Prompt } from '@conecta/account'

/**
 * Between the Sanctum client, which learns from a 423 that the password must
 * be confirmed, and the signed-in pages, which can ask the person: the client
 * calls {@link askForPasswordConfirmation}; the page that can show the dialog
 * serves the prompts ({@link servePasswordConfirmation}). The answer is `true`
 * once confirmed, `false` when the person cancels; a prompt whose page went
 * away is cancelled.
 */
export type PasswordConfirmationPrompt = Prompt<boolean>

const channel = createPasswordConfirmationPrompt()

export const askForPasswordConfirmation = channel.ask
export const servePasswordConfirmation = channel.serve
