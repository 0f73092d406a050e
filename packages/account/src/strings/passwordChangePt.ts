import type { PasswordChangeStrings } from '../accountStrings.js'

/**
 * `accountPt.passwordChange`, a module of its own: a block imports only its
 * own sections' Portuguese, so a host's page carries the words of the blocks
 * it shows and no others.
 */
export const passwordChangePt: PasswordChangeStrings = {
  title: 'Alterar palavra-passe',
  currentPassword: 'Palavra-passe actual',
  submit: 'Alterar palavra-passe',
  changed: 'A sua palavra-passe foi alterada. Use a nova palavra-passe da próxima vez que entrar.',
}
