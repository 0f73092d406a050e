import type { PlansStrings } from '../mpesaStrings.js'

/**
 * `mpesaPt.plans`, a module of its own: a block imports only its own
 * section's Portuguese, so a host's page carries the words of the blocks it
 * shows and no others.
 */
export const plansPt: PlansStrings = {
  current: ' (plano actual)',
  duration: (days) => (days === 1 ? 'por 1 dia' : `por ${days} dias`),
  choose: 'Escolher',
  chooseLabel: (planName) => `Escolher o plano ${planName}`,
}
