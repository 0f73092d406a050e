import { readFileSync } from 'node:fs'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { parse } from 'yaml'
import { openapiPath } from './openapiPath.js'

// ajv-formats is CommonJS: under Node's ESM loader its default export is the module object.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule

const DOCUMENT_ID = 'https://conecta.invalid/openapi.yaml'

export interface ContractResponse {
  method: string
  /** The path as called, e.g. `/api/subscription/payments/01j…`; a query is ignored. */
  path: string
  status: number
  /** The parsed JSON body, or `undefined` when the answer had none. */
  body: unknown
}

export interface ContractValidator {
  /**
   * Every documented call, e.g. `{ method: 'POST', path: '/login', tags: ['accounts'] }`; path
   * templates as written, tags as the document groups them.
   */
  operations: ReadonlyArray<{ method: string; path: string; tags: readonly string[] }>
  /** Every way the response differs from the document; empty when it conforms. */
  check(response: ContractResponse): string[]
  /** The documented operation of a call, as `GET /api/user`, or `null` when there is none. */
  operationOf(method: string, path: string): string | null
}

interface ResponseObject {
  $ref?: string
  content?: Record<string, { schema?: unknown }>
}

type Operation = { responses?: Record<string, ResponseObject>; tags?: string[] }

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'])

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1')

/**
 * Checks answers against the OpenAPI document of `@conecta/contract`: the route and method must be
 * documented, the status listed for that operation, and the JSON body valid against its schema
 * (JSON Schema 2020-12, formats included). A status without content must come without a body.
 */
export function createContractValidator(path: string = openapiPath): ContractValidator {
  const document = parse(readFileSync(path, 'utf8')) as {
    paths: Record<string, Record<string, Operation>>
    components: { responses: Record<string, ResponseObject> }
  }
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema({ ...document, $id: DOCUMENT_ID })

  const templates = Object.keys(document.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }))
  const compiled = new Map<string, ValidateFunction>()

  const findTemplate = (method: string, rawPath: string) => {
    const pathname = rawPath.split('?')[0] ?? rawPath
    const match = templates.find(({ pattern }) => pattern.test(pathname))
    if (match === undefined) return null
    const operation = document.paths[match.template]?.[method.toLowerCase()]
    return operation === undefined ? null : { template: match.template, operation }
  }

  const operations = Object.entries(document.paths).flatMap(([template, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path: template,
        tags: operation.tags ?? [],
      })),
  )

  return {
    operations,
    operationOf(method, rawPath) {
      const found = findTemplate(method, rawPath)
      return found === null ? null : `${method.toUpperCase()} ${found.template}`
    },
    check({ method, path: rawPath, status, body }) {
      const found = findTemplate(method, rawPath)
      const call = `${method.toUpperCase()} ${rawPath}`
      if (found === null) return [`${call}: not in the contract`]
      const responses = found.operation.responses ?? {}
      const key = [String(status), `${String(status)[0]}XX`, 'default'].find(
        (candidate) => responses[candidate] !== undefined,
      )
      if (key === undefined) {
        return [
          `${call}: status ${status} is not documented (${Object.keys(responses).join(', ')})`,
        ]
      }
      let response = responses[key] as ResponseObject
      let pointer = `/paths/${escapePointer(found.template)}/${method.toLowerCase()}/responses/${key}`
      if (response.$ref !== undefined) {
        const name = response.$ref.split('/').pop() ?? ''
        response = document.components.responses[name] ?? {}
        pointer = `/components/responses/${escapePointer(name)}`
      }
      const json = response.content?.['application/json']
      if (json?.schema === undefined) {
        return body === undefined ? [] : [`${call} ${status}: the contract says no body`]
      }
      if (body === undefined) return [`${call} ${status}: a JSON body was expected`]
      const ref = `${DOCUMENT_ID}#${pointer}/content/application~1json/schema`
      let validate = compiled.get(ref)
      if (validate === undefined) {
        validate = ajv.compile({ $ref: ref })
        compiled.set(ref, validate)
      }
      if (validate(body)) return []
      return (validate.errors ?? []).map(
        (error) => `${call} ${status}: body${error.instancePath} ${error.message ?? 'is invalid'}`,
      )
    },
  }
}
