import { createConfig, lint } from '@redocly/openapi-core'
import { openapiPath } from '../src/validate/openapiPath.js'

export interface LintProblem {
  severity: 'error' | 'warn'
  rule: string
  message: string
  where: string
}

/**
 * Redocly's recommended rules over the contract, every warning counted as a problem. Two rules
 * are off for a reason the document cannot change: Laravel's `GET /sanctum/csrf-cookie` has no
 * client error to declare, and the verification link answers with a redirect, not a 2xx.
 */
export async function lintOpenapi(path: string = openapiPath): Promise<LintProblem[]> {
  const config = await createConfig({
    extends: ['recommended'],
    rules: {
      'operation-4xx-response': 'off',
      'operation-2xx-response': 'off',
    },
  })
  const problems = await lint({ ref: path, config })
  return problems.map((problem) => ({
    severity: problem.severity === 'error' ? 'error' : 'warn',
    rule: problem.ruleId,
    message: problem.message,
    where: problem.location[0]?.pointer ?? '',
  }))
}
