'use client'

import type { FormEvent, FormEventHandler, ReactNode, Ref } from 'react'
import { FormFailureSummary } from './FormFailureSummary.js'
import type { Submission } from './useSubmission.js'

export interface SubmissionFormProps {
  /** The form's call: sent on submit, its failure summarised above the form. */
  submission: Pick<Submission<unknown>, 'failure' | 'failedAttempts' | 'submit'>
  /** The form's field names in page order, for the summary's links. */
  fields: readonly string[]
  /** Between the summary and the form: what the last submit achieved. */
  notice?: ReactNode
  formRef?: Ref<HTMLFormElement>
  className?: string
  onInput?: FormEventHandler<HTMLFormElement>
  /** The fields and the submit button. */
  children: ReactNode
}

/**
 * An account form: the error summary after a failed submit (it takes the
 * focus), then the form, whose submit sends `submission` (one call at a time;
 * the fields are read with FormData in its action). `method="dialog"`: rendered
 * on a server and tapped before the script runs, the form sends nothing (a
 * password above all) to the page's own address. `noValidate`: the fields'
 * messages are the block's, in its catalogue's words, not the browser's.
 */
export function SubmissionForm({
  submission,
  fields,
  notice,
  formRef,
  className,
  onInput,
  children,
}: SubmissionFormProps) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void submission.submit()
  }

  return (
    <>
      <FormFailureSummary submission={submission} fields={fields} />
      {notice}
      <form
        ref={formRef}
        method="dialog"
        className={className}
        onSubmit={onSubmit}
        onInput={onInput}
        noValidate
      >
        {children}
      </form>
    </>
  )
}
