import type { AddressCorrectionStrings } from '../accountStrings.js'

/**
 * `accountPt.addressCorrection`, a module of its own: a block imports only its own
 * sections' Portuguese, so a host's page carries the words of the blocks it
 * shows and no others.
 */
export const addressCorrectionPt: AddressCorrectionStrings = {
  title: 'Corrigir o endereço',
  email: 'O endereço certo',
  submit: 'Guardar e enviar novo link',
  sameAddress: 'É para este endereço que já enviámos o link. Escreva o endereço certo.',
}
