/**
 * Between the Sanctum client, which learns from a 423 that the password must
 * be confirmed, and the signed-in pages, which can ask the person: the client
 * calls {@link askForPasswordConfirmation}; the page that can show the dialog
 * serves the prompts ({@link servePasswordConfirmation}). The client already
 * asks once for every call answered 423 meanwhile; this shares a prompt still
 * open as well.
 */
export interface PasswordConfirmationPrompt {
  /** A new number for every prompt: the dialog starts afresh for each. */
  readonly id: number
  /** The person confirmed (`true`) or cancelled (`false`). */
  settle(confirmed: boolean): void
  /** Nobody could be asked (the dialog's code did not load): the call fails with its 423. */
  fail(reason: unknown): void
}

type Server = (prompt: PasswordConfirmationPrompt) => void

let server: Server | null = null
let open: { prompt: PasswordConfirmationPrompt; answer: Promise<boolean> } | null = null
let prompts = 0

/**
 * Resolves `true` once the person has confirmed their password, `false` when
 * they cancel; rejects when no page can ask (signed out, or a page without
 * the dialog), so that the call fails with its 423 as it would without asking.
 */
export function askForPasswordConfirmation(): Promise<boolean> {
  if (open !== null) return open.answer
  const serve = server
  if (serve === null) return Promise.reject(new Error('No page here can ask for the password.'))
  let resolve: (confirmed: boolean) => void = () => {}
  let reject: (reason: unknown) => void = () => {}
  const answer = new Promise<boolean>((res, rej) => {
    resolve = res
    reject = rej
  })
  prompts += 1
  const prompt: PasswordConfirmationPrompt = {
    id: prompts,
    settle(confirmed) {
      if (open?.prompt === prompt) open = null
      resolve(confirmed)
    },
    fail(reason) {
      if (open?.prompt === prompt) open = null
      reject(reason)
    },
  }
  open = { prompt, answer }
  serve(prompt)
  return answer
}

/**
 * Makes `serve` the one that shows the prompts; returns what stops it, and
 * cancels a prompt still open then (the page that asked has gone).
 */
export function servePasswordConfirmation(serve: Server): () => void {
  server = serve
  return () => {
    if (server === serve) server = null
    open?.prompt.settle(false)
  }
}
