export {
  LOGIN_TOAST_DURATION,
  SWIPE_THRESHOLD,
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_VIEWPORT_HOTKEY,
} from './constants'
export type { ToastProviderProps } from './Toast'
export { ToastProvider } from './Toast'
export type {
  ToastActionOptions,
  ToastApi,
  ToastHandle,
  ToastOptions,
  ToastState,
  ToastVariant,
} from './useToast'
export { useToast } from './useToast'
