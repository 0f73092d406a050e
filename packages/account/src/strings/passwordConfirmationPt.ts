import type { PasswordConfirmationStrings } from '../accountStrings.js'

/**
 * `accountPt.passwordConfirmation`, a module of its own: a block imports only
 * its own sections' Portuguese, so a host's page carries the words of the
 * blocks it shows and no others.
 */
export const passwordConfirmationPt: PasswordConfirmationStrings = {
  title: 'Confirme a sua palavra-passe',
  description:
    'Para proteger a sua conta, esta acção pede a sua palavra-passe. Confirme-a para continuar.',
  password: 'Palavra-passe',
  confirm: 'Confirmar',
  retry: 'Tentar novamente',
  cancel: 'Cancelar',
}
