import { ConfirmDialog } from '@conecta/ui'
import { MPesa } from '../format/keepNamesWhole'
import { textLink } from '../styles/textLink.css'
import * as styles from './HelpDialog.css'
import { SUPPORT_CONTACTS } from './supportContacts'

export interface HelpDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

export const HELP_WHATSAPP_LABEL = 'Escrever no WhatsApp'

/**
 * The header's help: how to reach support (loaded with Radix Dialog on first
 * use). WhatsApp first, and its button the main one: it is where people here
 * write, and where they already send the proof of a payment.
 */
export function HelpDialog({ open, onOpenChange }: HelpDialogProps) {
  const { email, phone, whatsapp, hours } = SUPPORT_CONTACTS
  const whatsappUrl = `https://wa.me/${whatsapp}`
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Precisa de ajuda?"
      description={`A nossa equipa de apoio responde ${hours.charAt(0).toLowerCase()}${hours.slice(1)}.`}
      confirmText={HELP_WHATSAPP_LABEL}
      cancelText="Fechar"
      onConfirm={() => {
        window.open(whatsappUrl, '_blank', 'noreferrer')
      }}
    >
      <ul className={styles.contacts}>
        <li>
          WhatsApp:{' '}
          <a className={textLink} href={whatsappUrl} target="_blank" rel="noreferrer">
            {phone} (abre o WhatsApp)
          </a>
        </li>
        <li>
          Telefone:{' '}
          <a className={textLink} href={`tel:${phone.replace(/\s/g, '')}`}>
            {phone}
          </a>
        </li>
        <li>
          E-mail:{' '}
          <a className={textLink} href={`mailto:${email}`}>
            {email}
          </a>
        </li>
      </ul>
      <p className={styles.note}>
        Sobre pagamentos <MPesa />, envie o comprovativo (em Subscrição, “Ver comprovativo”) ou
        tenha consigo o número usado e a referência da transacção.
      </p>
    </ConfirmDialog>
  )
}
