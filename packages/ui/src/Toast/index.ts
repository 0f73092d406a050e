export { TOAST_DEFAULTS } from './constants.js'
export type { ToastProviderProps } from './Toast.js'
export { ToastProvider } from './Toast.js'
export type {
  ToastActionOptions,
  ToastApi,
  ToastHandle,
  ToastOptions,
  ToastState,
  ToastVariant,
} from './useToast.js'
export { useToast } from './useToast.js'
