// One journey's world: the shared phone's browser (one Chromium context, its
// service worker allowed, one or two tabs), the two people who share it, the
// fault armed for the next call, and the records the invariants read: what
// each tab's watcher saw, the taps that asked for a payment, the page errors.
//
// A step (steps.ts) acts through `step()`, which then clears the faults, waits
// for every tab to settle, and checks the invariants (invariants.ts) against
// the server's own records, not the screen.
import type { CurrentUserResponse, WirePayment } from '@conecta/contract'
import { type BrowserContext, errors, type Page, type Route } from '@playwright/test'
import type { Account } from '../support/demoApi'
import { deployment } from '../support/deployment'
import {
  type Intention,
  type Person,
  pageErrorViolations,
  paymentViolations,
  type Screen,
  type ServerName,
  type ServerPayment,
  type Sighting,
  sightingViolations,
  typedTextViolations,
  unsettledReason,
} from './invariants'

/** How long every tab has, once the faults have cleared, to reach a screen a person can act on. */
export const SETTLE_MS = 20_000

/** A fault on the next call to the API (docs: e2e/README.md, "The chaos suite"). */
export type Fault =
  | { kind: 'html500' }
  | { kind: 'drop' }
  | { kind: 'lostAnswer' }
  | { kind: 'slow'; ms: number }
  | { kind: 'offline'; ms: number }

export function describeFault(fault: Fault): string {
  return fault.kind === 'slow' || fault.kind === 'offline'
    ? `${fault.kind} ${fault.ms} ms`
    : fault.kind
}

/**
 * The attribute a step puts on a field before the person types their own
 * e-mail into it over another person's page (the sign-in dialog over a form
 * whose session ended): the watcher leaves that field's value out. The
 * app never sets it, so nothing the app puts in a field is left out.
 */
export const OWN_FIELD = 'data-chaos-own'

/** How long an armed fault waits, after the step's own action, for the call it is meant for. */
const FAULT_WAIT_MS = 5_000

/**
 * The most one step may take before it counts as stuck. Every wait inside a step
 * is bounded (a person's patience, Playwright's action and navigation timeouts,
 * the fault's wait, the settle limit), and the longest path through them, a
 * sign-in that signs the other person out twice on a slow phone, stays under two
 * minutes; a step's usual time is under 20 s. A step past this limit waits on
 * something unbounded: it fails, naming what it was doing, instead of holding
 * the run until CI gives up.
 */
export const STEP_LIMIT_MS = 180_000

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * `work`, or an error saying `late()` once `ms` have passed without it: for the
 * harness's own waits that nothing else bounds (a page's evaluation, a context's
 * closing). The work itself goes on; the journey's end closes what it waits on.
 */
export async function withinLimit<T>(work: Promise<T>, ms: number, late: () => string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(late())), ms)
  })
  try {
    return await Promise.race([work, stuck])
  } finally {
    clearTimeout(timer)
  }
}

export interface PersonAtPhone extends Person {
  account: Account
  /** A context of its own signed in as this person: the server's records, read apart from the phone. */
  observer: BrowserContext
}

export interface Tab {
  name: string
  page: Page
}

/** Totals over a run, for the closing figures. */
export interface ChaosStats {
  journeys: number
  steps: number
  skipped: number
  faultsArmed: number
  faultsFired: number
  intentions: number
  payments: number
  violations: number
}

export function emptyStats(): ChaosStats {
  return {
    journeys: 0,
    steps: 0,
    skipped: 0,
    faultsArmed: 0,
    faultsFired: 0,
    intentions: 0,
    payments: 0,
    violations: 0,
  }
}

/** A step that could not be done on the screen it found: nothing happened, nothing is checked beyond the usual. */
export class Skip extends Error {}

declare global {
  interface Window {
    __chaosSeen?: (people: string[]) => void
  }
}

/**
 * Runs in every page before its scripts: reports the people whose markers the
 * screen shows (text and what the fields hold: a draft counts), on every change.
 */
