import { createUserStorage } from '@conecta/session-machine'
import { appBody, conectaTheme } from '@conecta/ui'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { apiClient } from './api/apiClient'
import { AppTree } from './app/AppTree'
import { appConfig } from './config/appConfig'
import { documentTitle, modulesOfMatches, titleOfMatches } from './navigation/routeHandle'
import { type Manifest, renderDocument } from './prerender/renderDocument'
import { routes } from './routes/routes'

/** The public pages written as static HTML at build time (docs/architecture.md#performance), and where. */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'index.html' },
  { path: '/login', file: 'login/index.html' },
  { path: '/register', file: 'register/index.html' },
  { path: '/forgot-password', file: 'forgot-password/index.html' },
  { path: '/verify-email', file: 'verify-email/index.html' },
  { path: '/401', file: '401/index.html' },
  { path: '/404', file: '404/index.html' },
  { path: '/500', file: '500/index.html' },
  { path: '/503', file: '503/index.html' },
  // What static hosts (GitHub Pages, Netlify, nginx's error_page) answer unknown paths with.
  { path: '/404', file: '404.html' },
] as const

/**
 * For every other address (/profile…, /password-reset/{token}): the template
 * with an empty root, rendered by the client. Servers should fall back to it.
 */
export const APP_SHELL_FILE = 'app-shell.html'

const bodyClassName = `${conectaTheme} ${appBody}`

export interface RenderedPage {
  html: string
  status: number
  title: string
  modules: string[]
}

/** Renders one public path with the app's own components, as the browser will hydrate it. */
export async function renderPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(new URL(path, 'http://127.0.0.1')))
  if (context instanceof Response) {
    throw new Error(`${path} answered ${context.status} instead of a page`)
  }
  const router = createStaticRouter(handler.dataRoutes, context)
  const matches = context.matches.map(({ route }) => ({ handle: route.handle }))
  const html = renderToString(
    <AppTree
      // No storage: the server has no stored user; it appears after hydration.
      session={{ client: apiClient, storage: createUserStorage(null) }}
      router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
    />,
  )
  return {
    html,
    status: context.statusCode,
    title: documentTitle(titleOfMatches(matches), appConfig.productName),
    modules: modulesOfMatches(matches),
  }
}

/** Every pre-rendered file and the app shell, as file name → HTML. */
export async function renderSite(
  template: string,
  manifest: Manifest,
  stylesheets: Readonly<Record<string, string>>,
): Promise<Map<string, string>> {
  const files = new Map<string, string>()
  for (const { path, file } of PRERENDERED_PAGES) {
    const page = await renderPage(path)
    files.set(
      file,
      renderDocument({
        template,
        page: { path, html: page.html, modules: page.modules },
        title: page.title,
        bodyClassName,
        manifest,
        stylesheets,
      }),
    )
  }
  files.set(
    APP_SHELL_FILE,
    renderDocument({
      template,
      page: null,
      title: appConfig.productName,
      bodyClassName,
      manifest,
      stylesheets,
    }),
  )
  return files
}
