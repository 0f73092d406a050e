// A server component: it imports the kit directly; the modules that need the
// client say so themselves ('use client' in the package's built files).
import { Button, ConfirmDialog, ToastProvider } from '@conecta/ui'
import { ApiCheckout } from './ApiCheckout'

export default function Home() {
  return (
    <ToastProvider>
      <main>
        <h1>Conta</h1>
        <Button type="submit">Guardar</Button>
        <ConfirmDialog
          title="Eliminar a conta?"
          variant="danger"
          confirmText="Eliminar"
          trigger={<Button variant="danger">Eliminar conta</Button>}
        />
        <ApiCheckout />
      </main>
    </ToastProvider>
  )
}
