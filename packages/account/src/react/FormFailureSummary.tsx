'use client'

import { ErrorSummary } from '@conecta/ui'
import { failurePt } from '../strings/failurePt.js'
import { summaryItems } from '../summaryItems.js'
import { useAccountSection } from './AccountProvider.js'
import type { Submission } from './useSubmission.js'

export interface FormFailureSummaryProps {
  submission: Pick<Submission<unknown>, 'failure' | 'failedAttempts'>
  /** The form's field names in page order. */
  fields: readonly string[]
}

/** The error summary after a failed submit: it takes focus and links to each field. */
export function FormFailureSummary({ submission, fields }: FormFailureSummaryProps) {
  const words = useAccountSection('failure', failurePt)
  const { failure, failedAttempts } = submission
  if (failure === null) return null
  return (
    <ErrorSummary
      title={words.title}
      message={failure.message}
      errors={summaryItems(failure, fields)}
      focusKey={failedAttempts}
    />
  )
}
