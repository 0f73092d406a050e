import { act, render } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useHydrated } from './useHydrated'

function Shows({ seen }: { seen?: boolean[] }) {
  const hydrated = useHydrated()
  seen?.push(hydrated)
  return <p>{hydrated ? 'no navegador' : 'no servidor'}</p>
}

let container: HTMLElement | null = null
afterEach(() => {
  container?.remove()
  container = null
})

describe('useHydrated', () => {
  it('given a page the server drew, should be false there and while React hydrates it, then true, with no mismatch', async () => {
    const html = renderToString(<Shows />)
    expect(html).toContain('no servidor')

    container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const seen: boolean[] = []
    const onRecoverableError = vi.fn()
    await act(async () => {
      hydrateRoot(container as HTMLElement, <Shows seen={seen} />, { onRecoverableError })
    })

    expect(seen[0]).toBe(false)
    expect(container.textContent).toBe('no navegador')
    expect(onRecoverableError).not.toHaveBeenCalled()
  })

  it('given a client-only render, should be true from the first render', () => {
    const seen: boolean[] = []
    const { container: rendered } = render(<Shows seen={seen} />)
    expect(seen).toEqual([true])
    expect(rendered.textContent).toBe('no navegador')
  })
})
