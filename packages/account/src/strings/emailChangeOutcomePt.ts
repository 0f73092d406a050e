import type { EmailChangeOutcomeStrings } from '../accountStrings.js'

/**
 * `accountPt.emailChangeOutcome`, a module of its own: a block imports only its own
 * sections' Portuguese, so a host's page carries the words of the blocks it
 * shows and no others.
 */
export const emailChangeOutcomePt: EmailChangeOutcomeStrings = {
  changedTitle: 'E-mail alterado',
  changed: (email) =>
    `O e-mail da sua conta é agora ${email}. É com ele que entra a partir de agora.`,
  notChangedTitle: 'O e-mail não foi alterado',
  taken: (email) =>
    `O novo endereço passou a ser usado por outra conta antes de o link ser aberto. O seu e-mail continua a ser ${email}; pode escolher outro em «Dados pessoais».`,
  invalid: 'O link já não é válido: expirou, foi cancelado ou substituído por um mais recente.',
  invalidKeep: (email) =>
    `O seu e-mail continua a ser ${email}; para o mudar, guarde o novo endereço em «Dados pessoais».`,
  invalidResend: (pending) => `Toque em «Reenviar» para receber um novo link em ${pending}.`,
}
