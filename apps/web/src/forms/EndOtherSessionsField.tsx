import { Checkbox } from '@conecta/ui'
import * as styles from './EndOtherSessionsField.css'

/**
 * Whether the backend can end the other sessions with a password change or a
 * reset (`logout_other_devices`, docs/api-contract.md#profile): it can where it
 * has the browser-sessions routes. `unknown` until the app has heard.
 */
export type EndOtherSessionsOffer = 'unknown' | 'offered' | 'absent'

export const END_OTHER_SESSIONS_LABEL = 'Terminar sessão nos outros telemóveis e computadores'
export const END_OTHER_SESSIONS_HINT =
  'Quem tiver a sua conta aberta noutro telemóvel ou computador terá de entrar de novo com a nova palavra-passe.'
/** Added to the success message when the box was ticked. */
export const OTHER_SESSIONS_ENDED =
  'A sessão foi terminada em todos os outros telemóveis e computadores.'

/** The field's name, as the contract's body field. */
export const END_OTHER_SESSIONS_FIELD = 'logout_other_devices'

/** Read from a form holding this field: `true` only when it was offered and ticked. */
export function readEndOtherSessions(data: FormData): boolean {
  return data.get(END_OTHER_SESSIONS_FIELD) === 'on'
}

/**
 * "Terminar sessão nos outros telemóveis e computadores", a box left unticked
 * (docs/product.md#ending-the-other-sessions). Shown only once the backend is
 * known to have sessions; while that is unknown its place is kept, empty and
 * out of reach, so that the button below does not move under a finger when
 * it appears (a backend without the feature, which says so at once, gives it
 * up instead).
 */
export function EndOtherSessionsField({ offer }: { offer: EndOtherSessionsOffer }) {
  if (offer === 'absent') return null
  const offered = offer === 'offered'
  return (
    <div
      className={offered ? undefined : styles.reserved}
      aria-hidden={offered ? undefined : true}
      inert={!offered}
    >
      <Checkbox
        label={END_OTHER_SESSIONS_LABEL}
        hint={END_OTHER_SESSIONS_HINT}
        name={END_OTHER_SESSIONS_FIELD}
        // Disabled, it is no part of the form's data.
        disabled={!offered}
      />
    </div>
  )
}
