export {
  LOGIN_TOAST_DURATION,
  SWIPE_THRESHOLD,
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_VIEWPORT_HOTKEY,
} from './constants.js'
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
