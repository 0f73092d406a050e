import { act } from '@testing-library/react'
import { useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import {
  canHydrate,
  captureTypedValues,
  mergeTypedValues,
  normalizePathname,
  restoreTypedValues,
} from './prerenderMarkers'

function SignIn() {
  const [email, setEmail] = useState('')
  const [remember, setRemember] = useState(false)
  return (
    <form>
      <input aria-label="E-mail" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input
        aria-label="Lembrar-me"
        type="checkbox"
        checked={remember}
        onChange={(event) => setRemember(event.target.checked)}
      />
      <output>{`${email}|${remember}`}</output>
    </form>
  )
}

afterEach(() => {
  document.body.replaceChildren()
})

/** SignIn's pre-rendered HTML in the document, not hydrated yet, and its two fields. */
function prerenderSignIn() {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<SignIn />)
  document.body.append(container)
  const email = container.querySelector<HTMLInputElement>('input[aria-label="E-mail"]')
  const remember = container.querySelector<HTMLInputElement>('input[type="checkbox"]')
  if (!email || !remember) throw new Error('fields missing')
  return { container, email, remember }
}

describe('captureTypedValues and restoreTypedValues', () => {
  it('given fields filled before hydration, after hydrating and restoring, should give the state what was typed', async () => {
    const { container, email, remember } = prerenderSignIn()
    email.value = 'ana@exemplo.co.mz'
    remember.checked = true

    const typed = captureTypedValues(container)
    const root = await act(async () => hydrateRoot(container, <SignIn />))
    // React's state missed the typing: this is what restoring has to fix.
    expect(container.querySelector('output')?.textContent).toBe('|false')

    await act(async () => restoreTypedValues(typed))

    expect(container.querySelector('output')?.textContent).toBe('ana@exemplo.co.mz|true')
    expect(email.value).toBe('ana@exemplo.co.mz')
    act(() => root.unmount())
  })

  // The hydration window: the start-up capture has run (nothing typed yet),
  // the person types and ticks before React owns the fields, React hydrates
  // over them. What the fields hold when hydration ends must reach the state.
  it('given fields filled after the start-up capture, while React hydrates, after restoring both captures merged, should give the state what the fields hold', async () => {
    const { container, email, remember } = prerenderSignIn()

    const atStart = captureTypedValues(container)
    email.value = 'ana@exemplo.co.mz'
    remember.checked = true
    const root = await act(async () => hydrateRoot(container, <SignIn />))
    expect(container.querySelector('output')?.textContent).toBe('|false')

    const atEnd = captureTypedValues(container)
    await act(async () => restoreTypedValues(mergeTypedValues(atStart, atEnd)))

    expect(container.querySelector('output')?.textContent).toBe('ana@exemplo.co.mz|true')
    expect(email.value).toBe('ana@exemplo.co.mz')
    expect(remember.checked).toBe(true)
    act(() => root.unmount())
  })

  // A person who selects the whole field to type over it just as hydration
  // ends: their next keys must replace the text, not land after it (seen in
  // an e2e run: 'quase@exemplo.co.mz' + the new address, sent as one).
  it('given a field whose text the person has selected, after restoring, should give the state the text and keep the selection', async () => {
    const { container, email } = prerenderSignIn()
    email.value = 'quase@exemplo.co.mz'
    const typed = captureTypedValues(container)
    const root = await act(async () => hydrateRoot(container, <SignIn />))
    email.focus()
    email.select()

    await act(async () => restoreTypedValues(typed))

    expect(container.querySelector('output')?.textContent).toBe('quase@exemplo.co.mz|false')
    expect([email.selectionStart, email.selectionEnd]).toEqual([0, 'quase@exemplo.co.mz'.length])
    act(() => root.unmount())
  })

  it('given a field typed before the script and changed while React hydrated, should keep the later value once', () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<SignIn />)
    const email = container.querySelector<HTMLInputElement>('input[aria-label="E-mail"]')
    if (!email) throw new Error('field missing')
    email.value = 'an'
    const before = captureTypedValues(container)
    email.value = 'ana@exemplo.co.mz'

    const merged = mergeTypedValues(before, captureTypedValues(container))

    expect(merged.map(({ value }) => value)).toEqual(['ana@exemplo.co.mz'])
  })

  it('given untouched fields, should capture nothing', () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<SignIn />)

    expect(captureTypedValues(container)).toEqual([])
  })
})

describe('canHydrate', () => {
  it('given the HTML of the same path, with or without a trailing slash, should hydrate', () => {
    expect(canHydrate('/login', '/login')).toBe(true)
    expect(canHydrate('/login', '/login/')).toBe(true)
    expect(canHydrate('/', '/')).toBe(true)
  })

  it('given the landing page served as a fallback for another path, should not hydrate', () => {
    expect(canHydrate('/', '/profile')).toBe(false)
    expect(canHydrate('/', '/password-reset/abc')).toBe(false)
  })

  it('given the app shell (no marker), should not hydrate', () => {
    expect(canHydrate(null, '/profile')).toBe(false)
  })

  it('should normalise only trailing slashes', () => {
    expect(normalizePathname('///')).toBe('/')
    expect(normalizePathname('/a/b//')).toBe('/a/b')
  })
})
