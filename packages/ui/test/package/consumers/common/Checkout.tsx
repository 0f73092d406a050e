'use client'

// The packed sign-in and M-Pesa checkout blocks against a real API (the test
// serves the demo API): @conecta/session-machine's session with its Sanctum
// client, @conecta/account/react's sign-in signs the person in to it,
// @conecta/mpesa's machine pays, @conecta/mpesa/react's checkout shows it, in
// the words the host gives (Portuguese by default); then the sessions list
// ends the person's other sessions behind the API's password.confirm, which
// the host answers with @conecta/account's password dialog. The same file
// runs in the Vite apps and in the Next.js one (copied into each as common/).
import { type AccountStrings, accountPt, createPasswordConfirmationPrompt } from '@conecta/account'
import {
  AccountProvider,
  BrowserSessions,
  PasswordConfirmationHost,
  SignIn,
} from '@conecta/account/react'
import {
  createPaymentApi,
  createPaymentLogic,
  type MpesaStrings,
  mpesaPt,
  type Plan,
} from '@conecta/mpesa'
import { MpesaCheckout, MpesaProvider } from '@conecta/mpesa/react'
import {
  type CurrentUser,
  createSanctumClient,
  type SanctumClient,
  sessionMachine,
} from '@conecta/session-machine'
import { SessionProvider, useSessionUser } from '@conecta/session-machine/react'
import { useEffect, useMemo, useState } from 'react'
import { type Actor, createActor } from 'xstate'

type PaymentActor = Actor<ReturnType<typeof createPaymentLogic>>

// The host's own logging: an anonymous visitor's first question (401) is no error to it.
const session = sessionMachine.provide({
  actions: { logError: (_, { message }) => console.info(message) },
})

export interface CheckoutProps {
  /** The API's address. */
  api: string
  /** @defaultValue mpesaPt */
  strings?: MpesaStrings
  /** @defaultValue accountPt */
  accountStrings?: AccountStrings
}

export function Checkout({ api, strings = mpesaPt, accountStrings = accountPt }: CheckoutProps) {
  // One channel for the client's question and the dialog that answers it.
  const [prompt] = useState(createPasswordConfirmationPrompt)
  const client = useMemo(
    () =>
      createSanctumClient({ baseURL: api, productName: 'Conecta', confirmPassword: prompt.ask }),
    [api, prompt],
  )
  return (
    <section aria-label="Checkout">
      <SessionProvider input={{ client }} logic={session}>
        <AccountProvider strings={accountStrings}>
          <MpesaProvider strings={strings}>
            <SignInThenPay client={client} />
          </MpesaProvider>
          <PasswordConfirmationHost prompt={prompt} />
        </AccountProvider>
      </SessionProvider>
    </section>
  )
}

function SignInThenPay({ client }: { client: SanctumClient }) {
  const current = useSessionUser()
  const [signedIn, setSignedIn] = useState(false)
  if (current !== null)
    return <Pay client={client} userId={current.user.id} name={current.user.name} />
  if (signedIn) return <p>…</p>
  return <SignIn onSignedIn={() => setSignedIn(true)} />
}

function Pay({
  client,
  userId,
  name,
}: {
  client: SanctumClient
  userId: CurrentUser['user']['id']
  name: string
}) {
  const [payment, setPayment] = useState<PaymentActor | null>(null)
  const [problem, setProblem] = useState('')
  useEffect(() => {
    let started: PaymentActor | null = null
    client
      .get<{ data: Plan[] }>('/api/subscription/plans')
      .then(({ data: plans }) => {
        const plan = plans[0]
        if (plan === undefined) throw new Error('the API offers no plan')
        started = createActor(createPaymentLogic({ api: createPaymentApi(client) }), {
          input: { userId, plan },
        }).start()
        setPayment(started)
      })
      .catch((error: unknown) => setProblem(String(error)))
    return () => {
      started?.stop()
    }
  }, [client, userId])

  return (
    <>
      <p>Signed in as {name}</p>
      <p>{problem}</p>
      {payment === null ? null : <MpesaCheckout actor={payment} />}
      <BrowserSessions />
    </>
  )
}