function watchScreen(markers: readonly Person[]): void {
  let last: string | null = null
  const report = () => {
    const body = document.body
    if (body === null) return
    // Not a field the walk marked as holding the person's own sign-in (OWN_FIELD):
    // what they type there is theirs, not something the app shows.
    const values = Array.from(
      document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        'input:not([type=password]):not([data-chaos-own]), textarea',
      ),
      (field) => field.value,
    )
    const text = `${body.textContent ?? ''} ${values.join(' ')}`
    const compact = text.replace(/\s+/g, '')
    const seen = markers
      .filter(
        (marker) =>
          text.includes(marker.name) ||
          text.includes(marker.email) ||
          text.includes(marker.typed) ||
          compact.includes(marker.phoneStem),
      )
      .map((marker) => marker.id)
    const key = seen.join(',')
    if (key === last) return
    last = key
    window.__chaosSeen?.(seen)
  }
  new MutationObserver(report).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  })
  document.addEventListener('input', report, true)
  document.addEventListener('DOMContentLoaded', report)
}

/** One evaluation of a tab's DOM: what a person would see and could tap. */
async function readScreen(tab: Tab): Promise<Screen> {
  const read = await tab.page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) return false
      const style = getComputedStyle(element)
      return style.visibility !== 'hidden' && style.display !== 'none'
    }
    // biome-ignore lint/performance/useDomNodeTextContent: what is rendered visible, not hidden nodes' text
    const text = document.body?.innerText ?? ''
    const spinners = Array.from(document.querySelectorAll('[role=status]')).filter(
      (element) =>
        (element.getAttribute('aria-label') ?? element.textContent ?? '').includes('A carregar') &&
        visible(element),
    )
    const actions = Array.from(document.querySelectorAll('a[href], button')).filter(
      (element) =>
        visible(element) &&
        !(element as HTMLButtonElement).disabled &&
        element.getAttribute('aria-disabled') !== 'true' &&
        element.getAttribute('aria-busy') !== 'true',
    )
    return {
      path: location.pathname,
      hydrated: document.documentElement.hasAttribute('data-hydrated'),
      spinner: spinners.length > 0,
      maintenance: text.includes('Website em manutenção!'),
      offline: text.includes('Sem ligação à internet.'),
      waiting: text.includes('Verifique o seu telemóvel e introduza o PIN M-Pesa'),
      actions: actions.length,
    }
  })
  return { tab: tab.name, ...read }
}

export class World {
  readonly tabs: Tab[] = []
  /** Who is holding the phone: the last person who acted. */
  holder: string
  readonly intentions: Intention[] = []
  readonly log: string[] = []
  private tabCount = 0
  private stepNo = 0
  private fault: Fault | null = null
  private offline = false
  private readonly sightings: Sighting[] = []
  private readonly errors: { tab: string; text: string }[] = []
  private readonly routes: { pattern: string; handler: (route: Route) => Promise<void> }[] = []

  constructor(
    readonly context: BrowserContext,
    readonly people: readonly PersonAtPhone[],
    readonly stats: ChaosStats,
  ) {
    this.holder = people[0]?.id ?? 'A'
  }

  /** Starts watching every page of the context; call once before the first tab. */
  async watch(): Promise<void> {
    await this.context.exposeBinding('__chaosSeen', (source, people: string[]) => {
      const tab = this.tabs.find((candidate) => candidate.page === source.page)
      if (tab === undefined) return
      this.sightings.push({ tab: tab.name, at: Date.now(), people })
    })
    await this.context.addInitScript(
      watchScreen,
      this.people.map(({ id, name, email, phoneStem, typed }) => ({
        id,
        name,
        email,
        phoneStem,
        typed,
      })),
    )
  }

  /** Who the tab shows now: its watcher's last report. */
  private onScreen(tab: Tab): readonly string[] {
    return this.sightings.findLast((sighting) => sighting.tab === tab.name)?.people ?? []
  }

  person(id: string): PersonAtPhone {
    const found = this.people.find((person) => person.id === id)
    if (found === undefined) throw new Error(`No person ${id}`)
    return found
  }

  tab(index: number): Tab | undefined {
    return this.tabs[index % Math.max(this.tabs.length, 1)]
  }

  /** Chromium's CPU throttling rate of every tab: 1 is this machine, 4 a cheap phone. */
  private cpuRate = 1

