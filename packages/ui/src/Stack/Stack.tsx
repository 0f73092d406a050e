import {
  Children,
  forwardRef,
  type HTMLAttributes,
  isValidElement,
  type ReactNode,
  type Ref,
} from 'react'
import { Box } from '../Box/index.js'
import { type Sprinkles, sprinkles } from '../sprinkles.css.js'
import * as styles from './Stack.css.js'

/** How a `Stack`'s children line up across its width. */
export type StackAlign = 'stretch' | 'start' | 'center' | 'end'

/** The elements a `Stack` may render as. */
export type StackElement = 'div' | 'section' | 'ul' | 'ol'

export type StackProps = Omit<HTMLAttributes<HTMLElement>, 'color'> & {
  /**
   * Space between children, from the theme; responsive like any sprinkle
   * (`{ mobile: 'medium', tablet: 'xlarge' }`).
   * @defaultValue 'large'
   */
  gap?: Sprinkles['gap']
  /**
   * Horizontal alignment of the children.
   * @defaultValue 'stretch'
   */
  align?: StackAlign
  /**
   * Draw a line between children (the gap is kept on both sides of it).
   * @defaultValue false
   */
  dividers?: boolean
  /**
   * The element to render; with `ul` or `ol` each child is wrapped in an `li`.
   * @defaultValue 'div'
   */
  as?: StackElement
  /** Forwarded to the rendered element. */
  ref?: Ref<HTMLElement>
  children?: ReactNode
}

const alignItems = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
} as const

/** Lays its children out vertically with a theme gap, optionally divided. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { gap = 'large', align = 'stretch', dividers = false, as = 'div', className, children, ...props },
  ref,
) {
  const isList = as === 'ul' || as === 'ol'
  const wrap = isList || dividers
  const items = Children.toArray(children).filter(
    (child) => isValidElement(child) || typeof child === 'string' || typeof child === 'number',
  )
  // Wrapped items stretch so a divider spans the full width; the requested
  // alignment then applies inside each wrapper instead.
  const itemClass = [
    styles.item,
    sprinkles({ display: 'flex', flexDirection: 'column', alignItems: alignItems[align] }),
  ].join(' ')
  const dividedClass = [styles.divided, sprinkles({ paddingTop: gap })].join(' ')
  const ItemElement = isList ? 'li' : 'div'

  return (
    <Box
      {...props}
      ref={ref as Ref<HTMLDivElement>}
      as={as}
      display="flex"
      flexDirection="column"
      gap={gap}
      alignItems={wrap ? 'stretch' : alignItems[align]}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      {wrap
        ? items.map((child, index) => (
            <ItemElement
              key={isValidElement(child) && child.key !== null ? child.key : index}
              className={dividers && index > 0 ? `${itemClass} ${dividedClass}` : itemClass}
            >
              {child}
            </ItemElement>
          ))
        : items}
    </Box>
  )
})
