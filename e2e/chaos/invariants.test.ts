// Each invariant of the chaos suite fires on the records a broken app would
// leave (and stays quiet on a sound one): a check that cannot fail would let
// the walk pass whatever the app does.
import { describe, expect, it } from 'vitest'
import {
  type Intention,
  type Person,
  pageErrorViolations,
  paymentViolations,
  type Screen,
  type ServerPayment,
  sightingViolations,
  typedTextViolations,
  unsettledReason,
} from './invariants'

const people: Person[] = [
  {
    id: 'A',
    name: 'Ana x1',
    email: 'a@example.co.mz',
    phoneStem: '84777111',
    typed: 'rascunhoax1',
  },
  {
    id: 'B',
    name: 'Bruno x1',
    email: 'b@example.co.mz',
    phoneStem: '85555222',
    typed: 'rascunhobx1',
  },
]

const tap = (person: string, step = 1): Intention => ({ person, phoneNumber: '…', step })
const payment = (chargedTo: string, phoneNumber: string, id = 1): ServerPayment => ({
  id,
  chargedTo,
  phoneNumber,
  status: 'paid',
})

describe('paymentViolations', () => {
  it("given one tap and one payment from the tapper's own number, should find nothing", () => {
    expect(paymentViolations(people, [tap('A')], [payment('A', '258847771110')])).toEqual([])
  })

  it('given one tap and two payments on its account (a double charge), should say so', () => {
    expect(
      paymentViolations(
        people,
        [tap('A')],
        [payment('A', '258847771110', 1), payment('A', '258847771110', 2)],
      ),
    ).toEqual(['A asked to pay 1 time(s) but holds 2 payments (1 paid, 2 paid)'])
  })

  it("given A's number charged to B's account (the other person's session), should say so", () => {
    expect(paymentViolations(people, [tap('A')], [payment('B', '258847771110')])).toEqual([
      "payment 1 from 258847771110 (A's number) was charged to B",
      'B asked to pay 0 time(s) but holds 1 payments (1 paid)',
    ])
  })

  it('given a payment from a number nobody typed, should say so', () => {
    expect(paymentViolations(people, [tap('A')], [payment('A', '258840000000')])).toEqual([
      "payment 1 from 258840000000 (nobody's number) was charged to A",
    ])
  })
})

describe('sightingViolations', () => {
  const allowed = new Set(['B'])

  it('given only allowed people on screen, should find nothing', () => {
    expect(
      sightingViolations(
        [
          { tab: 'tab1', at: 1, people: ['B'] },
          { tab: 'tab1', at: 2, people: [] },
        ],
        allowed,
      ),
    ).toEqual([])
  })

  it('given the other person seen even once between two allowed screens, should say so', () => {
    expect(
      sightingViolations(
        [
          { tab: 'tab1', at: 1, people: ['B'] },
          { tab: 'tab2', at: 2, people: ['A'] },
          { tab: 'tab1', at: 3, people: ['B'] },
        ],
        allowed,
      ),
    ).toEqual(['tab2 showed A while only B may be seen'])
  })

  it('given two people on one screen at once, should say so even when both are allowed', () => {
    expect(
      sightingViolations([{ tab: 'tab1', at: 1, people: ['A', 'B'] }], new Set(['A', 'B'])),
    ).toEqual(['tab1 showed A and B at once'])
  })
})

describe('typedTextViolations', () => {
  it('given names without any draft, should find nothing', () => {
    expect(
      typedTextViolations(people, [
        { person: 'A', name: 'Ana x1' },
        { person: 'B', name: 'Bruno x1' },
      ]),
    ).toEqual([])
  })

  it("given A's own draft saved on A's account, should find nothing (a save)", () => {
    expect(typedTextViolations(people, [{ person: 'A', name: 'Ana x1 rascunhoax1' }])).toEqual([])
  })

  it("given A's draft on B's account (sent again after B signed in), should say so", () => {
    expect(
      typedTextViolations(people, [
        { person: 'A', name: 'Ana x1' },
        { person: 'B', name: 'Ana x1 rascunhoax1' },
      ]),
    ).toEqual([`B's name on the server holds A's draft: "Ana x1 rascunhoax1"`])
  })
})

describe('unsettledReason', () => {
  const settled: Screen = {
    tab: 'tab1',
    path: '/profile',
    hydrated: true,
    spinner: false,
    maintenance: false,
    offline: false,
    waiting: false,
    actions: 3,
  }

  it('given a hydrated screen with something to tap, should find it settled', () => {
    expect(unsettledReason(settled)).toBeNull()
  })

  it.each([
    [{ hydrated: false }, 'never hydrated'],
    [{ maintenance: true }, "still on 'Website em manutenção!'"],
    [{ offline: true }, "still says 'Sem ligação' while online"],
    [{ spinner: true }, 'still spinning'],
    [{ waiting: true }, 'still waiting for the PIN'],
    [{ actions: 0 }, 'nothing to tap'],
  ])('given %o, should say %s', (change, reason) => {
    expect(unsettledReason({ ...settled, ...change })).toBe(reason)
  })
})

describe('pageErrorViolations', () => {
  it('given an uncaught error, should report it with its tab', () => {
    expect(pageErrorViolations([{ tab: 'tab2', text: 'TypeError: x is undefined' }])).toEqual([
      'uncaught error in tab2: TypeError: x is undefined',
    ])
  })
})