  /** Runs every tab, open or opened later, at `rate` times slower (1: full speed). */
  async throttleCpu(rate: number): Promise<void> {
    this.cpuRate = rate
    await Promise.all(this.tabs.map((tab) => this.applyCpuRate(tab.page)))
  }

  private async applyCpuRate(page: Page): Promise<void> {
    const cdp = await this.context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: this.cpuRate })
    await cdp.detach()
  }

  async openTab(path: string): Promise<Tab> {
    this.tabCount += 1
    const page = await this.context.newPage()
    if (this.cpuRate !== 1) await this.applyCpuRate(page)
    const tab = { name: `tab${this.tabCount}`, page }
    this.tabs.push(tab)
    page.on('pageerror', (error) => this.errors.push({ tab: tab.name, text: String(error) }))
    await page.goto(path, { waitUntil: 'commit' }).catch(() => {})
    return tab
  }

  async closeTab(tab: Tab): Promise<void> {
    this.tabs.splice(this.tabs.indexOf(tab), 1)
    await tab.page.close()
  }

  /**
   * The person the tab greets ('Olá, …'), if a profile page is on it: by
   * their name's start, since a draft they saved (ExpireMidForm) extends it.
   */
  async greeted(tab: Tab): Promise<PersonAtPhone | undefined> {
    const heading = await tab.page
      .getByRole('heading', { level: 1, name: /^Olá, / })
      .first()
      .textContent({ timeout: 1_000 })
      .catch(() => null)
    if (heading === null) return undefined
    return this.people.find(
      (person) => heading === `Olá, ${person.name}` || heading.startsWith(`Olá, ${person.name} `),
    )
  }

  /**
   * A GET to the API with `context`'s cookies, through Node's own fetch: the
   * browser's cookie jar is left as it was, and undici heeds the server's
   * keep-alive timeout (Playwright's request client reused a connection the
   * demo server was closing: ECONNRESET on the harness's own read).
   */
  private async apiGet(context: BrowserContext, path: string): Promise<Response> {
    const apiUrl = deployment().apiUrl
    const cookies = await context.cookies(apiUrl)
    return fetch(`${apiUrl}${path}`, {
      headers: {
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        Cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
      },
    })
  }

  /** Who the server has signed in on this phone: its session cookie, asked without touching the browser's jar. */
  async signedIn(): Promise<string | null> {
    const answer = await this.apiGet(this.context, '/api/user')
    if (answer.status === 401) return null
    if (!answer.ok) throw new Error(`GET /api/user for the phone's session: HTTP ${answer.status}`)
    const { email } = ((await answer.json()) as CurrentUserResponse).user
    return this.people.find((person) => person.email === email)?.id ?? `someone else (${email})`
  }

  /** Every payment the server holds for either person, with the account it was charged to. */
  async serverPayments(): Promise<ServerPayment[]> {
    const lists = await Promise.all(
      this.people.map(async (person) => {
        const answer = await this.apiGet(person.observer, '/api/subscription/payments')
        if (!answer.ok)
          throw new Error(`GET /api/subscription/payments as ${person.id}: HTTP ${answer.status}`)
        const { data } = (await answer.json()) as { data: WirePayment[] }
        return data.map((payment) => ({
          id: payment.id,
          chargedTo: person.id,
          phoneNumber: payment.phone_number,
          status: payment.status,
        }))
      }),
    )
    return lists.flat()
  }

  /** Each person's name as the server holds it, read through their own observer. */
  async serverNames(): Promise<ServerName[]> {
    return Promise.all(
      this.people.map(async (person) => {
        const answer = await this.apiGet(person.observer, '/api/user')
        if (!answer.ok) throw new Error(`GET /api/user as ${person.id}: HTTP ${answer.status}`)
        const { name } = ((await answer.json()) as CurrentUserResponse).user
        return { person: person.id, name }
      }),
    )
  }

  recordIntention(person: string, phoneNumber: string): void {
    this.intentions.push({ person, phoneNumber, step: this.stepNo })
    this.stats.intentions += 1
    this.note(`  ${person} asks to pay from ${phoneNumber}`)
  }

  note(line: string): void {
    this.log.push(line)
    this.onNote?.(line)
  }

  private debug(what: string): void {
    if (process.env.CONECTA_CHAOS_DEBUG) this.note(`  (${what} at ${new Date().toISOString()})`)
  }

  /** Called with every line of the journey's log as it is written. */
  onNote: ((line: string) => void) | undefined

  /** Arms `fault` for the next call the phone makes to the API (or cuts the network for the next step). */
  armFault(fault: Fault): void {
    this.fault = fault
    this.stats.faultsArmed += 1
  }

  /**
   * Does one step of the walk: the armed fault in place, `act`, the faults
   * cleared, every tab settled, then the five invariants. Throws on a
   * violation, with the journey so far.
   */
  async step(label: string, act: () => Promise<void>): Promise<void> {
    this.stepNo += 1
    const stepNo = this.stepNo
    const limit = this.stepLimitMs
    await withinLimit(
      this.takeStep(label, act),
      limit,
      () =>
        `Chaos step ${stepNo} (${label}) still under way after ${limit / 1000} s, while ${this.doing}: something it waits on never ends.\n\nThe journey:\n${this.log.join('\n')}`,
    )
  }

  /** What the step under way is doing, for the error of a step that never ends. */
  private doing = 'starting'

  /** How long a step may take (STEP_LIMIT_MS); the sabotaged stuck step shortens it. */
  stepLimitMs = STEP_LIMIT_MS

  private async takeStep(label: string, act: () => Promise<void>): Promise<void> {
    const started = Date.now()
    this.doing = 'asking the server who is signed in before the step'
    const before = await this.signedIn()
    const onScreenBefore = new Set(this.tabs.flatMap((tab) => this.onScreen(tab)))
    const sightingsFrom = this.sightings.length
    const fault = this.fault
    this.fault = null
    this.note(
      `${this.stepNo}. ${label}${fault === null ? '' : ` [fault: ${describeFault(fault)}]`}`,
    )
    this.doing = 'putting the fault in place'
    const { fired } = fault === null ? { fired: Promise.resolve() } : await this.applyFault(fault)
    try {
      this.doing = 'acting'
      await act()
      this.debug('acted')
      this.stats.steps += 1
      this.doing = "waiting for the fault's call"
      // The call the fault is for may still be coming (a page's start-up calls follow its load).
      await Promise.race([fired, sleep(FAULT_WAIT_MS)])
    } catch (error) {
      // A tap or a wait that Playwright gave up on (the element went away,
      // the page never offered it): the person's try did not land, as on a
      // real phone. What it leaves on screen is judged below like any other.
      const gaveUp = error instanceof errors.TimeoutError
      if (!(error instanceof Skip) && !gaveUp) throw error
      this.stats.skipped += 1
      this.note(`  ${gaveUp ? 'gave up' : 'skipped'}: ${error.message.split('\n')[0]}`)
    } finally {
      this.doing = 'clearing the faults'
      await this.clearFaults()
    }
    this.debug('faults cleared')
    const violations = await this.settle()
    this.debug('settled')
    this.doing = 'asking the server who is signed in after the step'
    const after = await this.signedIn()
    const allowedDuring = new Set(
      [before, after, this.holder, ...onScreenBefore].filter(
        (person): person is string => person !== null,
      ),
    )
    violations.push(...sightingViolations(this.sightings.slice(sightingsFrom), allowedDuring))
    const allowedAfter = new Set(
      [after, this.holder].filter((person): person is string => person !== null),
    )
    violations.push(
      ...sightingViolations(
        this.tabs.map((tab) => ({
          tab: `${tab.name} once settled`,
          at: Date.now(),
          people: this.onScreen(tab),
        })),
        allowedAfter,
      ),
    )
    this.doing = "reading the server's payments and names"
    violations.push(...paymentViolations(this.people, this.intentions, await this.serverPayments()))
    violations.push(...typedTextViolations(this.people, await this.serverNames()))
    violations.push(...pageErrorViolations(this.errors.splice(0)))
    this.note(
      `  signed in: ${after ?? 'nobody'}, holding the phone: ${this.holder} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    )
    if (violations.length > 0) {
      this.stats.violations += violations.length
      throw new Error(
        `Chaos invariant broken after step ${this.stepNo}:\n- ${violations.join('\n- ')}\n\nThe journey:\n${this.log.join('\n')}`,
      )
    }
  }

  /** Waits until every tab is on a screen a person can act on; the violations if one is not by SETTLE_MS. */
  private async settle(): Promise<string[]> {
    const deadline = Date.now() + SETTLE_MS
    const reasons = new Map<string, string>()
    for (const tab of this.tabs) {
      // The browser's own error page (a page whose HTML never arrived, before
      // any service worker kept it): nothing of the app's to judge. The person
      // reloads it once the network is back, as the browser's page says to.
      if (tab.page.url().startsWith('chrome-error:')) {
        this.note(`  ${tab.name}: the browser's own error page; the person reloads it`)
        this.doing = `reloading ${tab.name} from the browser's error page`
        await tab.page.reload({ waitUntil: 'commit' }).catch(() => {})
      }
      for (;;) {
        this.doing = `reading ${tab.name}'s screen on ${tab.page.url()}`
        const screen = await readScreen(tab).catch((error: unknown) => ({
          failed: String(error),
        }))
        const reason = 'failed' in screen ? `unreadable: ${screen.failed}` : unsettledReason(screen)
        if (reason === null) break
        if (Date.now() > deadline) {
          const path = 'path' in screen ? screen.path : '?'
          reasons.set(
            tab.name,
            `${tab.name} on ${path}: ${reason} ${SETTLE_MS / 1000} s after the faults cleared`,
          )
          break
        }
        await tab.page.waitForTimeout(200)
      }
    }
    return [...reasons.values()]
  }

  /** Puts `fault` in place; resolves once it has hit its call (for offline: once its time is up). */
  private async applyFault(fault: Fault): Promise<{ fired: Promise<void> }> {
    if (fault.kind === 'offline') {
      this.offline = true
      await this.context.setOffline(true)
      // Chromium's offline emulation does not reach the service worker's own fetches.
      await this.route('**/*', (route) =>
        route.request().serviceWorker() !== null
          ? route.abort('internetdisconnected')
          : route.fallback(),
      )
      this.stats.faultsFired += 1
      return { fired: sleep(fault.ms) }
    }
    let fired = false
    let hit: () => void = () => {}
    const hitPromise = new Promise<void>((resolve) => {
      hit = resolve
    })
    await this.route(`${deployment().apiUrl}/**`, async (route) => {
      if (fired) return route.fallback()
      fired = true
      hit()
      this.stats.faultsFired += 1
      const request = route.request()
      this.note(
        `  fault ${describeFault(fault)} on ${request.method()} ${new URL(request.url()).pathname}`,
      )
      if (fault.kind === 'drop') return route.abort('connectionreset')
      if (fault.kind === 'html500') {
        return route.fulfill({
          status: 500,
          contentType: 'text/html',
          headers: corsHeadersFor(request.headers().origin),
          body: '<!doctype html><title>Server Error</title><h1>500 | Server Error</h1>',
        })
      }
      // The server does the work; its answer is lost or late. The browser
      // never hears a lost answer, so the cookies it would have set are put back.
      const cookies = await this.context.cookies()
      const answer = await route.fetch().catch(() => null)
      if (answer === null) return route.abort('connectionreset').catch(() => {})
      if (fault.kind === 'lostAnswer') {
        await this.context.clearCookies()
        await this.context.addCookies(cookies)
        return route.abort('connectionreset').catch(() => {})
      }
      await sleep(fault.ms)
      return route.fulfill({ response: answer }).catch(() => {})
    })
    return { fired: hitPromise }
  }

  private async route(pattern: string, handler: (route: Route) => Promise<void>): Promise<void> {
    this.routes.push({ pattern, handler })
    await this.context.route(pattern, handler)
  }

  private async clearFaults(): Promise<void> {
    for (const { pattern, handler } of this.routes.splice(0)) {
      await this.context.unroute(pattern, handler)
    }
    if (this.offline) {
      this.offline = false
      await this.context.setOffline(false)
    }
  }
}

function corsHeadersFor(origin: string | undefined): Record<string, string> {
  return origin === undefined
    ? {}
    : { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true' }
}
