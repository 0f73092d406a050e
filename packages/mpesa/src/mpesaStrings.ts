import type { PaymentStatus } from './paymentApi.js'
import {
  judgePayment,
  type PaymentJudgement,
  type PaymentOutcomeAction,
  type PaymentOutcomeId,
} from './paymentOutcome.js'
import type { MpesaNumberErrorReason } from './phoneNumber.js'

/**
 * Every word the M-Pesa payment says, as one typed catalogue: {@link mpesaPt}
 * (the default: Portuguese as written in Mozambique, pre-reform spelling:
 * actual, efectuar, transacção) and {@link mpesaEn}. A locale is a whole
 * `MpesaStrings`: a missing key fails the type check. An adopter changes any
 * text with {@link withMpesaStrings}. Nothing here decides money: that is
 * paymentOutcome.ts.
 */
export interface MpesaStrings {
  /** What a person is told about a payment's outcome (docs/mpesa.md#result-codes). */
  outcomes: Readonly<Record<PaymentOutcomeId, { title: string; message: string }>>
  /** The buttons an outcome offers. */
  actions: Readonly<Record<PaymentOutcomeAction, string>>
  /**
   * An uncertain answer (INS-9, INS-10, INS-1) once the server has said the
   * attempt ended unpaid: the check is over, and only now is trying again offered.
   */
  confirmedUnpaid: string
  /** The waiting screen (docs/mpesa.md#client-flow). */
  pinInstruction: string
  doNotClose: string
  verifyingTitle: string
  /** The request never reached a known end; a retry re-sends the same attempt. */
  connectionError: string
  checkError: string
  /** The server refused a number we accepted; its own words are English (ApiError). */
  phoneRejected: string
  /** Why a typed number cannot be used (phoneNumber.ts). */
  phoneNumber: Readonly<Record<MpesaNumberErrorReason, string>>
}

export const mpesaPt: MpesaStrings = {
  outcomes: {
    paid: {
      title: 'Pagamento confirmado',
      message:
        'Recebemos o seu pagamento e a sua subscrição foi actualizada. Guarde o comprovativo.',
    },
    cancelled: {
      title: 'Pagamento cancelado',
      message: 'Cancelou o pagamento no telemóvel. Nada foi cobrado; pode tentar novamente.',
    },
    pinTimeout: {
      title: 'Tempo esgotado',
      message:
        'O tempo para introduzir o PIN esgotou. Vamos confirmar o estado do pagamento antes de tentar novamente.',
    },
    duplicate: {
      title: 'A verificar um pagamento anterior…',
      message:
        'Este pedido repete um pagamento anterior, que pode já ter sido pago. Estamos a verificar; não será cobrado outra vez.',
    },
    insufficientBalance: {
      title: 'Saldo M-Pesa insuficiente',
      message:
        'A sua conta M-Pesa não tem saldo suficiente para este montante. Carregue a conta e tente novamente.',
    },
    invalidNumber: {
      title: 'Número M-Pesa inválido',
      message: 'Este número não tem conta M-Pesa. Verifique o número ou use outro número M-Pesa.',
    },
    accountInactive: {
      title: 'Conta M-Pesa inactiva ou com problemas',
      message:
        'A conta M-Pesa deste número está inactiva ou com problemas; contacte a Vodacom. Pode também pagar com outro número.',
    },
    failed: {
      title: 'O pagamento falhou',
      message: 'O pagamento não foi efectuado. Tente novamente.',
    },
    // INS-1 has been seen for insufficient funds too (docs/mpesa.md#result-codes), so this
    // text claims no more than "temporarily unavailable".
    unavailable: {
      title: 'M-Pesa temporariamente indisponível',
      message:
        'O M-Pesa está temporariamente indisponível. Vamos confirmar o estado do pagamento; se não foi efectuado, tente mais tarde.',
    },
    unknownError: {
      title: 'Não foi possível processar o pagamento',
      message:
        'Não foi possível processar o pagamento. Tente mais tarde; se o problema continuar, contacte o apoio e indique o código abaixo.',
    },
    awaiting: {
      title: 'Aguarde a confirmação',
      message:
        'Ainda não recebemos a confirmação do M-Pesa. Vamos verificar de novo; não será cobrado outra vez.',
    },
  },
  actions: {
    retry: 'Tentar novamente',
    changeNumber: 'Alterar número',
    checkStatus: 'Verificar novamente',
    topUp: 'Carregar a conta M-Pesa',
  },
  confirmedUnpaid:
    'Confirmámos com o M-Pesa: este pagamento não foi efectuado e nada foi cobrado. Pode tentar novamente.',
  pinInstruction: 'Verifique o seu telemóvel e introduza o PIN M-Pesa',
  doNotClose: 'Não feche esta página.',
  verifyingTitle: 'A verificar o pagamento…',
  connectionError:
    'Não foi possível enviar o pedido de pagamento. Verifique a sua ligação à internet e tente novamente; não será cobrado duas vezes.',
  checkError:
    'Não foi possível confirmar o estado do pagamento. Verifique a sua ligação à internet e verifique novamente.',
  phoneRejected:
    'Este número não foi aceite para pagamentos M-Pesa. Verifique o número, começado por 84 ou 85, e tente novamente.',
  phoneNumber: {
    empty: 'Introduza o seu número M-Pesa, por exemplo 84 123 4567.',
    prefix: 'Este número não é M-Pesa. Use um número Vodacom começado por 84 ou 85.',
    length: 'O número M-Pesa tem 9 algarismos, começados por 84 ou 85, por exemplo 84 123 4567.',
    characters: 'Use apenas algarismos no número M-Pesa, por exemplo 84 123 4567.',
  },
}

