import type { FieldStrings } from '../accountStrings.js'

/**
 * `accountPt.fields`, a module of its own: a block imports only its own
 * sections' Portuguese, so a host's page carries the words of the blocks it
 * shows and no others.
 */
export const fieldsPt: FieldStrings = {
  name: 'Nome',
  email: 'E-mail',
  required: '(obrigatório)',
  errorPrefix: 'Erro:',
  successPrefix: 'Sucesso:',
  warningPrefix: 'Aviso:',
  infoPrefix: 'Informação:',
  showPassword: 'Mostrar palavra-passe',
  passwordMissing: 'Introduza a sua palavra-passe.',
}
