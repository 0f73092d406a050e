import type { FormFailure } from './describeFailure.js'

export interface SummaryItem {
  name?: string
  message: string
}

/**
 * The error summary's list: the form's fields in page order, then any field
 * the server named that the form does not show (its message still matters).
 */
export function summaryItems(
  failure: FormFailure | null,
  fieldOrder: readonly string[],
): SummaryItem[] {
  if (failure === null) return []
  const known = fieldOrder.flatMap((name) =>
    (failure.fieldErrors[name] ?? []).map((message) => ({ name, message })),
  )
  const unknown = Object.entries(failure.fieldErrors)
    .filter(([name]) => !fieldOrder.includes(name))
    .flatMap(([, messages]) => messages.map((message) => ({ message })))
  return [...known, ...unknown]
}
