import type { SessionInput } from '@conecta/session-machine'
import { SessionProvider } from '@conecta/session-machine/react'
import { type ReactNode, StrictMode } from 'react'
import { App } from './App'

export interface AppTreeProps {
  session: SessionInput
  logic?: Parameters<typeof SessionProvider>[0]['logic']
  /** RouterProvider in the browser, StaticRouterProvider when pre-rendering. */
  router: ReactNode
}

/** The same tree in the browser and in the pre-rendering, so hydration matches. */
export function AppTree({ session, logic, router }: AppTreeProps) {
  return (
    <StrictMode>
      <SessionProvider input={session} logic={logic}>
        <App>{router}</App>
      </SessionProvider>
    </StrictMode>
  )
}
