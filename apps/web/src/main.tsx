import { appBody, conectaTheme } from '@conecta/ui'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { createActor } from 'xstate'
import { apiClient } from './api/apiClient'
import { AppTree } from './app/AppTree'
import { createSessionLogic } from './app/createSessionLogic'
import { resolveLazyMatches } from './app/resolveLazyMatches'
import {
  canHydrate,
  PRERENDERED_PATH_ATTRIBUTE,
  releaseHeldSubmits,
} from './prerender/prerenderMarkers'
import { routes } from './routes/routes'
import { registerServiceWorker } from './service-worker/registerServiceWorker'
import { watchPageRestore } from './session/watchPageRestore'
import { showToast } from './toast/toastBus'
import './prerender/loadNotice.css'

async function start(): Promise<void> {
  const container = document.getElementById('root')
  if (container === null) throw new Error('index.html has no #root element')
  // Pre-rendered pages already carry these; the dev server's page does not.
  document.body.classList.add(conectaTheme, appBody)

  // A page's script that cannot be downloaded (offline, before the service
  // worker holds it) must not stop the app: rendered without it, the router
  // asks again and its error screen offers "Tentar novamente".
  const resolved = await resolveLazyMatches(routes, window.location.pathname).then(
    () => true,
    (error: unknown) => {
      console.error('A page module could not be loaded at start-up', error)
      return false
    },
  )
  const hydrate =
    resolved &&
    canHydrate(container.getAttribute(PRERENDERED_PATH_ATTRIBUTE), window.location.pathname)
  // The pre-rendering has no loader data to hand over; an empty hydrationData tells the
  // router the page is server-rendered, so its scroll restoration leaves the first page where
  // the person has scrolled it (without, it scrolled to the top when the app took over).
  const router = createBrowserRouter(routes, hydrate ? { hydrationData: {} } : undefined)
  const logic = createSessionLogic({
    currentPathname: () => window.location.pathname,
    showToast,
  })
  // docs/product.md#start-up: the session starts before the first render, so CSRF priming and
  // the user fetch run while React hydrates, not after it.
  const session = createActor(logic, { input: { client: apiClient } }).start()
  // docs/product.md#back-button: a page the back button brings back from the browser's cache
  // shows nobody until the server has said again who is signed in.
  watchPageRestore(() => session.send({ type: 'session.restored' }))
  // The forms' fields are their own (uncontrolled) and hydration leaves what they hold alone:
  // what was typed before the script ran is still there, with nothing to hand over. Once React
  // owns the page (a task after its first commit, when its handlers are attached), a submit the
  // page's inline guard held back is sent again, through the app.
  const onHydrated = () => {
    setTimeout(() => releaseHeldSubmits(document), 0)
  }
  const tree = (
    <AppTree actor={session} router={<RouterProvider router={router} />} onHydrated={onHydrated} />
  )

  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds
    // instead of holding the main thread for one long task (TBT, docs/architecture.md#performance);
    // the page is already painted, and an input meanwhile hydrates at once.
    startTransition(() => {
      hydrateRoot(container, tree, {
        onRecoverableError: (error, info) => {
          console.error('Hydration fell back to a client render', error, info.componentStack)
        },
      })
    })
  } else {
    // Another path's HTML (a server's fallback to index.html), or none.
    container.replaceChildren()
    createRoot(container).render(tree)
  }

  if (import.meta.env.PROD) registerServiceWorker()
}

start().catch((error: unknown) => {
  console.error('Conecta failed to start', error)
})
