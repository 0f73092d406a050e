import type { AccountSummaryStrings } from '../accountStrings.js'

/**
 * `accountPt.accountSummary`, a module of its own: a block imports only its own
 * sections' Portuguese, so a host's page carries the words of the blocks it
 * shows and no others.
 */
export const accountSummaryPt: AccountSummaryStrings = {
  title: 'A sua conta',
  email: 'E-mail',
  newEmail: 'Novo e-mail',
  newEmailValue: (pending) => `${pending} (por confirmar)`,
  verification: 'Verificação do e-mail',
  verifiedOn: (date) => `Verificado em ${date}`,
  notVerified: 'Ainda não verificado',
  memberSince: 'Cliente desde',
  cancelled: (current) => `Cancelámos a alteração. O seu e-mail continua a ser ${current}.`,
  nothingPending: (current) =>
    `Já não há nenhuma alteração do e-mail por confirmar: foi cancelada noutro lado. O seu e-mail continua a ser ${current}.`,
  confirmTitle: 'Confirme o seu e-mail',
  confirmText: (email) =>
    `Enviámos um link para ${email}. Não encontra a mensagem? Veja a pasta de spam ou peça um novo link.`,
  resend: 'Reenviar link de verificação',
  resent:
    'Enviámos um novo link de verificação. Abra a mensagem e siga o link para confirmar o seu e-mail.',
}
