import { paymentSetup } from './paymentSetup.js'

// The payment machine's longer states (paymentMachine.ts puts them together).

/** Another tab holds the lock: this one follows that tab's payment and never pays. */
export const elsewhereState = paymentSetup.createStateConfig({
  entry: 'resetPolling',
  invoke: [
    {
      id: 'waitForTab',
      src: 'waitForTab',
      input: ({ context }) => ({ userId: context.userId }),
      // The other tab is done: follow up here (its payment, if this tab knows it, is checked).
      onDone: 'starting',
    },
    {
      id: 'watchTabs',
      src: 'watchTabs',
      input: ({ context }) => ({ userId: context.userId }),
    },
  ],
  on: {
    'payment.observed': [
      {
        guard: {
          type: 'isObservedNew',
          params: ({ event }) => ({ payment: event.payment }),
        },
        // A check of the payment this tab knew before is no longer the one to make.
        target: '.resting',
        actions: { type: 'followPayment', params: ({ event }) => ({ payment: event.payment }) },
      },
      {
        actions: { type: 'recordPayment', params: ({ event }) => ({ payment: event.payment }) },
      },
    ],
    'payment.close': 'closed',
  },
  initial: 'resting',
  states: {
    // Without BroadcastChannel the server tells how the other tab's payment stands.
    resting: {
      after: {
        recheckInterval: [
          { guard: 'hasPayment', target: 'polling' },
          { target: 'resting', reenter: true },
        ],
      },
      on: { 'payment.online': { guard: 'hasPayment', target: 'polling' } },
    },
    polling: {
      invoke: {
        id: 'watchPayment',
        src: 'getPayment',
        input: ({ context }) => ({ paymentId: context.attempt?.paymentId ?? '' }),
        onDone: {
          target: 'resting',
          actions: {
            type: 'recordPayment',
            params: ({ event }) => ({ payment: event.output }),
          },
        },
        onError: 'resting',
      },
    },
  },
})

/** The server accepted the attempt: the PIN prompt is on the phone, and its status is polled. */
export const waitingForPinState = paymentSetup.createStateConfig({
  tags: 'busy',
  entry: 'resetPolling',
  after: { pinDeadline: 'verifying' },
  initial: 'resting',
  states: {
    resting: {
      after: { pollInterval: 'polling' },
      // Polls lost to a dropped connection are made up at once, not after the backoff.
      on: { 'payment.online': 'polling' },
    },
    polling: {
      invoke: {
        id: 'pollPayment',
        src: 'getPayment',
        input: ({ context }) => ({ paymentId: context.attempt?.paymentId ?? '' }),
        onDone: {
          target: 'received',
          actions: [
            { type: 'recordPayment', params: ({ event }) => ({ payment: event.output }) },
            { type: 'announcePayment', params: ({ event }) => ({ payment: event.output }) },
            'countPoll',
          ],
        },
        onError: [
          {
            guard: {
              type: 'isUnauthenticated',
              params: ({ event }) => ({ error: event.error }),
            },
            target: '#payment.signedOut',
          },
          { guard: 'isLastAllowedPollFailure', target: '#payment.verifying' },
          // A dropped poll says nothing about the payment.
          { target: 'resting', actions: 'countPollFailure' },
        ],
      },
    },
    received: {
      always: [
        { guard: 'isPaid', target: '#payment.paid' },
        { guard: 'isDefiniteFailure', target: '#payment.failed' },
        { guard: 'needsVerifying', target: '#payment.verifying' },
        { target: 'resting' },
      ],
    },
  },
  on: {
    // The stored attempt stays: the next visit resumes this wait.
    'payment.close': 'closed',
  },
})

/** No final answer in time, or an uncertain one: the status is checked until the server says. */
export const verifyingState = paymentSetup.createStateConfig({
  entry: 'refreshSubscription',
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'checkPayment',
        src: 'getPayment',
        input: ({ context }) => ({ paymentId: context.attempt?.paymentId ?? '' }),
        onDone: {
          target: 'judging',
          actions: [
            { type: 'recordPayment', params: ({ event }) => ({ payment: event.output }) },
            { type: 'announcePayment', params: ({ event }) => ({ payment: event.output }) },
          ],
        },
        onError: [
          {
            guard: {
              type: 'isUnauthenticated',
              params: ({ event }) => ({ error: event.error }),
            },
            target: '#payment.signedOut',
          },
          { target: 'unresolved', actions: 'recordCheckError' },
        ],
      },
    },
    judging: {
      always: [
        { guard: 'isPaid', target: '#payment.paid' },
        { guard: 'isDefiniteFailure', target: '#payment.failed' },
        { guard: 'isFinalUnpaid', target: 'unpaid' },
        { target: 'unresolved' },
      ],
    },
    unresolved: {
      after: { recheckInterval: 'checking' },
      on: {
        'payment.checkAgain': { target: 'checking', actions: 'refreshSubscription' },
        // Back online: the person should not wait for the next automatic check.
        'payment.online': 'checking',
      },
    },
    // The server has said this attempt ended unpaid: only now is a new one safe.
    unpaid: {
      tags: 'settled',
      entry: ['clearAttempt', 'releaseTab', 'onSettled'],
      on: {
        'payment.retry': { target: '#payment.claiming', actions: 'forgetAttempt' },
        'payment.changeNumber': { target: '#payment.editing', actions: 'forgetAttempt' },
      },
    },
  },
  on: {
    // Unless settled, the stored attempt stays and the next visit verifies again.
    'payment.close': 'closed',
  },
})