export const mpesaEn: MpesaStrings = {
  outcomes: {
    paid: {
      title: 'Payment confirmed',
      message: 'We received your payment and your subscription was updated. Keep the receipt.',
    },
    cancelled: {
      title: 'Payment cancelled',
      message: 'You cancelled the payment on your phone. Nothing was charged; you can try again.',
    },
    pinTimeout: {
      title: 'Time ran out',
      message:
        'The time to enter your PIN ran out. We will check how the payment stands before you try again.',
    },
    duplicate: {
      title: 'Checking an earlier payment…',
      message:
        'This request repeats an earlier payment, which may already be paid. We are checking; you will not be charged again.',
    },
    insufficientBalance: {
      title: 'Not enough M-Pesa balance',
      message:
        'Your M-Pesa account does not have enough balance for this amount. Top up the account and try again.',
    },
    invalidNumber: {
      title: 'Invalid M-Pesa number',
      message: 'This number has no M-Pesa account. Check the number or use another M-Pesa number.',
    },
    accountInactive: {
      title: 'M-Pesa account inactive or with problems',
      message:
        "This number's M-Pesa account is inactive or has problems; contact Vodacom. You can also pay with another number.",
    },
    failed: {
      title: 'The payment failed',
      message: 'The payment was not made. Try again.',
    },
    unavailable: {
      title: 'M-Pesa temporarily unavailable',
      message:
        'M-Pesa is temporarily unavailable. We will check how the payment stands; if it was not made, try again later.',
    },
    unknownError: {
      title: 'The payment could not be processed',
      message:
        'The payment could not be processed. Try again later; if the problem continues, contact support and give the code below.',
    },
    awaiting: {
      title: 'Waiting for confirmation',
      message:
        'We have not received the confirmation from M-Pesa yet. We will check again; you will not be charged again.',
    },
  },
  actions: {
    retry: 'Try again',
    changeNumber: 'Change number',
    checkStatus: 'Check again',
    topUp: 'Top up M-Pesa',
  },
  confirmedUnpaid:
    'We confirmed with M-Pesa: this payment was not made and nothing was charged. You can try again.',
  pinInstruction: 'Check your phone and enter your M-Pesa PIN',
  doNotClose: 'Do not close this page.',
  verifyingTitle: 'Checking the payment…',
  connectionError:
    'The payment request could not be sent. Check your internet connection and try again; you will not be charged twice.',
  checkError:
    'How the payment stands could not be confirmed. Check your internet connection and check again.',
  phoneRejected:
    'This number was not accepted for M-Pesa payments. Check the number, starting with 84 or 85, and try again.',
  phoneNumber: {
    empty: 'Enter your M-Pesa number, for example 84 123 4567.',
    prefix: 'This is not an M-Pesa number. Use a Vodacom number starting with 84 or 85.',
    length: 'An M-Pesa number has 9 digits, starting with 84 or 85, for example 84 123 4567.',
    characters: 'Use only digits in the M-Pesa number, for example 84 123 4567.',
  },
}

/** Any part of {@link MpesaStrings}, at any depth: what an adopter changes. */
export type MpesaStringOverrides = Overrides<MpesaStrings>

type Overrides<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Overrides<T[K]> }

/**
 * `base` with the texts of `overrides` in place of its own, as a new catalogue.
 * A key that is not in {@link MpesaStrings} fails the type check.
 */
export function withMpesaStrings(
  base: MpesaStrings,
  overrides: MpesaStringOverrides,
): MpesaStrings {
  return merge(base, overrides) as MpesaStrings
}

function merge(base: object, overrides: object): object {
  const merged: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue
    const own = merged[key]
    merged[key] =
      typeof value === 'object' && value !== null && typeof own === 'object' && own !== null
        ? merge(own, value)
        : value
  }
  return merged
}

/** A payment's outcome, judged (paymentOutcome.ts) and put in words. */
export interface PaymentOutcome extends PaymentJudgement {
  title: string
  message: string
}

/** What a person is told about a payment with this code and status, in `strings`. */
export function describePaymentOutcome(
  code: string | null,
  status: PaymentStatus,
  strings: MpesaStrings = mpesaPt,
): PaymentOutcome {
  const judgement = judgePayment(code, status)
  return { ...judgement, ...strings.outcomes[judgement.id] }
}
