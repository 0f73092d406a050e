// A host app that installed the packed tarballs from npm: React 18 or 19, no
// vanilla-extract, the stylesheet imported once, a theme class on the root.
import { createSanctumClient, sessionCookieName } from '@conecta/session-machine'
import { Button, ConfirmDialog, conectaTheme, ToastProvider, useToast } from '@conecta/ui'
import '@conecta/ui/style.css'
import { StrictMode, useEffect, useRef, useState, version } from 'react'
import { createRoot } from 'react-dom/client'

const client = createSanctumClient({ baseURL: '/api', productName: 'Conecta' })

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
