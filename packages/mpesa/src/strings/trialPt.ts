import type { TrialStrings } from '../mpesaStrings.js'

/**
 * `mpesaPt.trial`, a module of its own: a block imports only its own
 * section's Portuguese, so a host's page carries the words of the blocks it
 * shows and no others.
 */
export const trialPt: TrialStrings = {
  invitation:
    'Experimente o Conecta sem pagar nada: o teste gratuito começa já e não precisa de M-Pesa.',
  start: 'Iniciar teste gratuito',
  length: (days) =>
    days === 1 ? 'O teste gratuito dura 1 dia.' : `O teste gratuito dura ${days} dias.`,
  started:
    'O seu teste gratuito começou. Aproveite o Conecta; escolha um plano quando quiser continuar.',
  used: 'Já usou o teste gratuito nesta conta. Escolha um plano abaixo para activar a subscrição.',
  failed: 'Não foi possível iniciar o teste gratuito. Tente novamente.',
}
