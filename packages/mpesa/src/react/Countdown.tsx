'use client'

import { VisuallyHidden } from '@conecta/ui'
import { useEffect, useState } from 'react'
import { countdownAnnouncement, formatCountdown } from '../mpesaFormat.js'
import * as styles from './checkout.css.js'
import { usePaymentStrings } from './MpesaProvider.js'

export interface CountdownProps {
  /** Epoch ms at which the time is up. */
  deadline: number
}

function secondsLeft(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000))
}

/** A visible mm:ss countdown to `deadline`, announced with restraint. */
export function Countdown({ deadline }: CountdownProps) {
  const strings = usePaymentStrings()
  const [seconds, setSeconds] = useState(() => secondsLeft(deadline))

  useEffect(() => {
    setSeconds(secondsLeft(deadline))
    const timer = window.setInterval(() => setSeconds(secondsLeft(deadline)), 1000)
    return () => window.clearInterval(timer)
  }, [deadline])

  return (
    <div className={styles.countdown}>
      {/* A timer is not live by default: it can be read on demand, while the
          status below speaks on its own, a few times only. */}
      <p className={styles.countdownText}>
        {strings.countdown.label}:{' '}
        <span role="timer" className={styles.countdownDigits}>
          {formatCountdown(seconds)}
        </span>
      </p>
      <VisuallyHidden role="status">{countdownAnnouncement(seconds, strings)}</VisuallyHidden>
    </div>
  )
}
