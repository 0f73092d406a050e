import { type RefObject, useCallback, useEffect, useState } from 'react'

/** A field a person types in (not a box to tick, not a button). */
function holdsText(element: Element): boolean {
  return (
    (element instanceof HTMLInputElement &&
      element.type !== 'checkbox' &&
      element.type !== 'radio' &&
      element.type !== 'hidden') ||
    element instanceof HTMLTextAreaElement
  )
}

/** Whether any text field of `form` holds something. */
function formHoldsText(form: HTMLFormElement | null): boolean {
  if (form === null) return false
  return [...form.elements].some(
    (element) =>
      holdsText(element) && (element as HTMLInputElement | HTMLTextAreaElement).value !== '',
  )
}

/**
 * Whether the person has typed in `form`: read from its fields when the app
 * takes the page over (text typed before the script arrived included) and
 * again on each `input` event (pass `onInput` to the form). Only the answer is
 * kept, never what was typed: the fields hold that until the form is sent.
 */
export function useTypedIn(form: RefObject<HTMLFormElement | null>): {
  typedIn: boolean
  onInput: () => void
} {
  const [typedIn, setTypedIn] = useState(false)
  const onInput = useCallback(() => setTypedIn(formHoldsText(form.current)), [form])
  useEffect(onInput, [onInput])
  return { typedIn, onInput }
}
