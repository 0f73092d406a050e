'use client'

import { DescriptionList, type DescriptionListItem } from '@conecta/ui'
import type { ReactNode } from 'react'
import { paymentReceiptFacts } from '../mpesaFormat.js'
import type { Payment } from '../paymentApi.js'
import * as styles from './checkout.css.js'
import { usePaymentStrings } from './MpesaProvider.js'

export interface MpesaReceiptProps {
  /** A paid payment. */
  payment: Payment
  planName: string
  /** The host's own facts after the payment's, e.g. the subscription's new end date. */
  moreFacts?: readonly DescriptionListItem[]
  /** Under the facts: the host's ways to share, print or keep the receipt. */
  children?: ReactNode
}

/** The comprovativo of a paid payment: transaction, reference, plan, amount, number, date. */
export function MpesaReceipt({ payment, planName, moreFacts = [], children }: MpesaReceiptProps) {
  const strings = usePaymentStrings()
  return (
    <div className={styles.column}>
      <h4 className={styles.subheading}>{strings.receipt.heading}</h4>
      <DescriptionList items={[...paymentReceiptFacts(payment, planName, strings), ...moreFacts]} />
      {children}
    </div>
  )
}
