import { createContractValidator } from '@conecta/contract/validate'

const validator = createContractValidator()
const violations: string[] = []

/**
 * Checks one answer against the OpenAPI document of @conecta/contract and keeps what differs;
 * `test/setupContract.ts` fails the test that received it. Paths outside the contract (the
 * development mail list, a deliberately unknown route) are not the contract's business.
 */
export async function recordForContract(method: string, path: string, response: Response) {
  if (validator.operationOf(method, path) === null) return
  const text = await response.clone().text()
  let body: unknown
  try {
    body = text === '' ? undefined : JSON.parse(text)
  } catch {
    body = text
  }
  violations.push(...validator.check({ method, path, status: response.status, body }))
}

/** The violations recorded since the last call, cleared. */
export function takeContractViolations(): string[] {
  return violations.splice(0)
}
