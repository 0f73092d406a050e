// The same Map-backed Storage as packages/mpesa's tests use, shared by path rather than copied.
export { createMemoryStorage } from '../../mpesa/test/createMemoryStorage.js'
