import { createElement, forwardRef, type HTMLAttributes, type Ref } from 'react'
import { type Sprinkles, sprinkles } from '../sprinkles.css.js'
import * as styles from './Box.css.js'

/** The elements a `Box` may render as: layout and text containers only. */
export type BoxElement =
  | 'div'
  | 'span'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'main'
  | 'nav'
  | 'ul'
  | 'ol'
  | 'li'
  | 'p'

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles> & {
    /**
     * The element to render. Limited to layout elements so that the props stay
     * honest; use a real `<form>`, `<a>` or `<button>` for those.
     * @defaultValue 'div'
     */
    as?: BoxElement
    /** Forwarded to the rendered element. */
    ref?: Ref<HTMLElement>
  }

function isSprinkleKey(key: string): key is keyof Sprinkles {
  return sprinkles.properties.has(key as keyof Sprinkles)
}

/**
 * A layout primitive: any theme spacing, alignment or colour from `sprinkles`
 * as props, on a small set of elements.
 */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box(
  { as: Element = 'div', className, ...props },
  ref,
) {
  const atoms: Record<string, unknown> = {}
  const native: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(props)) {
    if (isSprinkleKey(key)) atoms[key] = value
    else native[key] = value
  }
  const classes = [styles.root, sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ')
  // createElement rather than JSX: with a union of tags, JSX demands a ref that
  // fits every element at once, while each of them is an HTMLElement.
  return createElement(Element, { ...native, ref, className: classes })
})
