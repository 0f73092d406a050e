import type { BrowserSessionsStrings } from '../accountStrings.js'

/**
 * `accountPt.browserSessions`, a module of its own: a block imports only its
 * own sections' Portuguese, so a host's page carries the words of the blocks
 * it shows and no others.
 */
export const browserSessionsPt: BrowserSessionsStrings = {
  title: 'Sessões activas',
  intro:
    'Os dispositivos onde a sua conta está aberta. Se não reconhece um deles, termine essa sessão e altere a palavra-passe.',
  loading: 'A carregar as sessões…',
  retry: 'Tentar novamente',
  thisDevice: 'Este dispositivo',
  unknownAddress: 'endereço desconhecido',
  end: 'Terminar',
  endLabel: (device, address) => `Terminar a sessão de ${device}, ${address}`,
  endOthers: 'Terminar todas as outras sessões',
  noOthers: 'Não há outras sessões abertas.',
  ended: 'Sessão terminada. Esse dispositivo terá de entrar de novo.',
  alreadyEnded: 'Essa sessão já tinha terminado.',
  othersEnded:
    'As outras sessões foram terminadas. Só este dispositivo continua com a conta aberta.',
  device: (browser, system) => `${browser} em ${system}`,
  browserOn: (system) => `Navegador em ${system}`,
  unknownDevice: 'Dispositivo desconhecido',
  activeNow: 'activa agora',
  activeAgo: (relative) => `activa ${relative}`,
}
