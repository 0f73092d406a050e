import { type ComponentType, useEffect, useRef, useState } from 'react'
import { gettingReadyToServe, type PromptName } from '../api/apiClient'
import type { Prompt } from './createPrompt'

/**
 * Serves a prompt channel for as long as the calling component is mounted
 * (the signed-in pages): each prompt loads its dialog (a chunk of its own,
 * fetched when first needed, docs/architecture.md#performance) and shows it.
 * Unmounted, a prompt still open is settled as its channel says. A dialog
 * that cannot be loaded fails the prompt: the call fails as without asking.
 *
 * `accept` runs when a prompt arrives, before anything is loaded; `false`
 * fails the prompt (this page cannot ask it now).
 */
export function usePromptServer<Answer, Props>({
  name,
  serve,
  loadDialog,
  what,
  accept,
}: {
  /** Which of the client's questions: its calls wait until this page serves it. */
  name: PromptName
  /**
   * The channel's `serve`, imported as the client imports the channel
   * (dynamically): a module imported both ways costs every page's first load
   * a runtime chunk. Mounted with the signed-in frame, it is served before
   * any call there asks: the client waits for it (`gettingReadyToServe`).
   */
  serve: () => Promise<(server: (prompt: Prompt<Answer>) => void) => () => void>
  loadDialog: () => Promise<ComponentType<Props>>
  /** The dialog, for the logs. */
  what: string
  accept?: (prompt: Prompt<Answer>) => boolean
}): { prompt: Prompt<Answer> | null; Dialog: ComponentType<Props> | null } {
  const [prompt, setPrompt] = useState<Prompt<Answer> | null>(null)
  const [Dialog, setDialog] = useState<ComponentType<Props> | null>(null)
  const latest = useRef({ serve, loadDialog, what, accept })
  latest.current = { serve, loadDialog, what, accept }

  useEffect(() => {
    let stop: (() => void) | null = null
    let unmounted = false
    const ready = latest.current.serve().then((serveChannel) => {
      if (unmounted) return
      stop = serveChannel((next) => {
        if (latest.current.accept?.(next) === false) {
          next.fail(new Error(`${latest.current.what}: this page cannot ask now`))
          return
        }
        latest.current.loadDialog().then(
          (loaded) => {
            setDialog(() => loaded)
            setPrompt(next)
          },
          (error: unknown) => {
            console.error(`${latest.current.what} could not be loaded`, error)
            next.fail(error)
          },
        )
      })
    })
    // A call answered before the channel's module has loaded waits for this,
    // instead of racing it (both import the module; neither may assume it is first).
    const forget = gettingReadyToServe(name, ready)
    return () => {
      unmounted = true
      forget()
      stop?.()
    }
  }, [name])

  return { prompt, Dialog }
}
