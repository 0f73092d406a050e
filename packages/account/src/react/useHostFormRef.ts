'use client'

import { type Ref, type RefObject, useCallback, useRef } from 'react'

/**
 * A block's own ref to its form, that also hands the element to the host's
 * `formRef` (an object or a callback): `[form, setForm]`, `setForm` as the
 * form's `ref`.
 */
export function useHostFormRef(
  formRef: Ref<HTMLFormElement> | undefined,
): [RefObject<HTMLFormElement | null>, (element: HTMLFormElement | null) => void] {
  const form = useRef<HTMLFormElement | null>(null)
  const setForm = useCallback(
    (element: HTMLFormElement | null) => {
      form.current = element
      if (typeof formRef === 'function') formRef(element)
      else if (formRef) formRef.current = element
    },
    [formRef],
  )
  return [form, setForm]
}
