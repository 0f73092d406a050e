export {
  type ContractResponse,
  type ContractValidator,
  createContractValidator,
} from './createContractValidator.js'
export { openapiPath } from './openapiPath.js'
