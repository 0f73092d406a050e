const amount = new Intl.NumberFormat('pt-MZ', { maximumFractionDigits: 2 })

/** '1 500 MT': meticais as people in Mozambique write them (docs/mpesa.md#vocabulary). */
export function formatMeticais(value: number): string {
  return `${amount.format(value)}\u00a0MT`
}

/** 'por 30 dias', 'por 1 dia'. */
export function formatDuration(days: number): string {
  return days === 1 ? 'por 1 dia' : `por ${days} dias`
}
