import { fileURLToPath } from 'node:url'

/** The contract's OpenAPI document on disk, beside this package's sources or its build. */
export const openapiPath = fileURLToPath(new URL('../../openapi.yaml', import.meta.url))
