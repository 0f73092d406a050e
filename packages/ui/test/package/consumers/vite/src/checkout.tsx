// A host's own sign-in and checkout against a real API (the test serves the demo
// API): @conecta/session-machine's client signs the person in, @conecta/mpesa's
// machine pays, the host's English strings speak. The API's address comes in
// the page's query (`?api=`).
import {
  createPaymentApi,
  createPaymentLogic,
  type Plan,
  selectPaymentOutcome,
  selectPaymentStage,
} from '@conecta/mpesa'
import { createSanctumClient, fetchUser } from '@conecta/session-machine'
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react'
import { type Actor, createActor } from 'xstate'
import { strings } from './payment'

type PaymentActor = Actor<ReturnType<typeof createPaymentLogic>>

function fields(event: FormEvent<HTMLFormElement>): FormData {
  event.preventDefault()
  return new FormData(event.currentTarget)
}

export function Checkout({ api }: { api: string }) {
  const client = useMemo(() => createSanctumClient({ baseURL: api, productName: 'Conecta' }), [api])
  const [person, setPerson] = useState<string | null>(null)
  const [problem, setProblem] = useState('')
  const [report, setReport] = useState({ stage: '', text: '' })
  const actor = useRef<PaymentActor | null>(null)
  useEffect(
    () => () => {
      actor.current?.stop()
    },
    [],
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
    const payment = createActor(createPaymentLogic({ api: createPaymentApi(client) }), {
      input: { userId: user.id, plan },
    })
    payment.subscribe((snapshot) =>
      setReport({
        stage: selectPaymentStage(snapshot),
        text: selectPaymentOutcome(snapshot, strings)?.title ?? '',
      }),
    )
    actor.current = payment.start()
    setPerson(user.name)
  }

  return (
    <section aria-label="Checkout">
      {person === null ? (
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
        <form
          onSubmit={(event) => {
            const phone = String(fields(event).get('phone'))
            actor.current?.send({ type: 'payment.submit', phone })
          }}
        >
          <p>Signed in as {person}</p>
          <label>
            Checkout number <input name="phone" />
          </label>
          <button type="submit">Pay with M-Pesa</button>
          <p data-testid="checkout-stage">{report.stage}</p>
          <p data-testid="checkout-text">{report.text}</p>
        </form>
      )}
    </section>
  )
}
