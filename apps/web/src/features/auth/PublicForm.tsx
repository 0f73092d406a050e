import type { ComponentPropsWithRef } from 'react'
import * as styles from './AuthCard.css'

export type PublicFormProps = Omit<
  ComponentPropsWithRef<'form'>,
  'method' | 'action' | 'noValidate' | 'className'
>

/**
 * The form of a pre-rendered public page. Its `method="dialog"` outside a
 * dialog sends nothing: pre-rendered, with no script running, what is typed
 * (a password above all) never leaves for the static host. Its fields are its
 * own (docs/architecture.md#rule-15), read with FormData in `onSubmit`.
 */
export function PublicForm(props: PublicFormProps) {
  return <form {...props} method="dialog" className={styles.form} noValidate />
}
