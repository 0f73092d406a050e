import type { Payment } from '@conecta/mpesa'
import { Button, buttonClassName } from '@conecta/ui'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { appConfig } from '../../config/appConfig'
import * as layout from '../../styles/layout.css'
import * as styles from './ReceiptActions.css'
import { receiptPath } from './receiptPath'
import { receiptShareText, receiptShareTitle } from './receiptShareText'

export const RECEIPT_SHARE_LABEL = 'Partilhar comprovativo'
export const RECEIPT_COPY_LABEL = 'Copiar comprovativo'
export const RECEIPT_PRINT_LINK_LABEL = 'Imprimir ou guardar em PDF'
export const RECEIPT_COPIED_MESSAGE = 'Comprovativo copiado.'
export const RECEIPT_COPY_FAILED_MESSAGE =
  'Não foi possível copiar o comprovativo. Seleccione o texto acima e copie-o à mão.'
export const RECEIPT_SHARE_FAILED_MESSAGE =
  'Não foi possível partilhar o comprovativo. Tente novamente ou copie-o.'

type Outcome = 'idle' | 'copied' | 'copyFailed' | 'shareFailed'

const OUTCOME_MESSAGES: Readonly<Record<Outcome, string>> = {
  idle: '',
  copied: RECEIPT_COPIED_MESSAGE,
  copyFailed: RECEIPT_COPY_FAILED_MESSAGE,
  shareFailed: RECEIPT_SHARE_FAILED_MESSAGE,
}

export interface ReceiptShareProps {
  payment: Payment
  planName: string
}

/**
 * "Partilhar comprovativo" through the phone's share sheet (WhatsApp is where
 * proof of payment is sent), or, where the browser has none, "Copiar
 * comprovativo" to paste it there. Closing the share sheet is no failure and
 * says nothing; a refused share says so and offers copying.
 */
export function ReceiptShare({ payment, planName }: ReceiptShareProps) {
  const [outcome, setOutcome] = useState<Outcome>('idle')
  const title = receiptShareTitle(appConfig.productName)
  const text = receiptShareText({ payment, planName, productName: appConfig.productName })
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function'

  const share = () => {
    setOutcome('idle')
    navigator.share({ title, text }).then(
      () => undefined,
      (error: unknown) => {
        // The person closed the share sheet: nothing went wrong.
        if (error instanceof DOMException && error.name === 'AbortError') return
        setOutcome('shareFailed')
      },
    )
  }

  const copy = () => {
    setOutcome('idle')
    // No clipboard outside a secure context (plain http): say so, as for a refusal.
    const copied =
      navigator.clipboard === undefined
        ? Promise.reject(new Error('No clipboard'))
        : navigator.clipboard.writeText(text)
    copied.then(
      () => setOutcome('copied'),
      () => setOutcome('copyFailed'),
    )
  }

  return (
    <>
      <div className={layout.actions}>
        {canShare ? (
          <Button variant="secondary" onClick={share}>
            {RECEIPT_SHARE_LABEL}
          </Button>
        ) : null}
        {!canShare || outcome === 'shareFailed' ? (
          <Button variant="secondary" onClick={copy}>
            {RECEIPT_COPY_LABEL}
          </Button>
        ) : null}
      </div>
      <p className={styles.outcome} role="status">
        {OUTCOME_MESSAGES[outcome]}
      </p>
    </>
  )
}

/** Under the receipt after paying: share or copy it, and open its printable page. */
export function ReceiptActions({ payment, planName }: ReceiptShareProps) {
  return (
    <div className={layout.column}>
      <ReceiptShare payment={payment} planName={planName} />
      <div className={layout.actions}>
        <Link className={buttonClassName({ variant: 'secondary' })} to={receiptPath(payment.id)}>
          {RECEIPT_PRINT_LINK_LABEL}
        </Link>
      </div>
    </div>
  )
}
