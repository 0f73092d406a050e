import type { SessionInput, SessionMachine } from '@conecta/session-machine'
import { type SessionActorRef, SessionProvider } from '@conecta/session-machine/react'
import { type ReactNode, StrictMode } from 'react'
import { SubscriptionActorHostProvider } from '../features/subscription/subscriptionActorHost'
import { App } from './App'

export type AppTreeProps = {
  /** RouterProvider in the browser, StaticRouterProvider when pre-rendering. */
  router: ReactNode
  /** Runs once after the first commit in the browser (see App). */
  onHydrated?: () => void
} & (
  | {
      /** The browser's session, started before the first render (docs/product.md#start-up). */
      actor: SessionActorRef
    }
  | {
      /** What the provider creates a session from (pre-rendering, tests, stories). */
      session: SessionInput
      logic?: SessionMachine
    }
)

/** The same tree in the browser and in the pre-rendering, so hydration matches. */
export function AppTree(props: AppTreeProps) {
  const provider =
    'actor' in props
      ? { actor: props.actor }
      : { input: props.session, ...(props.logic ? { logic: props.logic } : {}) }
  return (
    <StrictMode>
      <SessionProvider {...provider}>
        {/* The signed-in person's payment lives beside the session, whatever the screen. */}
        <SubscriptionActorHostProvider>
          <App onHydrated={props.onHydrated}>{props.router}</App>
        </SubscriptionActorHostProvider>
      </SessionProvider>
    </StrictMode>
  )
}
