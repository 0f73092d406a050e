import { describePaymentOutcome, type Payment, type PaymentStatus, type Plan } from '@conecta/mpesa'
import { Button, Notice, useOnlineStatus, VisuallyHidden } from '@conecta/ui'
import { Link } from 'react-router-dom'
import { formatMaputoDateTime } from '../../format/formatMaputoDate'
import { formatMeticais } from '../../format/formatMeticais'
import { keepNamesWhole } from '../../format/keepNamesWhole'
import * as layout from '../../styles/layout.css'
import * as receiptStyles from './ReceiptActions.css'
import { receiptPath } from './receiptPath'
import * as styles from './SubscriptionTab.css'
import type { PaymentHistoryState } from './subscriptionMachine'

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Pendente',
  paid: 'Pago',
  failed: 'Falhou',
  cancelled: 'Cancelado',
  expired: 'Tempo esgotado',
}

export const PAYMENT_HISTORY_EMPTY = 'Ainda não efectuou nenhum pagamento.'

export const PAYMENT_HISTORY_OFFLINE = 'O histórico aparece aqui assim que a ligação voltar.'

export const RECEIPT_LINK_LABEL = 'Ver comprovativo'

export interface PaymentHistoryProps {
  state: PaymentHistoryState
  plans: readonly Plan[]
  onRetry: () => void
}

function statusText(payment: Payment): string {
  const label = PAYMENT_STATUS_LABELS[payment.status]
  if (payment.status !== 'failed') return label
  // A failure says why, in the words of docs/mpesa.md#result-codes.
  return `${label}: ${describePaymentOutcome(payment.code, payment.status).title}`
}

/** The person's payments, newest first (the server's order). */
export function PaymentHistory({ state, plans, onRetry }: PaymentHistoryProps) {
  const online = useOnlineStatus()
  if (state.status === 'loading') {
    return <p className={styles.muted}>A carregar os pagamentos…</p>
  }
  if (state.status === 'failed' && state.offline && !online) {
    // The page's offline notice says it once; the history is asked again when the
    // browser is back online (a server out of reach meanwhile gets the retry below).
    return <p className={styles.muted}>{PAYMENT_HISTORY_OFFLINE}</p>
  }
  if (state.status === 'failed') {
    return (
      <Notice
        tone="error"
        action={
          <Button variant="secondary" onClick={onRetry}>
            Tentar novamente
          </Button>
        }
      >
        Não foi possível carregar o histórico de pagamentos.
      </Notice>
    )
  }
  if (state.payments.length === 0)
    return <p className={layout.plainText}>{PAYMENT_HISTORY_EMPTY}</p>
  return (
    <ul className={styles.history}>
      {state.payments.map((payment) => {
        const planName = plans.find((plan) => plan.id === payment.plan)?.name ?? payment.plan
        const date = formatMaputoDateTime(payment.created_at) ?? '—'
        return (
          <li key={payment.id} className={styles.historyItem}>
            <p className={styles.historyTitle}>
              <span>{planName}</span>
              <span>{formatMeticais(payment.amount)}</span>
            </p>
            <p className={layout.plainText}>
              <span className={styles.status[payment.status]}>
                {keepNamesWhole(statusText(payment))}
              </span>
            </p>
            <p className={styles.muted}>
              {date} · Referência {payment.reference}
            </p>
            {payment.status === 'paid' ? (
              <Link className={receiptStyles.receiptLink} to={receiptPath(payment.id)}>
                {RECEIPT_LINK_LABEL}
                {/* Every paid item has this link: its name says which payment. */}{' '}
                <VisuallyHidden>{`do plano ${planName} de ${date}`}</VisuallyHidden>
              </Link>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
