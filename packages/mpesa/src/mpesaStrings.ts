import type { PaymentStatus } from './paymentApi.js'
import {
  judgePayment,
  type PaymentJudgement,
  type PaymentOutcomeAction,
  type PaymentOutcomeId,
} from './paymentOutcome.js'
import type { MpesaNumberErrorReason } from './phoneNumber.js'
import { historyPt } from './strings/historyPt.js'
import { plansPt } from './strings/plansPt.js'
import { trialPt } from './strings/trialPt.js'

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
  /** The BCP 47 locale that formats numbers and dates (`Intl`). */
  locale: string
  /** An amount already formatted for {@link MpesaStrings.locale}, with its currency: '1 500 MT'. */
  meticais: (amount: string) => string
  /** The checkout block's screens (`MpesaCheckout` of @conecta/mpesa/react). */
  checkout: CheckoutStrings
  /** The time left to enter the PIN. */
  countdown: CountdownStrings
  /** The comprovativo of a paid payment, fact by fact. */
  receipt: ReceiptStrings
  /** The plans to choose from (`MpesaPlans`). */
  plans: PlansStrings
  /** The person's payments (`MpesaHistory`). */
  history: HistoryStrings
  /** The free trial's invitation, button and answers (`MpesaTrial`). */
  trial: TrialStrings
}

/**
 * The words of the payment itself, which the checkout, the receipt, the
 * machine and the formatting read: {@link MpesaStrings} without the plans',
 * the history's and the trial's sections.
 */
export type MpesaPaymentStrings = Omit<MpesaStrings, 'plans' | 'history' | 'trial'>

export interface TrialStrings {
  /** Before the button; "M-Pesa" is kept on one line. */
  invitation: string
  start: string
  /** Under the button, once the plans say how long the trial lasts. */
  length: (days: number) => string
  started: string
  /** The server says the trial was used (409). */
  used: string
  /** Any other failure, unless the host puts it in its own words (`describeError`). */
  failed: string
}

export interface PlansStrings {
  /** After the name of the plan the person has now. */
  current: string
  /** 'por 30 dias'. */
  duration: (days: number) => string
  choose: string
  /** The choose button's name, which says which plan. */
  chooseLabel: (planName: string) => string
}

export interface HistoryStrings {
  loading: string
  failed: string
  /** Offline, before the history was ever loaded: it comes when the connection does. */
  offline: string
  empty: string
  status: Readonly<Record<PaymentStatus, string>>
  /** A failed payment's status with why, in the outcome's words. */
  failedBecause: (status: string, reason: string) => string
  dateAndReference: (date: string, reference: string) => string
  receiptLink: string
  /** Heard after the link's text: which payment's receipt. */
  receiptLinkContext: (planName: string, date: string) => string
}

/** The checkout's own words, beside the outcomes'. */
export interface CheckoutStrings {
  payPlanHeading: (planName: string) => string
  /** Under the heading: the price, the days and the means; "M-Pesa" is kept on one line. */
  planPrice: (amount: string, days: number) => string
  phoneLabel: string
  pay: (amount: string) => string
  choosePlan: string
  close: string
  submitting: string
  /** While the tab takes the payment lock to follow a payment the server already has. */
  opening: string
  /** The panel's name once the form is gone. */
  paymentOf: (planName: string) => string
  forPlan: (planName: string, amount: string) => string
  requested: (amount: string, number: string, planName: string) => string
  requestOf: (amount: string, number: string) => string
  offlineTitle: string
  waitOffline: string
  resumeTitle: string
  resumeMessage: string
  elsewhereTitle: string
  elsewhereMessage: string
  elsewhereWaiting: string
  verifyingUnknown: string
  checkingAgain: string
  /** Beside the close button while a payment is verified: leaving is safe, and the check goes on. */
  verifyingLeave: string
  signedOutTitle: string
  signedOutMessage: string
  code: (code: string) => string
}

export interface CountdownStrings {
  label: string
  /** What a screen reader hears, a handful of times: at each whole minute and at 30 s. */
  over: string
  underHalfMinute: string
  underMinutes: (minutes: number) => string
}

