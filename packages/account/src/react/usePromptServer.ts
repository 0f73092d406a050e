'use client'

import { type ComponentType, useEffect, useRef, useState } from 'react'
import type { Prompt, PromptChannel } from '../promptChannel.js'

export interface PromptServerOptions<Answer, Props> {
  /**
   * The channel's `serve`, as a loader: a host that imports the channel
   * dynamically, as its client does, passes that import (a module imported
   * both ways costs a first load a runtime chunk).
   */
  serve: () => Promise<PromptChannel<Answer>['serve']>
  /** The dialog: a loader, so that a host can make it a chunk fetched when first asked. */
  loadDialog: () => Promise<ComponentType<Props>>
  /** The dialog, for the logs. */
  what: string
  /** Runs when a prompt arrives, before anything is loaded; `false` fails the prompt (this page cannot ask it now). */
  accept?: (prompt: Prompt<Answer>) => boolean
  /**
   * Told at mount, with what settles once the channel is served; returns
   * what takes that back. A host whose client waits for it (so that a call
   * answered before the channel's module has loaded does not find nobody to
   * ask) registers it here.
   */
  whileGettingReady?: (ready: Promise<void>) => () => void
}

/**
 * Serves a prompt channel for as long as the calling component is mounted
 * (a host's signed-in pages): each prompt loads its dialog and shows it.
 * Unmounted, a prompt still open is settled as its channel says. A dialog
 * that cannot be loaded fails the prompt: the call fails as without asking.
 *
 * `accept` runs when a prompt arrives, before anything is loaded; `false`
 * fails the prompt (this page cannot ask it now).
 */
export function usePromptServer<Answer, Props>(
  options: PromptServerOptions<Answer, Props>,
): {
  prompt: Prompt<Answer> | null
  Dialog: ComponentType<Props> | null
} {
  const [prompt, setPrompt] = useState<Prompt<Answer> | null>(null)
  const [Dialog, setDialog] = useState<ComponentType<Props> | null>(null)
  const latest = useRef(options)
  latest.current = options

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
    const forget = latest.current.whileGettingReady?.(ready)
    return () => {
      unmounted = true
      forget?.()
      stop?.()
    }
  }, [])

  return { prompt, Dialog }
}
