import { createTheme } from '@vanilla-extract/css'
import { vars } from './contract.css.js'
import { conectaTokens, parceiroTokens } from './tokens.js'

/** Class that applies Conecta's default theme to an element and its children. */
export const conectaTheme = createTheme(vars, conectaTokens, 'conecta')

/** Class for the second, rebranded theme ("Parceiro"). */
export const parceiroTheme = createTheme(vars, parceiroTokens, 'parceiro')
