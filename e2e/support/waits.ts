/** How long any single wait for something on the page may take (actions, navigations, `expect`). */
export const WAIT_MS = 10_000

/**
 * A gate a test holds something behind (a route's answer, a script) and opens
 * when the test says: `await gate.opened` waits, `gate.open()` lets everything through.
 */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open: () => void = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}
