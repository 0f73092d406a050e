export type { CardHeadingLevel, CardProps } from './Card.js'
export { Card } from './Card.js'
