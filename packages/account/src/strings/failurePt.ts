import type { FailureStrings } from '../accountStrings.js'

/**
 * `accountPt.failure`, a module of its own: a block imports only its own
 * sections' Portuguese, so a host's page carries the words of the blocks it
 * shows and no others.
 */
export const failurePt: FailureStrings = {
  title: 'Não foi possível continuar',
  validation: 'Corrija os campos assinalados e tente novamente.',
  // The session's client says every failure in Portuguese already.
  describe: (error) => error.message,
  loadServerMessages: () =>
    import('../translateServerMessage.js').then((module) => module.translateServerMessage),
}
