import type { PasswordResetStrings } from '../accountStrings.js'

/**
 * `accountPt.passwordReset`, a module of its own: a block imports only its
 * own sections' Portuguese, so a host's page carries the words of the blocks
 * it shows and no others.
 */
export const passwordResetPt: PasswordResetStrings = {
  title: 'Escolher nova palavra-passe',
  submit: 'Guardar palavra-passe',
  changed: 'A sua palavra-passe foi alterada. Entre com a nova palavra-passe.',
}