export interface ReceiptStrings {
  heading: string
  transaction: string
  reference: string
  plan: string
  amount: string
  number: string
  date: string
  /** A fact the server did not give. */
  missing: string
}

/**
 * The payment's Portuguese (the checkout, its countdown, the receipt, the
 * outcomes, money and dates): `mpesaPt` without the plans', the history's and
 * the trial's sections, which their blocks import on their own.
 */
export const mpesaPaymentPt: MpesaPaymentStrings = {
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
  locale: 'pt-MZ',
  meticais: (amount) => `${amount}\u00a0MT`,
  checkout: {
    payPlanHeading: (planName) => `Pagar o plano ${planName}`,
    planPrice: (amount, days) => `${amount} por ${days} dias, pago com M-Pesa.`,
    phoneLabel: 'Número M-Pesa',
    pay: (amount) => `Pagar ${amount}`,
    choosePlan: 'Escolher outro plano',
    close: 'Fechar',
    submitting: 'A enviar o pedido de pagamento…',
    opening: 'A carregar o pagamento…',
    paymentOf: (planName) => `Pagamento do plano ${planName}`,
    forPlan: (planName, amount) => `Plano ${planName}, ${amount}.`,
    requested: (amount, number, planName) =>
      `Pedimos ${amount} ao número ${number}, pelo plano ${planName}.`,
    requestOf: (amount, number) => `Pedido de ${amount} ao número ${number}.`,
    offlineTitle: 'Sem ligação',
    waitOffline:
      'O pedido continua no seu telemóvel: introduza o PIN na mesma. Confirmamos o pagamento assim que a ligação voltar; não será cobrado outra vez.',
    resumeTitle: 'Retomar pagamento',
    resumeMessage:
      'O seu pedido de pagamento foi enviado, mas não recebemos resposta. Retome-o para saber se foi feito: é o mesmo pedido, não será cobrado duas vezes.',
    elsewhereTitle: 'Pagamento em curso noutro separador',
    elsewhereMessage:
      'Este pagamento está a ser feito noutro separador ou janela. Acompanhe-o aqui; só pode fazer outro quando este terminar.',
    elsewhereWaiting: 'A aguardar a confirmação do M-Pesa…',
    verifyingUnknown:
      'Ainda não sabemos se o pagamento foi efectuado. Estamos a confirmar com o M-Pesa; não será cobrado outra vez.',
    checkingAgain:
      'Voltamos a verificar automaticamente dentro de momentos. Não será cobrado outra vez.',
    verifyingLeave:
      'Pode fechar e continuar a usar o Conecta: não será cobrado outra vez, e a subscrição é actualizada se o pagamento tiver sido efectuado.',
    signedOutTitle: 'Sessão terminada',
    signedOutMessage:
      'A sua sessão terminou. Entre novamente para ver o estado do pagamento; não será cobrado outra vez.',
    code: (code) => `Código: ${code}`,
  },
  countdown: {
    label: 'Tempo restante',
    over: 'O tempo para introduzir o PIN terminou.',
    underHalfMinute: 'Restam menos de 30 segundos.',
    underMinutes: (minutes) =>
      minutes === 1 ? 'Resta menos de 1 minuto.' : `Restam menos de ${minutes} minutos.`,
  },
  receipt: {
    heading: 'Comprovativo',
    transaction: 'Transacção',
    reference: 'Referência',
    plan: 'Plano',
    amount: 'Montante',
    number: 'Número M-Pesa',
    date: 'Data',
    missing: '—',
  },
}

