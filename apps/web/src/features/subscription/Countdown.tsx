import { VisuallyHidden } from '@conecta/ui'
import { useEffect, useState } from 'react'
import * as styles from './PaymentPanel.css'

export interface CountdownProps {
  /** Epoch ms at which the time is up. */
  deadline: number
  /** @defaultValue 'Tempo restante' */
  label?: string
}

/** 125 s → '02:05'. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds))
  const minutes = Math.floor(safe / 60)
  return `${String(minutes).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`
}

/**
 * What a screen reader hears: it changes at each whole minute and at 30 s,
 * so the live region speaks a handful of times, never every second.
 */
export function countdownAnnouncement(seconds: number): string {
  if (seconds <= 0) return 'O tempo para introduzir o PIN terminou.'
  if (seconds <= 30) return 'Restam menos de 30 segundos.'
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? 'Resta menos de 1 minuto.' : `Restam menos de ${minutes} minutos.`
}

function secondsLeft(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000))
}

/** A visible mm:ss countdown to `deadline`, announced with restraint. */
export function Countdown({ deadline, label = 'Tempo restante' }: CountdownProps) {
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
        {label}:{' '}
        <span role="timer" className={styles.countdownDigits}>
          {formatCountdown(seconds)}
        </span>
      </p>
      <VisuallyHidden role="status">{countdownAnnouncement(seconds)}</VisuallyHidden>
    </div>
  )
}
