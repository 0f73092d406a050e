import { mpesaPt, type Payment, paymentReceiptFacts } from '@conecta/mpesa'
import { useStoredUser } from '@conecta/session-machine/react'
import { Button, buttonClassName, DescriptionList, Notice } from '@conecta/ui'
import { useEffect, useId, useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { appConfig } from '../../config/appConfig'
import { profileTabPath } from '../../navigation/paths'
import { useClientSessionStatus, useClientSessionUser } from '../../session/useClientSession'
import * as layout from '../../styles/layout.css'
import { lastReceiptStorage, type StoredReceipt } from './lastReceiptStorage'
import { ReceiptShare } from './ReceiptActions'
import * as styles from './ReceiptPage.css'
import { useReceipt } from './useReceipt'

export const RECEIPT_PAGE_TITLE = 'Comprovativo de pagamento'
export const RECEIPT_LOADING_MESSAGE = 'A carregar o comprovativo…'
export const RECEIPT_PRINT_LABEL = 'Imprimir'
export const RECEIPT_BACK_LABEL = 'Voltar à subscrição'
export const RECEIPT_NOT_FOUND_TITLE = 'Comprovativo não encontrado'
export const RECEIPT_NOT_FOUND_MESSAGE =
  'Este pagamento não existe na sua conta. Os seus pagamentos estão no histórico da subscrição.'
export const RECEIPT_NOT_PAID_TITLE = 'Este pagamento não foi pago'
export const RECEIPT_LOAD_FAILED_MESSAGE =
  'Não foi possível carregar o comprovativo. Verifique a sua ligação e tente novamente.'
export const RECEIPT_OFFLINE_COPY_MESSAGE =
  'Sem ligação: está a ver o comprovativo guardado neste telemóvel.'
export const RECEIPT_NOT_KEPT_MESSAGE =
  'Sem ligação, e este comprovativo não está guardado neste telemóvel. Ligue-se à internet e tente novamente.'

/** 'Pendente. Só um pagamento confirmado tem comprovativo.' */
export function receiptNotPaidMessage(payment: Payment): string {
  return `Estado: ${mpesaPt.history.status[payment.status]}. Só um pagamento confirmado tem comprovativo.`
}

/**
 * /profile/subscription/receipt/{paymentId}: one paid payment's comprovativo,
 * to print, save as PDF or share (docs/product.md#receipt). Without a network
 * it shows the copy this phone kept of its owner's last receipt; the signed-in
 * layout lets it render for the stored user while the server cannot be asked.
 */
export function ReceiptPage() {
  const { paymentId = '' } = useParams()
  const confirmed = useClientSessionUser()
  const stored = useStoredUser()
  const status = useClientSessionStatus()
  // Only while the server cannot be asked does the stored user stand in: it
  // is that person's phone, signed in, just offline.
  const couldNotAsk = status === 'maintenance' || status === 'unreachable'
  const owner = confirmed ?? (couldNotAsk ? stored : null)
  const ownerId = owner === null ? null : String(owner.user.id)
  const [receipt, retry] = useReceipt(paymentId, confirmed !== null)
  // `undefined` until the storage was read: until then "not kept" would be a guess.
  const [kept, setKept] = useState<StoredReceipt | null | undefined>(undefined)

  // Read after mount: storage is the browser's alone, and only the owner's own copy comes back.
  useEffect(() => {
    setKept(ownerId === null ? null : lastReceiptStorage.read(ownerId))
  }, [ownerId])
  const keptHere = kept?.payment.id === paymentId ? kept : null

  const paidPayment =
    receipt.status === 'ready' && receipt.payment.status === 'paid' ? receipt.payment : null
  const paidPlanName =
    paidPayment === null
      ? null
      : ((receipt.status === 'ready'
          ? receipt.plans?.find((plan) => plan.id === paidPayment.plan)?.name
          : undefined) ??
        (keptHere?.payment.id === paidPayment.id ? keptHere.planName : paidPayment.plan))
  const confirmedId = confirmed === null ? null : String(confirmed.user.id)
  useEffect(() => {
    if (confirmedId === null || paidPayment === null || paidPlanName === null) return
    lastReceiptStorage.save(confirmedId, paidPayment, paidPlanName)
  }, [confirmedId, paidPayment, paidPlanName])

  const back = (
    <div className={layout.actions}>
      <Link
        className={buttonClassName({ variant: 'secondary' })}
        to={profileTabPath('subscription')}
      >
        {RECEIPT_BACK_LABEL}
      </Link>
    </div>
  )

  if (owner === null) return null

  if ((confirmed === null || receipt.status === 'failed') && kept !== undefined) {
    // Without a confirmed user the session's own notice above offers
    // "Tentar novamente" (it asks the server again); a second one would repeat it.
    const retryButton =
      confirmed === null ? undefined : (
        <Button variant="secondary" size="small" onClick={retry}>
          Tentar novamente
        </Button>
      )
    if (keptHere !== null) {
      return (
        <div className={layout.page}>
          <Notice tone="warning" action={retryButton}>
            {RECEIPT_OFFLINE_COPY_MESSAGE}
          </Notice>
          <Receipt shown={keptHere} />
          <ReceiptButtons payment={keptHere.payment} planName={keptHere.planName} />
          {back}
        </div>
      )
    }
    return (
      <div className={layout.page}>
        <h1 className={layout.pageTitle}>{RECEIPT_PAGE_TITLE}</h1>
        <Notice tone="error" action={retryButton}>
          {confirmed === null ? RECEIPT_NOT_KEPT_MESSAGE : RECEIPT_LOAD_FAILED_MESSAGE}
        </Notice>
        {back}
      </div>
    )
  }

  if (receipt.status === 'notFound') {
    return (
      <div className={layout.page}>
        <h1 className={layout.pageTitle}>{RECEIPT_NOT_FOUND_TITLE}</h1>
        <p className={layout.plainText}>{RECEIPT_NOT_FOUND_MESSAGE}</p>
        {back}
      </div>
    )
  }

  if (receipt.status === 'ready' && (paidPayment === null || paidPlanName === null)) {
    return (
      <div className={layout.page}>
        <h1 className={layout.pageTitle}>{RECEIPT_NOT_PAID_TITLE}</h1>
        <p className={layout.plainText}>{receiptNotPaidMessage(receipt.payment)}</p>
        {back}
      </div>
    )
  }

  // Loading, then the receipt, in one tree: its heading stays the same element,
  // so the focus a navigation put on it stays there when the receipt arrives.
  const shown =
    paidPayment === null || paidPlanName === null
      ? null
      : { payment: paidPayment, planName: paidPlanName }
  return (
    <div className={layout.page}>
      <Receipt shown={shown} />
      {shown === null ? null : <ReceiptButtons payment={shown.payment} planName={shown.planName} />}
      {back}
    </div>
  )
}

interface ReceiptProps {
  payment: Payment
  planName: string
}

function ReceiptButtons({ payment, planName }: ReceiptProps) {
  return (
    <>
      <div className={layout.actions}>
        <Button onClick={() => window.print()}>{RECEIPT_PRINT_LABEL}</Button>
      </div>
      <ReceiptShare payment={payment} planName={planName} />
    </>
  )
}

/** The receipt under its heading; `null` while it loads. */
function Receipt({ shown }: { shown: ReceiptProps | null }) {
  const headingId = useId()
  return (
    <article
      className={styles.receipt}
      aria-labelledby={headingId}
      aria-busy={shown === null ? true : undefined}
    >
      <h1 id={headingId} className={layout.pageTitle}>
        {RECEIPT_PAGE_TITLE}
      </h1>
      {shown === null ? (
        <p className={styles.muted}>{RECEIPT_LOADING_MESSAGE}</p>
      ) : (
        <>
          <p className={styles.product}>{appConfig.productName} · Pagamento confirmado</p>
          <DescriptionList items={paymentReceiptFacts(shown.payment, shown.planName)} />
        </>
      )}
    </article>
  )
}
