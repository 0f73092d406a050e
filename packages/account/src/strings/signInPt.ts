import type { SignInStrings } from '../accountStrings.js'

/**
 * `accountPt.signIn`, a module of its own: a block imports only its own
 * sections' Portuguese, so a host's page carries the words of the blocks it
 * shows and no others.
 */
export const signInPt: SignInStrings = {
  title: 'Entrar',
  password: 'Palavra-passe',
  remember: 'Lembrar-me',
  submit: 'Entrar',
}
