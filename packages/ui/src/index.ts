// Public API of @conecta/ui, by name.

// Theme
export type { ThemeTokens } from './theme/contract.css'
export { vars } from './theme/contract.css'
export { conectaTheme, parceiroTheme } from './theme/themes.css'
export { conectaTokens, parceiroTokens } from './theme/tokens'

// Actions, feedback, overlays and status pages (core components)

export type { AppHeaderProps } from './AppHeader'
export { AppHeader } from './AppHeader'
export type { ButtonProps, ButtonVariant } from './Button'
export { Button } from './Button'
export type { ConfirmDialogProps } from './ConfirmDialog'
export { CONFIRM_DIALOG_ERROR_MESSAGE, ConfirmDialog } from './ConfirmDialog'
export type { IconButtonProps } from './IconButton'
export { IconButton } from './IconButton'
export type { IconProps } from './icons'
export { AlertIcon, CheckIcon, CloseIcon, EyeIcon, EyeOffIcon, HelpIcon } from './icons'
export type { FullPageSpinnerProps, SpinnerProps, SpinnerSize } from './Spinner'
export { FullPageSpinner, SPINNER_LABEL, Spinner } from './Spinner'
export type { StatusKind, StatusPageProps, StatusPageText } from './StatusPage'
export { STATUS_PAGE_BUTTONS, STATUS_PAGE_TEXTS, StatusPage } from './StatusPage'
export type {
  ToastActionOptions,
  ToastApi,
  ToastHandle,
  ToastOptions,
  ToastProviderProps,
  ToastState,
  ToastVariant,
} from './Toast'
export {
  LOGIN_TOAST_DURATION,
  SWIPE_THRESHOLD,
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_VIEWPORT_HOTKEY,
  ToastProvider,
  useToast,
} from './Toast'
export { appBody } from './theme/reset.css'
export type { VisuallyHiddenProps } from './VisuallyHidden'
export { VisuallyHidden } from './VisuallyHidden'

// Forms and layout

export type { BoxElement, BoxProps } from './Box'
export { Box } from './Box'
export type { CardHeadingLevel, CardProps } from './Card'
export { Card } from './Card'
export type { CheckboxProps } from './Checkbox'
export { Checkbox } from './Checkbox'
export type { DescriptionListItem, DescriptionListProps } from './DescriptionList'
export { DescriptionList } from './DescriptionList'
export type {
  ErrorSummaryHeadingLevel,
  ErrorSummaryItem,
  ErrorSummaryProps,
} from './ErrorSummary'
export { ErrorSummary, toErrorSummaryItems } from './ErrorSummary'
export type { FieldBaseProps, FieldControlProps, FieldProps } from './Field'
export { Field, joinIds } from './Field'
export type { FieldErrorMessages, FieldErrorProps } from './FieldError'
export { FieldError, toErrorList } from './FieldError'
export type { NavTabsItem, NavTabsLinkProps, NavTabsProps } from './NavTabs'
export { NavTabs } from './NavTabs'
export type { NoticeProps, NoticeRole, NoticeTone } from './Notice'
export { Notice } from './Notice'
export type { PasswordFieldProps } from './PasswordField'
export { PasswordField } from './PasswordField'
export type { PhoneFieldProps } from './PhoneField'
export { PhoneField } from './PhoneField'
export type { StackAlign, StackElement, StackProps } from './Stack'
export { Stack } from './Stack'
export type { Sprinkles } from './sprinkles.css'
export { sprinkles } from './sprinkles.css'
export type { TextFieldProps, TextFieldType } from './TextField'
export { TextField } from './TextField'
