import { createSignInAgainPrompt, type Prompt } from '@conecta/account'
import type { SignInAgainOutcome } from '@conecta/session-machine'

/**
 * Between the Sanctum client, which learns from a form's 401 that the session
 * ended, and the signed-in pages, which can ask the person to sign in again
 * over the form (docs/product.md#session-ended-mid-form): the client calls
 * {@link askToSignInAgain}; the frame of the signed-in pages serves the
 * prompts ({@link serveSignInAgain}). A prompt whose page went away ends as
 * `other`: the call is dropped, unsent and unreported, and the session asks
 * the server who is signed in.
 */
export type SignInAgainPrompt = Prompt<SignInAgainOutcome>

const channel = createSignInAgainPrompt()

export const askToSignInAgain = channel.ask
export const serveSignInAgain = channel.serve
