import { style } from '@vanilla-extract/css'
import { control } from '../Field/Field.css.js'

export const input = style([control])
