'use client'

import { type FormEventHandler, type ReactNode, type Ref, useId } from 'react'
import * as styles from './account.css.js'

/**
 * How a block's step is framed: its title and its content. A host draws its
 * own card and heading level (`(title, content) => <Card title={title}>{content}</Card>`);
 * by default, a section under an `<h2>`.
 */
export type BlockFrame = (title: string, content: ReactNode) => ReactNode

function DefaultFrame({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={styles.frame}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  )
}

export const defaultFrame: BlockFrame = (title, content) => (
  <DefaultFrame title={title}>{content}</DefaultFrame>
)

/** What a host gives every form block to place it on its page. */
export interface FormBlockProps {
  /** Under the title, above the form: an introduction, the host's notices. */
  children?: ReactNode
  /** Below the form: the host's links (its sign-in, its registration, another link). */
  footer?: ReactNode
  /**
   * The block's card and heading (each step's, where it has more than one).
   * @defaultValue a section under an `<h2>`
   */
  frame?: BlockFrame
  /**
   * The form's class, when the host's frame lays it out.
   * @defaultValue the block's own column
   */
  formClassName?: string
}

/** For a host that follows what is typed in a block's form (whether anything was). */
export interface TypedInFormProps {
  /**
   * The form element.
   * @defaultValue none
   */
  formRef?: Ref<HTMLFormElement>
  /**
   * Each input in the form.
   * @defaultValue none
   */
  onInput?: FormEventHandler<HTMLFormElement>
}
