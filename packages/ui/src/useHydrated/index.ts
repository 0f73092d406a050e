export { useHydrated } from './useHydrated.js'
