import type { RegisterStrings } from '../accountStrings.js'

/**
 * `accountPt.register`, a module of its own: a block imports only its own
 * sections' Portuguese, so a host's page carries the words of the blocks it
 * shows and no others.
 */
export const registerPt: RegisterStrings = {
  title: 'Criar conta',
  submit: 'Criar conta',
}
