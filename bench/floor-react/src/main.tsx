// The floor of docs/architecture.md#performance: the bare page's one form (bench/bare-react's
// LoginForm, the same module) plus what the issues require on the first load, used the way the
// app uses it: React Router's data router (createBrowserRouter, RouterProvider,
// a Link) and the session as an XState actor started before the first render,
// read with useSyncExternalStore. Nothing else: the gap between this page and
// the bare one is what the mandated libraries cost; the gap between the app and
// this page is the app's own.
import { StrictMode, useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom'
import { assign, createActor, fromPromise, setup } from 'xstate'
import { LoginForm } from '../../bare-react/src/LoginForm'

const sessionMachine = setup({
  types: {} as { context: { user: string | null } },
  actors: {
    // Stands in for the app's user fetch: it fetches nothing, only resolves.
    fetchUser: fromPromise(() => Promise.resolve<string | null>(null)),
  },
}).createMachine({
  id: 'session',
  context: { user: null },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'fetchUser',
        onDone: { target: 'known', actions: assign({ user: ({ event }) => event.output }) },
        onError: { target: 'known' },
      },
    },
    known: {},
  },
})

// Started before the first render, as the app starts its session.
const session = createActor(sessionMachine).start()

function subscribe(onChange: () => void) {
  const subscription = session.subscribe(onChange)
  return () => subscription.unsubscribe()
}

function useSessionUser() {
  return useSyncExternalStore(subscribe, () => session.getSnapshot().context.user)
}

function LoginPage() {
  const user = useSessionUser()
  return (
    <LoginForm
      before={user === null ? null : <p>Sessão iniciada como {user}.</p>}
      after={
        <p>
          <Link to="/register">Criar conta</Link>
        </p>
      }
    />
  )
}

function Register() {
  return (
    <main>
      <h1>Criar conta</h1>
      <p>
        <Link to="/">Entrar</Link>
      </p>
    </main>
  )
}

const router = createBrowserRouter([
  { path: '/', element: <LoginPage /> },
  { path: '/register', element: <Register /> },
])

const container = document.getElementById('root')
if (container === null) throw new Error('index.html has no #root element')
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
