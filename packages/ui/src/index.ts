// Public API of @conecta/ui, by name.

// Theme
export type { ThemeTokens } from './theme/contract.css'
export { vars } from './theme/contract.css'
export { conectaTheme, parceiroTheme } from './theme/themes.css'
export { conectaTokens, parceiroTokens } from './theme/tokens'

// Actions, feedback, overlays and status pages (core components)

// Forms and layout
