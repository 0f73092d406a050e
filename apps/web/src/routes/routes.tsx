import type { ComponentType } from 'react'
import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom'
import { HydrateFallback } from '../app/HydrateFallback'
import { RootErrorBoundary } from '../app/RootErrorBoundary'
import { RootLayout } from '../app/RootLayout'
import { PublicLayout } from '../layouts/PublicLayout'
import { isProfileTab, paths } from '../navigation/paths'
import type { RouteHandle } from '../navigation/routeHandle'

type PageModule = Record<string, unknown>

const NOT_FOUND_TITLE = 'Página não encontrada'

// Each page is its own chunk (docs/architecture.md#performance: a public page's first load carries
// that page only). The glob keeps the chunk's source path next to its loader,
// so the pre-rendering can link exactly that chunk into the page's HTML.
// The status pages too: the 503 that replaces the whole app and the error
// boundary's 404 load the same chunks when first shown (app/App.tsx,
// app/RootErrorBoundary.tsx). Left out: the unexpected-error screen, which the
// entry keeps, since what failed may be loading a chunk.
const pageModules = import.meta.glob<PageModule>([
  '../features/*/*Page.tsx',
  '!../features/status/UnexpectedErrorPage.tsx',
])

function page(
  file: string,
  title?: string,
  likelyNext?: readonly string[],
  opensOffline?: boolean,
): Pick<RouteObject, 'lazy'> & { handle: RouteHandle } {
  const load = pageModules[`../features/${file}.tsx`]
  if (load === undefined) throw new Error(`No page module features/${file}.tsx`)
  const exportName = file.slice(file.lastIndexOf('/') + 1)
  return {
    lazy: async () => {
      const module = await load()
      const Component = module[exportName]
      if (typeof Component !== 'function') {
        throw new Error(`features/${file}.tsx does not export ${exportName}`)
      }
      return { Component: Component as ComponentType }
    },
    handle: {
      module: `src/features/${file}.tsx`,
      title,
      ...(likelyNext ? { likelyNext } : {}),
      ...(opensOffline ? { opensOffline } : {}),
    },
  }
}

/** `/profile/{tab}` with a tab the profile does not have is the not-found page. */
export function profileTabLoader({ params }: LoaderFunctionArgs): null {
  if (!isProfileTab(params.tab)) throw data(null, { status: 404, statusText: 'Not Found' })
  return null
}

/** The root layout with the whole table, for the idle prefetch of likely next pages. */
function Root() {
  return <RootLayout routes={routes} />
}

/** The whole route table (docs/product.md#screens-and-routes), paths as in paths.ts. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, ...page('landing/LandingPage', undefined, [paths.register, paths.login]) },
          { path: 'login', ...page('auth/LoginPage', 'Entrar', [paths.profile]) },
          { path: 'register', ...page('auth/RegisterPage', 'Criar conta') },
          {
            path: 'forgot-password',
            ...page('auth/ForgotPasswordPage', 'Recuperar palavra-passe'),
          },
          {
            path: 'password-reset/:token',
            ...page('auth/PasswordResetPage', 'Nova palavra-passe'),
          },
          { path: 'verify-email', ...page('auth/VerifyEmailPage', 'Verificar e-mail') },
        ],
      },
      {
        // Profile code, the header's help dialog and the payment come with this
        // chunk, never with a public page.
        lazy: async () => ({
          Component: (await import('../layouts/AuthenticatedLayout')).AuthenticatedLayout,
        }),
        children: [
          {
            path: 'profile',
            ...page('profile/ProfilePage', 'Perfil'),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('../features/profile/AccountTab')).AccountTab,
                }),
              },
              {
                path: ':tab',
                loader: profileTabLoader,
                lazy: async () => ({
                  Component: (await import('../app/ProfileTabContent')).ProfileTabContent,
                }),
              },
            ],
          },
          {
            // Beside the profile page, not inside it: a receipt is printed
            // without the tabs. Its own chunk, like every page.
            path: paths.receipt.slice(1),
            ...page('subscription/ReceiptPage', 'Comprovativo', undefined, true),
          },
        ],
      },
      { path: '500', ...page('status/ServerErrorPage', 'Erro') },
      { path: '404', ...page('status/NotFoundPage', NOT_FOUND_TITLE) },
      { path: '503', ...page('status/MaintenancePage', 'Em manutenção') },
      { path: '401', ...page('status/UnauthorizedPage', 'Sem permissão') },
      { path: '*', ...page('status/NotFoundPage', NOT_FOUND_TITLE) },
    ],
  },
]
