import type { HistoryStrings } from '../mpesaStrings.js'

/**
 * `mpesaPt.history`, a module of its own: a block imports only its own
 * section's Portuguese, so a host's page carries the words of the blocks it
 * shows and no others.
 */
export const historyPt: HistoryStrings = {
  loading: 'A carregar os pagamentos…',
  failed: 'Não foi possível carregar o histórico de pagamentos.',
  offline: 'O histórico aparece aqui assim que a ligação voltar.',
  empty: 'Ainda não efectuou nenhum pagamento.',
  status: {
    pending: 'Pendente',
    paid: 'Pago',
    failed: 'Falhou',
    cancelled: 'Cancelado',
    expired: 'Tempo esgotado',
  },
  failedBecause: (status, reason) => `${status}: ${reason}`,
  dateAndReference: (date, reference) => `${date} · Referência ${reference}`,
  receiptLink: 'Ver comprovativo',
  receiptLinkContext: (planName, date) => `do plano ${planName} de ${date}`,
}
