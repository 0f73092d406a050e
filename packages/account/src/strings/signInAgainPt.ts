import type { SignInAgainStrings } from '../accountStrings.js'

/**
 * `accountPt.signInAgain`, a module of its own: a block imports only its own
 * sections' Portuguese, so a host's page carries the words of the blocks it
 * shows and no others.
 */
export const signInAgainPt: SignInAgainStrings = {
  title: 'A sua sessão terminou',
  description:
    'Entre novamente para continuar. Com a mesma conta, o que escreveu é enviado; com outra conta, é descartado.',
  twoFactorDescription:
    'Falta a verificação em dois passos: introduza o código da aplicação de autenticação.',
  password: 'Palavra-passe',
  emailMissing: 'Introduza o seu e-mail.',
  submit: 'Entrar',
  retry: 'Tentar novamente',
  cancel: 'Cancelar',
}
