import type { NewPasswordStrings } from '../accountStrings.js'

/**
 * `accountPt.newPassword`, a module of its own: a block imports only its own
 * sections' Portuguese, so a host's page carries the words of the blocks it
 * shows and no others.
 */
export const newPasswordPt: NewPasswordStrings = {
  password: 'Palavra-passe',
  confirmation: 'Confirmar palavra-passe',
  replacingPassword: 'Nova palavra-passe',
  replacingConfirmation: 'Confirmar nova palavra-passe',
  hint: 'Pelo menos 8 caracteres.',
}
