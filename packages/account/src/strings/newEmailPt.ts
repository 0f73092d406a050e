import type { NewEmailStrings } from '../accountStrings.js'

/**
 * `accountPt.newEmail`, a module of its own: a block imports only its own
 * sections' Portuguese, so a host's page carries the words of the blocks it
 * shows and no others.
 */
export const newEmailPt: NewEmailStrings = {
  confirmation: 'Confirme o novo e-mail',
  confirmationHint: 'Escreva o novo endereço outra vez, para evitar enganos.',
  confirmationMissing: 'Escreva o novo e-mail outra vez, para o confirmar.',
  confirmationMismatch: 'Os dois endereços não são iguais. Escreva o mesmo e-mail nos dois campos.',
}
