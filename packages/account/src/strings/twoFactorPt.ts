import type { TwoFactorStrings } from '../accountStrings.js'

/**
 * `accountPt.twoFactor`, a module of its own: a block imports only its own
 * sections' Portuguese, so a host's page carries the words of the blocks it
 * shows and no others.
 */
export const twoFactorPt: TwoFactorStrings = {
  title: 'Verificação em dois passos',
  codeInstruction:
    'Abra a aplicação de autenticação no seu telemóvel e introduza o código de 6 algarismos que ela mostra.',
  recoveryInstruction:
    'Introduza um dos códigos de recuperação que guardou. Cada código só pode ser usado uma vez.',
  codeLabel: 'Código de autenticação',
  recoveryLabel: 'Código de recuperação',
  recoveryHint:
    'As letras maiúsculas e minúsculas contam: escreva-as exactamente como no código que guardou. Os espaços não contam.',
  codeRefused: 'Introduza os 6 algarismos que a aplicação de autenticação mostra.',
  recoveryRefused: 'Introduza um dos seus códigos de recuperação.',
  confirm: 'Confirmar',
  useRecoveryCode: 'Usar um código de recuperação',
  useAppCode: 'Usar o código da aplicação',
  back: 'Voltar',
}
