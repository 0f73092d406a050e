// Public API of @conecta/ui, by name.

// Theme
export type { ThemeTokens } from './theme/contract.css.js'
export { vars } from './theme/contract.css.js'
export { focusRing } from './theme/focusRing.js'
export { conectaTheme, parceiroTheme } from './theme/themes.css.js'
export { conectaTokens, parceiroTokens } from './theme/tokens.js'

// Actions, feedback, overlays and status pages (core components)

export type { AppHeaderProps } from './AppHeader/index.js'
export { AppHeader } from './AppHeader/index.js'
export type { ButtonLookOptions, ButtonProps, ButtonVariant } from './Button/index.js'
export { Button, buttonClassName } from './Button/index.js'
export type { ConfirmDialogProps } from './ConfirmDialog/index.js'
export { CONFIRM_DIALOG_ERROR_MESSAGE, ConfirmDialog } from './ConfirmDialog/index.js'
export type { IconButtonProps } from './IconButton/index.js'
export { IconButton } from './IconButton/index.js'
export type { IconProps } from './icons/index.js'
export { AlertIcon, CheckIcon, CloseIcon, EyeIcon, EyeOffIcon, HelpIcon } from './icons/index.js'
export type { FullPageSpinnerProps, SpinnerProps, SpinnerSize } from './Spinner/index.js'
export { FullPageSpinner, SPINNER_LABEL, Spinner } from './Spinner/index.js'
export type { StatusPageAction, StatusPageProps } from './StatusPage/index.js'
export { StatusPage } from './StatusPage/index.js'
export type {
  ToastActionOptions,
  ToastApi,
  ToastHandle,
  ToastOptions,
  ToastProviderProps,
  ToastState,
  ToastVariant,
} from './Toast/index.js'
export { TOAST_DEFAULTS, ToastProvider, useToast } from './Toast/index.js'
export { appBody } from './theme/reset.css.js'
export { useHydrated } from './useHydrated/index.js'
export { useOnlineStatus } from './useOnlineStatus/index.js'
export type { VisuallyHiddenProps } from './VisuallyHidden/index.js'
export { VisuallyHidden } from './VisuallyHidden/index.js'

// Forms and layout

export type { BoxElement, BoxProps } from './Box/index.js'
export { Box } from './Box/index.js'
export type { CardHeadingLevel, CardProps } from './Card/index.js'
export { Card } from './Card/index.js'
export type { CheckboxProps } from './Checkbox/index.js'
export { Checkbox } from './Checkbox/index.js'
export type { DescriptionListItem, DescriptionListProps } from './DescriptionList/index.js'
export { DescriptionList } from './DescriptionList/index.js'
export type {
  ErrorSummaryHeadingLevel,
  ErrorSummaryItem,
  ErrorSummaryProps,
} from './ErrorSummary/index.js'
export { ErrorSummary, toErrorSummaryItems } from './ErrorSummary/index.js'
export type { FieldBaseProps, FieldControlProps, FieldProps } from './Field/index.js'
export { Field, joinIds } from './Field/index.js'
export type { FieldErrorMessages, FieldErrorProps } from './FieldError/index.js'
export { FieldError, toErrorList } from './FieldError/index.js'
export type { KeepWholeProps } from './KeepWhole/index.js'
export { KeepWhole, keepWhole } from './KeepWhole/index.js'
export type { NavTabsItem, NavTabsLinkProps, NavTabsProps } from './NavTabs/index.js'
export { NavTabs } from './NavTabs/index.js'
export type { NoticeProps, NoticeRole, NoticeTone } from './Notice/index.js'
export { Notice } from './Notice/index.js'
export type { PasswordFieldProps } from './PasswordField/index.js'
export { PasswordField } from './PasswordField/index.js'
export type { PhoneFieldProps } from './PhoneField/index.js'
export { PhoneField } from './PhoneField/index.js'
export type { StackAlign, StackElement, StackProps } from './Stack/index.js'
export { Stack } from './Stack/index.js'
export type { Sprinkles } from './sprinkles.css.js'
export { sprinkles } from './sprinkles.css.js'
export type { TextFieldProps, TextFieldType } from './TextField/index.js'
export { TextField } from './TextField/index.js'
