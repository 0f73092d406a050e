import { forwardRef, type HTMLAttributes, type ReactNode, type Ref, useId } from 'react'
import * as styles from './Card.css.js'

/** Heading levels a card title may take; pick the one that fits the page outline. */
export type CardHeadingLevel = 2 | 3 | 4 | 5 | 6

export type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** Optional heading shown at the top of the card; it also names a `section`. */
  title?: ReactNode
  /**
   * The heading level of `title`. Cards usually sit under the page's `h1`.
   * @defaultValue 2
   */
  headingLevel?: CardHeadingLevel
  /**
   * Inner spacing, from the theme's space scale.
   * @defaultValue 'large'
   */
  padding?: keyof typeof styles.padding
  /**
   * The element to render. A `section` with a title becomes a named region
   * that screen-reader users can jump to; use it only for a page's main parts.
   * @defaultValue 'div'
   */
  as?: 'div' | 'section' | 'article'
  /** Forwarded to the rendered element. */
  ref?: Ref<HTMLElement>
  children?: ReactNode
}

/** A surface that groups related content: border, radius, padding, optional title. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  {
    title,
    headingLevel = 2,
    padding = 'large',
    as: Element = 'div',
    className,
    children,
    ...props
  },
  ref,
) {
  const titleId = useId()
  const Heading = `h${headingLevel}` as const
  const hasTitle = title !== undefined && title !== null && title !== false
  return (
    <Element
      aria-labelledby={hasTitle && Element !== 'div' ? titleId : undefined}
      {...props}
      // Each allowed element is an HTMLElement, but JSX over a union of tags
      // asks for a ref that fits the narrowest (HTMLDivElement).
      ref={ref as Ref<HTMLDivElement>}
      className={[styles.root, styles.padding[padding], className].filter(Boolean).join(' ')}
    >
      {hasTitle ? (
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
      ) : null}
      {children}
    </Element>
  )
})
