// A host app that installed the packed tarballs from npm: React 18 or 19, no
// vanilla-extract, the stylesheet imported once, a theme class on the root.
import { createSanctumClient, sessionCookieName } from '@conecta/session-machine'
import { Button, ConfirmDialog, conectaTheme, ToastProvider, useToast } from '@conecta/ui'
import '@conecta/ui/style.css'
import '@conecta/mpesa/style.css'
import '@conecta/account/style.css'
import { StrictMode, useEffect, useRef, useState, version } from 'react'
import { createRoot } from 'react-dom/client'
import { Checkout } from '../common/Checkout'
import { checkoutStrings, insufficient, signInStrings, startPayment, typed } from './payment'

const client = createSanctumClient({ baseURL: '/api', productName: 'Conecta' })

function Payment() {
  const [report, setReport] = useState({ stage: '', text: '' })
  const actor = useRef<ReturnType<typeof startPayment> | null>(null)
  useEffect(() => {
    actor.current = startPayment((stage, text) => setReport({ stage, text }))
    return () => {
      actor.current?.stop()
    }
  }, [])
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        const phone = new FormData(event.currentTarget).get('phone')
        actor.current?.send({ type: 'payment.submit', phone: String(phone) })
      }}
    >
      <label>
        M-Pesa number <input name="phone" />
      </label>
      <button type="submit">Pay</button>
      <p data-testid="payment-stage">{report.stage}</p>
      <p data-testid="payment-text">{report.text}</p>
      <p data-testid="payment-rules">
        {insufficient.kind} {insufficient.actions.join(',')} {typed.ok ? typed.display : ''}
      </p>
    </form>
  )
}

/** The API a checkout signs in and pays against, when the page is given one. */
const api = new URLSearchParams(window.location.search).get('api')

function Page() {
  const { toast } = useToast()
  const saveRef = useRef<HTMLButtonElement>(null)
  const [refTag, setRefTag] = useState('none')
  useEffect(() => setRefTag(saveRef.current?.tagName ?? 'none'), [])
  return (
    <main data-react={version} data-client={typeof client.get}>
      <p data-testid="ref">{refTag}</p>
      <p data-testid="cookie">{sessionCookieName('Conecta')}</p>
      <Button ref={saveRef} onClick={() => toast({ title: 'Guardado', variant: 'success' })}>
        Guardar
      </Button>
      <ConfirmDialog
        title="Eliminar a conta?"
        variant="danger"
        confirmText="Eliminar"
        trigger={<Button variant="danger">Eliminar conta</Button>}
        onConfirm={() => undefined}
      />
      <Payment />
      {api === null ? null : (
        <Checkout api={api} strings={checkoutStrings} accountStrings={signInStrings} />
      )}
    </main>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
root.classList.add(conectaTheme)
createRoot(root).render(
  <StrictMode>
    <ToastProvider>
      <Page />
    </ToastProvider>
  </StrictMode>,
)