/** The texts of the reference app (the product's spec), word for word. */
export const mpesaPt: MpesaStrings = {
  ...mpesaPaymentPt,
  plans: plansPt,
  history: historyPt,
  trial: trialPt,
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
  locale: 'en',
  meticais: (amount) => `${amount}\u00a0MT`,
  checkout: {
    payPlanHeading: (planName) => `Pay for the ${planName} plan`,
    planPrice: (amount, days) =>
      `${amount} for ${days === 1 ? '1 day' : `${days} days`}, paid with M-Pesa.`,
    phoneLabel: 'M-Pesa number',
    pay: (amount) => `Pay ${amount}`,
    choosePlan: 'Choose another plan',
    close: 'Close',
    submitting: 'Sending the payment request…',
    opening: 'Loading the payment…',
    paymentOf: (planName) => `Payment for the ${planName} plan`,
    forPlan: (planName, amount) => `${planName} plan, ${amount}.`,
    requested: (amount, number, planName) =>
      `We asked ${number} for ${amount}, for the ${planName} plan.`,
    requestOf: (amount, number) => `A request for ${amount} to ${number}.`,
    offlineTitle: 'No connection',
    waitOffline:
      'The request is still on your phone: enter your PIN anyway. We confirm the payment as soon as the connection is back; you will not be charged again.',
    resumeTitle: 'Resume payment',
    resumeMessage:
      'Your payment request was sent, but no answer came back. Resume it to learn whether it was made: it is the same request, you will not be charged twice.',
    elsewhereTitle: 'Payment in progress in another tab',
    elsewhereMessage:
      'This payment is being made in another tab or window. Follow it here; you can make another once it ends.',
    elsewhereWaiting: 'Waiting for the confirmation from M-Pesa…',
    verifyingUnknown:
      'We do not know yet whether the payment was made. We are checking with M-Pesa; you will not be charged again.',
    checkingAgain: 'We check again by ourselves in a moment. You will not be charged again.',
    verifyingLeave:
      'You can close this and go on: you will not be charged again, and the subscription is updated if the payment was made.',
    signedOutTitle: 'Session ended',
    signedOutMessage:
      'Your session ended. Sign in again to see how the payment stands; you will not be charged again.',
    code: (code) => `Code: ${code}`,
  },
  countdown: {
    label: 'Time left',
    over: 'The time to enter your PIN is over.',
    underHalfMinute: 'Less than 30 seconds left.',
    underMinutes: (minutes) =>
      minutes === 1 ? 'Less than 1 minute left.' : `Less than ${minutes} minutes left.`,
  },
  receipt: {
    heading: 'Receipt',
    transaction: 'Transaction',
    reference: 'Reference',
    plan: 'Plan',
    amount: 'Amount',
    number: 'M-Pesa number',
    date: 'Date',
    missing: '—',
  },
  plans: {
    current: ' (current plan)',
    duration: (days) => (days === 1 ? 'for 1 day' : `for ${days} days`),
    choose: 'Choose',
    chooseLabel: (planName) => `Choose the ${planName} plan`,
  },
  history: {
    loading: 'Loading the payments…',
    failed: 'The payment history could not be loaded.',
    offline: 'The history appears here as soon as the connection is back.',
    empty: 'You have not made any payment yet.',
    status: {
      pending: 'Pending',
      paid: 'Paid',
      failed: 'Failed',
      cancelled: 'Cancelled',
      expired: 'Time ran out',
    },
    failedBecause: (status, reason) => `${status}: ${reason}`,
    dateAndReference: (date, reference) => `${date} · Reference ${reference}`,
    receiptLink: 'See receipt',
    receiptLinkContext: (planName, date) => `of the ${planName} plan of ${date}`,
  },
  trial: {
    invitation:
      'Try Conecta without paying anything: the free trial starts now and needs no M-Pesa.',
    start: 'Start the free trial',
    length: (days) =>
      days === 1 ? 'The free trial lasts 1 day.' : `The free trial lasts ${days} days.`,
    started:
      'Your free trial has started. Enjoy Conecta; choose a plan whenever you want to go on.',
    used: 'You have already used the free trial on this account. Choose a plan below to activate the subscription.',
    failed: 'The free trial could not be started. Try again.',
  },
}

/** Any part of {@link MpesaStrings}, at any depth: what an adopter changes. */
export type MpesaStringOverrides = Overrides<MpesaStrings>

type Overrides<T> = {
  readonly [K in keyof T]?: T[K] extends string
    ? string
    : T[K] extends (...args: never[]) => string
      ? T[K]
      : Overrides<T[K]>
}

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
  strings: Pick<MpesaPaymentStrings, 'outcomes'> = mpesaPaymentPt,
): PaymentOutcome {
  const judgement = judgePayment(code, status)
  return { ...judgement, ...strings.outcomes[judgement.id] }
}
