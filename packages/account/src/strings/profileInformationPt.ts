import type { ProfileInformationStrings } from '../accountStrings.js'

/**
 * `accountPt.profileInformation`, a module of its own: a block imports only
 * its own sections' Portuguese, so a host's page carries the words of the
 * blocks it shows and no others.
 */
export const profileInformationPt: ProfileInformationStrings = {
  title: 'Dados pessoais',
  submit: 'Guardar alterações',
  saved: 'Os seus dados foram guardados.',
  emailChanged: (email) =>
    `Guardámos o novo e-mail. Enviámos um link de verificação para ${email}: abra-o para confirmar o endereço.`,
  emailPendingSaved: (pending) =>
    `Os seus dados foram guardados. Para mudar o e-mail, abra o link que enviámos para ${pending}.`,
  pendingHint: (pending) => `Alteração por confirmar: ${pending}.`,
  replaceWarningTitle: 'Terá de verificar o novo e-mail',
  replaceWarning:
    'Ao guardar, enviaremos um link de verificação para o novo endereço. Terá de abrir esse link para confirmar o e-mail; até lá, o perfil e a subscrição ficam indisponíveis.',
  pendingWarningTitle: 'O e-mail só muda depois de confirmado',
  pendingWarning: (current) =>
    `Ao guardar, enviamos um link para o novo endereço; por segurança, pode ser-lhe pedida a palavra-passe. O e-mail só muda quando abrir esse link: até lá, continua a entrar com ${current}.`,
}
