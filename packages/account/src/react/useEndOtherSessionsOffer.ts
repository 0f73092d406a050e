'use client'

import { useEffect, useRef, useState } from 'react'
import type { EndOtherSessionsOffer } from '../endOtherSessions.js'

/**
 * Whether a form can offer to end the other sessions, asked once per mount
 * with `ask` (`null`: not asked, `unknown` stays) and forgotten when the form
 * goes. The question is the first render's: a host's inline function, new on
 * each render, is not asked again.
 */
export function useEndOtherSessionsOffer(
  ask: ((signal: AbortSignal) => Promise<boolean | null>) | null,
): EndOtherSessionsOffer {
  const [offer, setOffer] = useState<EndOtherSessionsOffer>('unknown')
  const question = useRef(ask)
  useEffect(() => {
    const asking = new AbortController()
    void question.current?.(asking.signal).then(
      (has) => {
        if (asking.signal.aborted) return
        // An answer that says neither offers nothing: the box would promise what may not happen.
        setOffer(has === true ? 'offered' : 'absent')
      },
      () => {
        if (!asking.signal.aborted) setOffer('absent')
      },
    )
    return () => asking.abort()
  }, [])
  return offer
}
