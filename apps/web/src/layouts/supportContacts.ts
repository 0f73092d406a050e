/**
 * EXAMPLE DATA: placeholder support contacts for the demo. They are not real
 * Conecta channels; replace them with the operator's own before going live.
 */
export const SUPPORT_CONTACTS = {
  email: 'suporte@conecta.co.mz',
  phone: '+258 84 000 0000',
  /** Digits only, as wa.me links want them. */
  whatsapp: '258840000000',
  hours: 'Segunda a sexta, das 8h00 às 17h00 (hora de Maputo)',
} as const
