import type { SignInAgainOutcome } from '@conecta/session-machine'

/**
 * A question the Sanctum client asks the person through a dialog of the
 * host's pages (its `confirmPassword` or `signInAgain` option): the client
 * calls `ask`; the page that can show the dialog serves the prompts
 * (`serve`, or a block's host such as `PasswordConfirmationHost`). One prompt
 * at a time: a question asked while one is open shares its answer (the
 * client already asks once for every call answered meanwhile; this covers a
 * prompt still open as well).
 */
export interface Prompt<Answer> {
  /** A new number for every prompt: the dialog starts afresh for each. */
  readonly id: number
  /** The person answered. */
  settle(answer: Answer): void
  /** Nobody could be asked (the dialog's code did not load): the call fails as without asking. */
  fail(reason: unknown): void
}

export interface PromptChannel<Answer> {
  /**
   * Resolves with the person's answer; rejects when no page can ask (signed
   * out, or a page without the dialog), so that the call fails as it would
   * without asking.
   */
  ask(): Promise<Answer>
  /**
   * Makes `server` the one that shows the prompts; returns what stops it,
   * which settles a prompt still open with `whenGone` (the page that asked has
   * gone).
   */
  serve(server: (prompt: Prompt<Answer>) => void): () => void
}

/** One channel per kind of question (the password, signing in again). */
export function createPromptChannel<Answer>({
  whenGone,
  nobodyToAsk,
}: {
  /** The answer of a prompt whose page went away. */
  whenGone: Answer
  /** Why `ask` rejects when no page serves: for the logs. */
  nobodyToAsk: string
}): PromptChannel<Answer> {
  let server: ((prompt: Prompt<Answer>) => void) | null = null
  let open: { prompt: Prompt<Answer>; answer: Promise<Answer> } | null = null
  let prompts = 0

  return {
    ask() {
      if (open !== null) return open.answer
      const serve = server
      if (serve === null) return Promise.reject(new Error(nobodyToAsk))
      let resolve: (answer: Answer) => void = () => {}
      let reject: (reason: unknown) => void = () => {}
      const answer = new Promise<Answer>((res, rej) => {
        resolve = res
        reject = rej
      })
      prompts += 1
      const prompt: Prompt<Answer> = {
        id: prompts,
        settle(value) {
          if (open?.prompt === prompt) open = null
          resolve(value)
        },
        fail(reason) {
          if (open?.prompt === prompt) open = null
          reject(reason)
        },
      }
      open = { prompt, answer }
      serve(prompt)
      return answer
    },
    serve(serve) {
      server = serve
      return () => {
        if (server === serve) server = null
        open?.prompt.settle(whenGone)
      }
    },
  }
}

/**
 * The channel of the password confirmation: hand its `ask` to the Sanctum
 * client (`createSanctumClient({ confirmPassword: prompt.ask })`) and the
 * channel to `PasswordConfirmationHost`. `true` once the password is
 * confirmed; `false` when the person cancels or the host's page went away,
 * and the call fails as `isConfirmationCancelled`. With no host mounted, the
 * call fails with its 423.
 */
export function createPasswordConfirmationPrompt(): PromptChannel<boolean> {
  return createPromptChannel<boolean>({
    whenGone: false,
    nobodyToAsk: 'No page here can ask for the password.',
  })
}

/**
 * The channel of the sign-in over a form whose call was answered 401: hand
 * its `ask` to the Sanctum client (`createSanctumClient({ signInAgain:
 * prompt.ask })`) and the channel to `SignInAgainHost`. `same` once the
 * form's person signed in again (the call goes again); `other` when someone
 * else did, or the host's page went away (the call is dropped); `cancelled`
 * when the person cancelled (the call fails with its 401). With no host
 * mounted, the 401 reaches the session as without asking.
 */
export function createSignInAgainPrompt(): PromptChannel<SignInAgainOutcome> {
  return createPromptChannel<SignInAgainOutcome>({
    whenGone: 'other',
    nobodyToAsk: 'No page here can ask to sign in again.',
  })
}
