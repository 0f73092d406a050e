/** On `#root` of a pre-rendered page: the path whose HTML it holds. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path'

/** On the fallback guard's inline script: the path the page was rendered for. */
export const PRERENDERED_FOR_ATTRIBUTE = 'data-prerendered-for'

/** On `<html>` when a script or preload failed to load before the app started. */
export const LOAD_FAILED_ATTRIBUTE = 'data-load-failed'

/** On `<html>` while a page's HTML belongs to another path (a server's fallback). */
export const FALLBACK_ATTRIBUTE = 'data-fallback'

/**
 * On `<html>` of a pre-rendered page, set before its first paint, when this
 * browser keeps a signed-in user: what a page shows only while someone is
 * signed in (the "sessão iniciada" notice, the header's "Perfil") is there
 * from the start instead of moving the page when the app learns it
 * (session/likelySession.css.ts, docs/product.md#someone-else-signed-in).
 */
export const STORED_SESSION_ATTRIBUTE = 'data-stored-session'

/** On `<html>` once React owns the page: from then on forms submit through the app. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'

/** On a `<form>` submitted before the app could handle it; the app submits it again. */
export const PENDING_SUBMIT_ATTRIBUTE = 'data-pending-submit'

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** What the person typed or ticked in a pre-rendered field before hydration. */
export interface TypedValue {
  field: Field
  value: string
  checked: boolean
}

function isCheckable(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
}

/**
 * Reads every field the person changed in pre-rendered HTML. Call it just
 * before hydrating: hydration resets controlled fields to their (empty) state.
 */
export function captureTypedValues(root: ParentNode): TypedValue[] {
  const typed: TypedValue[] = []
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    const changed = isCheckable(field)
      ? field.checked !== field.defaultChecked
      : field instanceof HTMLSelectElement || field.value !== field.defaultValue
    if (changed)
      typed.push({ field, value: field.value, checked: isCheckable(field) && field.checked })
  }
  return typed
}

let handingOver = false

/**
 * Set by main.tsx from just before hydration until the typed values are back
 * in the forms' state ({@link restoreTypedValues}). In between, a form's
 * state is empty while its fields may not be.
 */
export function markHandingOver(on: boolean): void {
  handingOver = on
}

/**
 * True while React hydrates a pre-rendered page, until the typed values are
 * handed over: a form's first state must then match the pre-rendered HTML.
 * Read once, in a state initialiser; unlike `useHydrated` it draws nothing
 * again when hydration ends.
 */
export function isHandingOver(): boolean {
  return handingOver
}

/**
 * One value per field: what it held when hydration ended wins over what it
 * held before the script ran (the person kept typing), and a field hydration
 * emptied keeps what was typed before.
 */
export function mergeTypedValues(
  before: readonly TypedValue[],
  after: readonly TypedValue[],
): TypedValue[] {
  const latest = new Map<Field, TypedValue>(before.map((typed) => [typed.field, typed]))
  for (const typed of after) latest.set(typed.field, typed)
  return [...latest.values()]
}

/**
 * react-dom's record of the value it last saw in a field it controls
 * (`inputValueTracking`, on the element since React 15): the one way to make
 * React read a field's text again without writing the text, which would move
 * the caret. Absent, restoring writes the text (see below).
 */
type TrackedField = Field & { _valueTracker?: { setValue(value: string): void } | null }

/**
 * Puts captured values back into the hydrated fields through the events React
 * listens to, so each form's state learns them as if they were typed now.
 */
export function restoreTypedValues(typed: readonly TypedValue[]): void {
  for (const { field, value, checked } of typed) {
    if (!field.isConnected) continue
    if (isCheckable(field)) {
      if (field.checked !== checked) {
        field.click()
      }
      continue
    }
    // Hydration leaves the typed text in the field while React's state is
    // empty, and React ignores an event whose value equals the one it last
    // saw. Where the field already shows the text, only React's record of it
    // is changed: writing the value again would move the caret to the end and
    // drop a selection, so a person typing over the text just then would add
    // to it instead of replacing it. Otherwise the element's own setter makes
    // React see '' first, then the prototype's setter (which React does not
    // watch) puts the text in.
    const tracker = (field as TrackedField)._valueTracker
    if (tracker && field.value === value) {
      tracker.setValue(value === '' ? ' ' : '')
    } else {
      field.value = ''
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(
        field,
        value,
      )
    }
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    )
  }
}

/**
 * Submits again, through the app, every form the pre-hydration guard held
 * back, and lets later submits through: what the person typed and pressed
 * while the script was still on its way is not lost.
 */
export function releaseHeldSubmits(doc: Document): void {
  doc.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
  for (const form of doc.querySelectorAll<HTMLFormElement>(`form[${PENDING_SUBMIT_ATTRIBUTE}]`)) {
    form.removeAttribute(PENDING_SUBMIT_ATTRIBUTE)
    form.requestSubmit()
  }
}

/** '/login/' and '/login' are the same page; '/' stays '/'. */
export function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/**
 * True when the HTML in `#root` was pre-rendered for the path now in the
 * address bar, so React may hydrate it. A static server that answers
 * /profile or /password-reset/abc with index.html (the landing page) makes
 * this false: then the app renders from scratch instead of hydrating.
 */
export function canHydrate(prerenderedPath: string | null, pathname: string): boolean {
  return (
    prerenderedPath !== null && normalizePathname(prerenderedPath) === normalizePathname(pathname)
  )
}
