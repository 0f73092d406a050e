import { vi } from 'vitest'

/**
 * A client hook (`confirmPassword`, `signInAgain`) whose answer the test
 * gives later, as a person in a dialog would: what it was asked, and the
 * answer or failure of the question last asked.
 */
export function deferredHook<Request, Answer>() {
  const asked: Request[] = []
  let answer: (value: Answer) => void = () => {}
  let fail: (error: unknown) => void = () => {}
  const hook = vi.fn(
    (request: Request) =>
      new Promise<Answer>((resolve, reject) => {
        asked.push(request)
        answer = resolve
        fail = reject
      }),
  )
  return {
    hook,
    asked,
    answer: (value: Answer) => answer(value),
    fail: (error: unknown) => fail(error),
  }
}
