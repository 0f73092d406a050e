export type { CardHeadingLevel, CardProps } from './Card'
export { Card } from './Card'
