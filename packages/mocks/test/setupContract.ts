import { afterEach, expect } from 'vitest'
import { takeContractViolations } from './support/contractViolations'

// Every answer a test receives through the test client must match the OpenAPI document, so the
// handlers and the demo API cannot drift from the contract the app is written against.
afterEach(() => {
  expect(
    takeContractViolations(),
    'answers that differ from packages/contract/openapi.yaml',
  ).toEqual([])
})
