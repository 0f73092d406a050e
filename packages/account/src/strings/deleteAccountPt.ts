import type { DeleteAccountStrings } from '../accountStrings.js'

/**
 * `accountPt.deleteAccount`, a module of its own: a block imports only its
 * own sections' Portuguese, so a host's page carries the words of the blocks
 * it shows and no others.
 */
export const deleteAccountPt: DeleteAccountStrings = {
  title: 'Eliminar conta',
  intro:
    'A conta, a subscrição e o histórico de pagamentos são apagados de vez. O tempo que resta na subscrição não é reembolsado.',
  open: 'Eliminar conta',
  dialogTitle: 'Eliminar a sua conta?',
  dialogDescription:
    'Esta acção não pode ser desfeita. Introduza a sua palavra-passe para confirmar.',
  password: 'Palavra-passe',
  confirm: 'Eliminar definitivamente',
  cancel: 'Cancelar',
}
