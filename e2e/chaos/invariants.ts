// The chaos suite's five invariants (e2e/README.md, "The chaos suite"), as
// pure functions over what the harness recorded and what the server holds.
// Each returns the violations it found, in words a failure report can print;
// an empty list is a pass. They know nothing of Playwright, so
// invariants.test.ts shows each one firing on records made by hand.

/** One of the people who share the phone, by the markers that identify them on a screen. */
export interface Person {
  /** 'A', 'B': how the steps and reports name them. */
  id: string
  name: string
  email: string
  /** The M-Pesa number without its last digit, digits only ('84777111'): the digit picks the outcome. */
  phoneStem: string
  /**
   * A word this person types into a form and nobody else does: a draft of
   * theirs, on another person's screen or account, is theirs leaking.
   */
  typed: string
}

/** A tap that asks for a payment: the person on the screen, and the number they typed. */
export interface Intention {
  person: string
  phoneNumber: string
  step: number
}

/** A payment as the server's own records hold it, with the account it was charged to. */
export interface ServerPayment {
  id: string | number
  /** The account the server charged: a person's id. */
  chargedTo: string
  phoneNumber: string
  status: string
}

/**
 * No payment beyond one per intention, and none charged to anyone but the
 * person who asked: every payment on an account carries that person's own
 * number (each person types only theirs), and no account holds more payments
 * than its person made intentions.
 */
export function paymentViolations(
  people: readonly Person[],
  intentions: readonly Intention[],
  payments: readonly ServerPayment[],
): string[] {
  const violations: string[] = []
  const digits = (text: string) => text.replace(/\D/g, '')
  for (const payment of payments) {
    const number = digits(payment.phoneNumber)
    const owner = people.find((person) => number.includes(person.phoneStem))
    if (owner === undefined || owner.id !== payment.chargedTo) {
      violations.push(
        `payment ${payment.id} from ${payment.phoneNumber} (${owner?.id ?? 'nobody'}'s number) was charged to ${payment.chargedTo}`,
      )
    }
  }
  for (const person of people) {
    const made = intentions.filter((intention) => intention.person === person.id).length
    const charged = payments.filter((payment) => payment.chargedTo === person.id)
    if (charged.length > made) {
      violations.push(
        `${person.id} asked to pay ${made} time(s) but holds ${charged.length} payments (${charged
          .map((payment) => `${payment.id} ${payment.status}`)
          .join(', ')})`,
      )
    }
  }
  return violations
}

/** What a tab's watcher reported: the people whose markers were on its screen from `at` on. */
export interface Sighting {
  tab: string
  /** Epoch ms, as the harness received it. */
  at: number
  people: readonly string[]
}

/**
 * No trace of the other person on screen, watched continuously: during a
 * step a tab may show only the people allowed for it (who was signed in
 * before and after, who held the phone, and whoever was already on screen
 * when the step began); never two people at once.
 */
export function sightingViolations(
  sightings: readonly Sighting[],
  allowed: ReadonlySet<string>,
): string[] {
  const violations: string[] = []
  for (const sighting of sightings) {
    if (sighting.people.length > 1) {
      violations.push(`${sighting.tab} showed ${sighting.people.join(' and ')} at once`)
    }
    const foreign = sighting.people.filter((person) => !allowed.has(person))
    if (foreign.length > 0) {
      violations.push(
        `${sighting.tab} showed ${foreign.join(', ')} while only ${[...allowed].join(', ') || 'nobody'} may be seen`,
      )
    }
  }
  return violations
}

/** What a tab shows, read from its DOM (world.ts, readScreen). */
export interface Screen {
  tab: string
  path: string
  /** The pre-rendered page was taken over by the script (or the page is the client-rendered shell). */
  hydrated: boolean
  /** A spinner ('A carregar…') is the visible content. */
  spinner: boolean
  /** 'Website em manutenção!' */
  maintenance: boolean
  /** The offline notice ('Sem ligação à internet.'). */
  offline: boolean
  /** The PIN wait, which ends by itself within seconds. */
  waiting: boolean
  /** Visible, enabled buttons and links a person could tap. */
  actions: number
}

/**
 * Every tab on a screen a person can act on once the faults have cleared:
 * hydrated, nothing left spinning, no maintenance page nor offline notice
 * (the connection is back), no wait that should have ended, and something
 * to tap. Returns what is wrong with the screen, or null.
 */
export function unsettledReason(screen: Screen): string | null {
  if (!screen.hydrated) return 'never hydrated'
  if (screen.maintenance) return "still on 'Website em manutenção!'"
  if (screen.offline) return "still says 'Sem ligação' while online"
  if (screen.spinner) return 'still spinning'
  if (screen.waiting) return 'still waiting for the PIN'
  if (screen.actions === 0) return 'nothing to tap'
  return null
}

/** An account's name as the server holds it. */
export interface ServerName {
  /** The person whose account it is. */
  person: string
  name: string
}

/**
 * What a person typed never reaches another person's account: no name on
 * the server holds another person's draft (a call sent again after someone
 * else signed in, a form kept across the change). Each account may hold its
 * own person's draft: that is a save.
 */
export function typedTextViolations(
  people: readonly Person[],
  names: readonly ServerName[],
): string[] {
  return names.flatMap(({ person, name }) =>
    people
      .filter((other) => other.id !== person && name.includes(other.typed))
      .map((other) => `${person}'s name on the server holds ${other.id}'s draft: "${name}"`),
  )
}

/** A page's uncaught errors are failures whatever caused them. */
export function pageErrorViolations(errors: readonly { tab: string; text: string }[]): string[] {
  return errors.map((error) => `uncaught error in ${error.tab}: ${error.text}`)
}
