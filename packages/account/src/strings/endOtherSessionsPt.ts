import type { EndOtherSessionsStrings } from '../accountStrings.js'

/**
 * `accountPt.endOtherSessions`, a module of its own: a block imports only its
 * own sections' Portuguese, so a host's page carries the words of the blocks
 * it shows and no others.
 */
export const endOtherSessionsPt: EndOtherSessionsStrings = {
  label: 'Terminar sessão nos outros telemóveis e computadores',
  hint: 'Quem tiver a sua conta aberta noutro telemóvel ou computador terá de entrar de novo com a nova palavra-passe.',
  ended: 'A sessão foi terminada em todos os outros telemóveis e computadores.',
}
