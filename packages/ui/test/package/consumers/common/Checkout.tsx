'use client'

// A host's own sign-in and the packed M-Pesa checkout block against a real API
// (the test serves the demo API): @conecta/session-machine's client signs the
// person in, @conecta/mpesa's machine pays, @conecta/mpesa/react's checkout
// shows it, in the words the host gives (Portuguese by default). The same file
// runs in the Vite apps and in the Next.js one (copied into each as common/).
import {
  createPaymentApi,
  createPaymentLogic,
  type MpesaStrings,
  mpesaPt,
  type Plan,
} from '@conecta/mpesa'
import { MpesaCheckout, MpesaProvider } from '@conecta/mpesa/react'
import { createSanctumClient, fetchUser } from '@conecta/session-machine'
import { type FormEvent, useEffect, useMemo, useState } from 'react'
import { type Actor, createActor } from 'xstate'

type PaymentActor = Actor<ReturnType<typeof createPaymentLogic>>

function fields(event: FormEvent<HTMLFormElement>): FormData {
  event.preventDefault()
  return new FormData(event.currentTarget)
}

export interface CheckoutProps {
  /** The API's address. */
  api: string
  /** @defaultValue mpesaPt */
  strings?: MpesaStrings
}

export function Checkout({ api, strings = mpesaPt }: CheckoutProps) {
  const client = useMemo(() => createSanctumClient({ baseURL: api, productName: 'Conecta' }), [api])
  const [person, setPerson] = useState<string | null>(null)
  const [problem, setProblem] = useState('')
  const [payment, setPayment] = useState<PaymentActor | null>(null)
  useEffect(
    () => () => {
      payment?.stop()
    },
    [payment],
  )

  async function signIn(data: FormData) {
    await client.post('/login', {
      body: { email: String(data.get('email')), password: String(data.get('password')) },
      exclusive: true,
    })
    const { user } = await fetchUser(client)
    const { data: plans } = await client.get<{ data: Plan[] }>('/api/subscription/plans')
    const plan = plans[0]
    if (plan === undefined) throw new Error('the API offers no plan')
    const actor = createActor(createPaymentLogic({ api: createPaymentApi(client) }), {
      input: { userId: user.id, plan },
    })
    setPayment(actor.start())
    setPerson(user.name)
  }

  return (
    <section aria-label="Checkout">
      {person === null || payment === null ? (
        <form
          onSubmit={(event) => {
            signIn(fields(event)).catch((error: unknown) => setProblem(String(error)))
          }}
        >
          <label>
            Email <input name="email" type="email" />
          </label>
          <label>
            Password <input name="password" type="password" />
          </label>
          <button type="submit">Sign in</button>
          <p>{problem}</p>
        </form>
      ) : (
        <>
          <p>Signed in as {person}</p>
          <MpesaProvider strings={strings}>
            <MpesaCheckout actor={payment} />
          </MpesaProvider>
        </>
      )}
    </section>
  )
}
