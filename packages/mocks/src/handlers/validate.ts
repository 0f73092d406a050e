/** `errors` of a Laravel 422 body: field → messages. */
export type ValidationErrors = Record<string, string[]>

export interface Rule {
  /** The message when `value` fails, `null` when it passes. `attribute` is Laravel's display name. */
  check(value: unknown, attribute: string): string | null
  /** Stop checking this field after a failure (Laravel skips the rest once `required` fails). */
  bail?: boolean
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

// Laravel's English defaults (lang/en/validation.php, Laravel 11) so clients see what a real
// backend answers.
export const required: Rule = {
  check: (value, attribute) => (isEmpty(value) ? `The ${attribute} field is required.` : null),
  bail: true,
}

export const string: Rule = {
  check: (value, attribute) =>
    typeof value === 'string' ? null : `The ${attribute} field must be a string.`,
  bail: true,
}

export const email: Rule = {
  check: (value, attribute) =>
    typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
      ? null
      : `The ${attribute} field must be a valid email address.`,
}

export const lowercase: Rule = {
  check: (value, attribute) =>
    typeof value === 'string' && value !== value.toLowerCase()
      ? `The ${attribute} field must be lowercase.`
      : null,
}

export const max = (limit: number): Rule => ({
  check: (value, attribute) =>
    typeof value === 'string' && value.length > limit
      ? `The ${attribute} field must not be greater than ${limit} characters.`
      : null,
})

export const min = (limit: number): Rule => ({
  check: (value, attribute) =>
    typeof value === 'string' && value.length < limit
      ? `The ${attribute} field must be at least ${limit} characters.`
      : null,
})

export const regex = (pattern: RegExp): Rule => ({
  check: (value, attribute) =>
    typeof value === 'string' && pattern.test(value)
      ? null
      : `The ${attribute} field format is invalid.`,
})

export const oneOf = (allowed: readonly string[]): Rule => ({
  check: (value, attribute) =>
    typeof value === 'string' && allowed.includes(value)
      ? null
      : `The selected ${attribute} is invalid.`,
})

/** Laravel's `boolean`: `true`, `false`, `1`, `0`, `'1'` and `'0'`. */
export const boolean: Rule = {
  check: (value, attribute) =>
    [true, false, 1, 0, '1', '0'].includes(value as boolean | number | string)
      ? null
      : `The ${attribute} field must be true or false.`,
}

export const confirmed = (confirmation: unknown): Rule => ({
  check: (value, attribute) =>
    value === confirmation ? null : `The ${attribute} field confirmation does not match.`,
})

/** A rule with its own condition and message, for `unique` and `current_password`. */
export const when = (
  fails: (value: unknown) => boolean,
  message: string | ((attribute: string) => string),
): Rule => ({
  check: (value, attribute) =>
    fails(value) ? (typeof message === 'string' ? message : message(attribute)) : null,
})

/**
 * Checks each field like Laravel's validator: optional empty fields are skipped, every failing
 * rule adds its message unless a bailing rule failed first. Returns `null` when all pass.
 */
export function validate(
  body: Record<string, unknown>,
  rules: Record<string, readonly Rule[]>,
): ValidationErrors | null {
  const errors: ValidationErrors = {}
  for (const [field, fieldRules] of Object.entries(rules)) {
    const value = body[field]
    if (isEmpty(value) && !fieldRules.includes(required)) continue
    const attribute = field.replaceAll('_', ' ')
    const messages: string[] = []
    for (const rule of fieldRules) {
      const message = rule.check(value, attribute)
      if (message === null) continue
      messages.push(message)
      if (rule.bail) break
    }
    if (messages.length > 0) errors[field] = messages
  }
  return Object.keys(errors).length > 0 ? errors : null
}

/** Laravel's `$request->boolean()`: `true`, `1`, `'1'`, `'true'`, `'on'` and `'yes'`. */
export const isTruthy = (value: unknown): boolean =>
  value === true || value === 1 || ['1', 'true', 'on', 'yes'].includes(String(value))

/** Laravel's summary line: the first message and how many more there are. */
export function summarize(errors: ValidationErrors): string {
  const messages = Object.values(errors).flat()
  const first = messages[0] ?? 'The given data was invalid.'
  const more = messages.length - 1
  if (more <= 0) return first
  return `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})`
}
