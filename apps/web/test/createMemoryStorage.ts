// The M-Pesa package's Storage stand-ins, for the app's tests too (as ./axe.ts does).
export {
  createMemoryStorage,
  createThrowingStorage,
} from '../../../packages/mpesa/test/createMemoryStorage'
