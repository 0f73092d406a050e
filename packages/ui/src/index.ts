export { vars } from './theme/contract.css'
