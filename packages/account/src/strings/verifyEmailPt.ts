import type { VerifyEmailStrings } from '../accountStrings.js'

/**
 * `accountPt.verifyEmail`, a module of its own: a block imports only its own
 * sections' Portuguese, so a host's page carries the words of the blocks it
 * shows and no others.
 */
export const verifyEmailPt: VerifyEmailStrings = {
  title: 'Verifique o seu e-mail',
  sentTo: (email) => `Enviámos um link de verificação para ${email}.`,
  sentToYou: 'Enviámos um link de verificação para o seu e-mail.',
  openIt:
    'Abra a mensagem e siga o link para activar a conta; depois pode entrar no seu perfil e na subscrição.',
  notFound: 'Não encontra a mensagem? Veja a pasta de spam ou peça um novo link.',
  resend: 'Reenviar e-mail de verificação',
  resent:
    'Enviámos um novo link de verificação para o seu e-mail. Abra-o para activar a sua conta.',
  sessionEnded: 'A sua sessão terminou. {Entre} para pedir um novo link.',
  notSignedIn: 'Não há nenhuma sessão iniciada neste navegador. {Entre} para pedir um novo link.',
  correct: 'Enganou-se no endereço? Corrigir',
  corrected: (email) =>
    `Corrigimos o endereço. Enviámos um novo link de verificação para ${email}.`,
  loading: 'A carregar…',
  signOut: 'Terminar sessão',
}
