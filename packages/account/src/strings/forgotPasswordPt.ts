import type { ForgotPasswordStrings } from '../accountStrings.js'

/**
 * `accountPt.forgotPassword`, a module of its own: a block imports only its own
 * sections' Portuguese, so a host's page carries the words of the blocks it
 * shows and no others.
 */
export const forgotPasswordPt: ForgotPasswordStrings = {
  title: 'Recuperar palavra-passe',
  intro:
    'Indique o e-mail da sua conta. Enviamos-lhe um link para escolher uma nova palavra-passe.',
  sent: (email) =>
    `Enviámos um link para ${email}. Abra o e-mail e siga o link para escolher uma nova palavra-passe. Não recebeu? Verifique a pasta de spam ou peça outro link.`,
  submit: 'Enviar link',
  submitAgain: 'Enviar outro link',
}
