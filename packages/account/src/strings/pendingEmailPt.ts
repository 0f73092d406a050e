import type { PendingEmailStrings } from '../accountStrings.js'

/**
 * `accountPt.pendingEmail`, a module of its own: a block imports only its own
 * sections' Portuguese, so a host's page carries the words of the blocks it
 * shows and no others.
 */
export const pendingEmailPt: PendingEmailStrings = {
  title: 'Falta confirmar o novo e-mail',
  text: (current, pending) =>
    `Enviámos um link para ${pending}. Abra-o para concluir a alteração. Até lá, o seu e-mail continua a ser ${current}: é com ele que entra e que recebe as nossas mensagens.`,
  resend: 'Reenviar',
  cancel: 'Cancelar a alteração',
  resent: (pending) => `Enviámos um novo link para ${pending}.`,
  cancelFailed: 'A alteração não foi cancelada.',
}
