import { ConfirmDialog } from '@conecta/ui'
import * as styles from './HelpDialog.css'
import { SUPPORT_CONTACTS } from './supportContacts'

export interface HelpDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The header's help: how to reach support (loaded with Radix Dialog on first use). */
export function HelpDialog({ open, onOpenChange }: HelpDialogProps) {
  const { email, phone, whatsapp, hours } = SUPPORT_CONTACTS
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Precisa de ajuda?"
      description={`A nossa equipa de apoio responde ${hours.charAt(0).toLowerCase()}${hours.slice(1)}.`}
      confirmText="Escrever ao apoio"
      cancelText="Fechar"
      onConfirm={() => {
        window.location.href = `mailto:${email}`
      }}
    >
      <ul className={styles.contacts}>
        <li>
          E-mail: <a href={`mailto:${email}`}>{email}</a>
        </li>
        <li>
          Telefone: <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
        </li>
        <li>
          WhatsApp:{' '}
          <a href={`https://wa.me/${whatsapp}`} target="_blank" rel="noreferrer">
            {phone} (abre o WhatsApp)
          </a>
        </li>
      </ul>
      <p className={styles.note}>
        Sobre pagamentos M-Pesa, tenha consigo o número usado e a referência da transacção.
      </p>
    </ConfirmDialog>
  )
}
