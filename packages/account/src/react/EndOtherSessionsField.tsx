'use client'

import { Checkbox } from '@conecta/ui'
import { END_OTHER_SESSIONS_FIELD, type EndOtherSessionsOffer } from '../endOtherSessions.js'
import { endOtherSessionsPt } from '../strings/endOtherSessionsPt.js'
import { useAccountSection, useFieldWords } from './AccountProvider.js'
import * as styles from './EndOtherSessionsField.css.js'

export interface EndOtherSessionsFieldProps {
  /** Whether the backend can end the other sessions: the box shows only once it is `offered`. */
  offer: EndOtherSessionsOffer
}

/**
 * "Terminar sessão nos outros telemóveis e computadores", a box left unticked,
 * named `logout_other_devices` as the API's field (`readEndOtherSessions`).
 * Shown only once the backend is known to have sessions; while that is
 * unknown its place is kept, empty and out of reach, so that the button below
 * does not move under a finger when it appears (a backend without the
 * feature, which says so at once, gives it up instead).
 */
export function EndOtherSessionsField({ offer }: EndOtherSessionsFieldProps) {
  const words = useAccountSection('endOtherSessions', endOtherSessionsPt)
  const fieldWords = useFieldWords()
  if (offer === 'absent') return null
  const offered = offer === 'offered'
  return (
    <div
      className={offered ? undefined : styles.reserved}
      aria-hidden={offered ? undefined : true}
      inert={!offered}
    >
      <Checkbox
        {...fieldWords}
        label={words.label}
        hint={words.hint}
        name={END_OTHER_SESSIONS_FIELD}
        // Disabled, it is no part of the form's data.
        disabled={!offered}
      />
    </div>
  )
}
