import { matchRoutes, type RouteObject } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { routes } from '../routes/routes'
import { paths } from './paths'
import { prefetchRoute } from './prefetchRoute'
import { likelyNextOfMatches } from './routeHandle'

describe('likelyNextOfMatches', () => {
  it('given the route table, should name where a visitor of each public page most likely goes next', () => {
    // As useMatches() gives them: each matched route's handle.
    const next = (path: string) =>
      likelyNextOfMatches((matchRoutes(routes, path) ?? []).map(({ route }) => route))
    expect(next('/')).toEqual([paths.register, paths.login])
    expect(next('/login')).toEqual([paths.profile])
    expect(next('/register')).toEqual([])
  })
})

describe('prefetchRoute', () => {
  it('given a path, should load every lazy route it matches and no other', async () => {
    const layout = vi.fn(async () => ({}))
    const page = vi.fn(async () => ({}))
    const other = vi.fn(async () => ({}))
    const table: RouteObject[] = [
      {
        path: '/',
        children: [
          { path: 'profile', lazy: layout, children: [{ path: ':tab', lazy: page }] },
          { path: 'login', lazy: other },
        ],
      },
    ]
    prefetchRoute(table, '/profile/security')
    expect(layout).toHaveBeenCalledOnce()
    expect(page).toHaveBeenCalledOnce()
    expect(other).not.toHaveBeenCalled()
  })

  it('given a failing chunk (offline), should swallow the error: the click will try again', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')))
    prefetchRoute([{ path: '/login', lazy: failing }], '/login')
    await expect(Promise.resolve()).resolves.toBeUndefined()
    expect(failing).toHaveBeenCalledOnce()
  })
})
