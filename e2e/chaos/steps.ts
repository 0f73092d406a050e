// The steps of real life on a shared phone, as fast-check commands: the walk
// is `fc.commands` over these, so a seed (and fast-check's path) replays it.
// Each step acts as a person would on whatever the tab shows now, and skips
// (world.ts, Skip) when that screen does not offer it; the invariants are
// checked by `world.step` after every one, skipped or not.
import { sessionCookieName } from '@conecta/contract'
import type { Locator } from '@playwright/test'
import fc from 'fast-check'
import {
  describeFault,
  type Fault,
  OWN_FIELD,
  type PersonAtPhone,
  Skip,
  type Tab,
  type World,
} from './world'

/** What a person waits for on a screen before giving up on it (the settle check judges the rest). */
const PATIENCE_MS = 12_000

/**
 * The demo M-Pesa's outcome by the number's last digit (packages/mocks/README.md):
 * every digit that settles within seconds. 9 (never answers, expired after two
 * minutes) is left out: its honest wait outlasts the settle limit.
 */
export const PAYMENT_DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const

const PATHS = ['/', '/login', '/profile', '/profile/subscription', '/register'] as const

type ChaosCommand = fc.AsyncCommand<World, World>

async function seen(locator: Locator, timeout = PATIENCE_MS): Promise<boolean> {
  return locator
    .first()
    .waitFor({ state: 'visible', timeout })
    .then(() => true)
    .catch(() => false)
}

function tabOf(world: World, index: number): Tab {
  const tab = world.tab(index)
  if (tab === undefined) throw new Skip('no tab open')
  return tab
}

async function goto(tab: Tab, path: string): Promise<void> {
  // A navigation that fails (offline, a dropped answer) leaves the browser's own page: settle judges it.
  await tab.page.goto(path, { waitUntil: 'commit' }).catch(() => {})
}

/** Types the person's e-mail and password into the login form on the tab and taps Entrar. */
async function fillLogin(tab: Tab, person: PersonAtPhone): Promise<void> {
  // The login form's own fields only, as a person types into the form they are looking at.
  // The page may still learn that someone else is signed in and go to their profile (the
  // pre-rendered form shows before the session is known): a locator of the whole page then
  // typed this person's e-mail into the other's profile, which no person would do.
  const page = tab.page
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Entrar', exact: true }) })
  await form.getByRole('textbox', { name: 'E-mail' }).fill(person.email)
  await form.getByLabel('Palavra-passe', { exact: true }).fill(person.account.password)
  await form.getByRole('button', { name: 'Entrar', exact: true }).click()
}

/** Taps 'Terminar sessão' if the tab shows a signed-in frame; true once the tab has left it. */
async function tapSignOut(tab: Tab): Promise<boolean> {
  const button = tab.page.getByRole('button', { name: 'Terminar sessão' })
  if (!(await seen(button, 3_000))) return false
  await button.click({ timeout: 3_000 }).catch(() => {})
  return seen(tab.page.getByRole('link', { name: 'Entrar' }), PATIENCE_MS)
}

export class OpenTab implements ChaosCommand {
  constructor(readonly path: string) {}
  check = (world: World) => world.tabs.length < 2
  run = (world: World) =>
    world.step(this.toString(), async () => {
      await world.openTab(this.path)
    })
  toString = () => `openTab(${this.path})`
}

export class CloseTab implements ChaosCommand {
  constructor(readonly index: number) {}
  check = (world: World) => world.tabs.length > 1
  run = (world: World) =>
    world.step(this.toString(), async () => {
      await world.closeTab(tabOf(world, this.index))
    })
  toString = () => `closeTab(${this.index})`
}

export class Reload implements ChaosCommand {
  constructor(readonly index: number) {}
  check = () => true
  run = (world: World) =>
    world.step(this.toString(), async () => {
      await tabOf(world, this.index)
        .page.reload({ waitUntil: 'commit' })
        .catch(() => {})
    })
  toString = () => `reload(${this.index})`
}

export class Visit implements ChaosCommand {
  constructor(
    readonly index: number,
    readonly path: string,
  ) {}
  check = () => true
  run = (world: World) =>
    world.step(this.toString(), async () => {
      await goto(tabOf(world, this.index), this.path)
    })
  toString = () => `visit(${this.index}, ${this.path})`
}

/** The person comes to the phone and signs in, signing out whoever is signed in there first. */
export class SignIn implements ChaosCommand {
  constructor(
    readonly index: number,
    readonly person: string,
  ) {}
  check = () => true
  run = (world: World) =>
    world.step(this.toString(), async () => {
      world.holder = this.person
      const tab = tabOf(world, this.index)
      const person = world.person(this.person)
      await goto(tab, '/login')
      const form = tab.page.getByRole('heading', { level: 1, name: 'Entrar' })
      const greeting = tab.page.getByRole('heading', { level: 1, name: /^Olá, / })
      await seen(form.or(greeting))
      const shown = await world.greeted(tab)
      if (shown?.id === person.id) throw new Skip(`${person.id} is signed in already`)
      if (shown !== undefined) {
        // Someone else's profile: theirs to end first, as a person would (twice if it failed).
        if (!(await tapSignOut(tab)) && !(await tapSignOut(tab))) {
          throw new Skip(`could not sign ${shown.id} out`)
        }
        await goto(tab, '/login')
      }
      if (!(await seen(form))) throw new Skip('no login form')
      await fillLogin(tab, person)
      await seen(greeting)
    })
  toString = () => `signIn(${this.index}, ${this.person})`
}

export class SignOut implements ChaosCommand {
  constructor(readonly index: number) {}
  check = () => true
  run = (world: World) =>
    world.step(this.toString(), async () => {
      const tab = tabOf(world, this.index)
      if ((await world.greeted(tab)) === undefined) throw new Skip('no signed-in frame')
      await tapSignOut(tab)
    })
  toString = () => `signOut(${this.index})`
}

/** The phone's session cookie goes, the others stay: the next call is a stranger's. */
async function dropSessionCookie(world: World): Promise<void> {
  await world.context.clearCookies({ name: sessionCookieName('Conecta') })
}

/** The session cookie vanishes (cleared, expired, another app's clean-up): the next call is a stranger's. */
export class CookieVanishes implements ChaosCommand {
  check = () => true
  run = (world: World) =>
    world.step(this.toString(), async () => {
      await dropSessionCookie(world)
    })
  toString = () => 'cookieVanishes()'
}

/**
 * The session ends while the person on the profile types a new name (their
 * name and their own draft word); they save, and the sign-in dialog opens
 * over the form: `person` signs in through it. The same person: the draft is
 * saved on their account. Another: it is dropped, never sent nor shown, and
 * they land on their own profile (docs/product.md#session-ended-mid-form).
 */
export class ExpireMidForm implements ChaosCommand {
  constructor(
    readonly index: number,
    readonly person: string,
  ) {}
  check = () => true
  run = (world: World) =>
    world.step(this.toString(), async () => {
      const tab = tabOf(world, this.index)
      const page = tab.page
      if (new URL(page.url()).pathname !== '/profile') await goto(tab, '/profile')
      const form = page.getByRole('region', { name: 'Dados pessoais' })
      const name = form.getByRole('textbox', { name: /Nome/ })
      // Nobody signed in: the profile sends to the login, and there is no form to fill.
      const loginForm = page.getByRole('heading', { level: 1, name: 'Entrar' })
      if (!(await seen(name.or(loginForm))) || !(await name.isVisible())) {
        throw new Skip('no profile form')
      }
      const writer = await world.greeted(tab)
      if (writer === undefined) throw new Skip('nobody greeted on the profile')
      world.holder = writer.id
      await name.fill(`${writer.name} ${writer.typed}`)
      await dropSessionCookie(world)
      await form.getByRole('button', { name: 'Guardar alterações' }).click()

      const dialog = page.getByRole('alertdialog', { name: 'A sua sessão terminou' })
      if (!(await seen(dialog))) throw new Skip('no sign-in dialog')
      const person = world.person(this.person)
      world.holder = person.id
      // Typed over the other person's page, which stays behind the dialog until
      // the server names who signed in: the person's own address, not a leak.
      const email = dialog.getByRole('textbox', { name: 'E-mail' })
      await email.evaluate((field, own) => field.setAttribute(own, ''), OWN_FIELD)
      await email.fill(person.email)
      await dialog.getByLabel('Palavra-passe', { exact: true }).fill(person.account.password)
      await dialog.getByRole('button', { name: 'Entrar' }).click()
      const passwordDialog = page.getByRole('alertdialog', { name: 'Confirme a sua palavra-passe' })
      const outcome =
        person.id === writer.id
          ? page.getByText('Os seus dados foram guardados.')
          : page.getByRole('heading', { level: 1, name: `Olá, ${person.name}` })
      await seen(outcome.or(passwordDialog))
      if (await passwordDialog.isVisible()) {
        // Asked for a password, the person at the phone gives theirs.
        world.note(`  ${person.id} is asked for their password, and gives it`)
        await passwordDialog.getByLabel(/^Palavra-passe/).fill(person.account.password)
        await passwordDialog.getByRole('button', { name: 'Confirmar' }).click()
        await seen(outcome)
      }
      world.note(`  ${person.id} signed in through the dialog over ${writer.id}'s form`)
    })
  toString = () => `expireMidForm(${this.index}, ${this.person})`
}

/** The phone turns slow (a cheap Android phone's CPU, 4× slower) or fast again, for every tab. */
export class ThrottleCpu implements ChaosCommand {
  constructor(readonly rate: number) {}
  check = () => true
  run = (world: World) =>
    world.step(this.toString(), async () => {
      await world.throttleCpu(this.rate)
    })
  toString = () => `throttleCpu(${this.rate}×)`
}

/** Arms a fault for the next call (or the next step's network); the next step runs under it. */
export class ArmFault implements ChaosCommand {
  constructor(readonly fault: Fault) {}
  check = () => true
  run = async (world: World) => {
    world.armFault(this.fault)
  }
  toString = () => `fault(${describeFault(this.fault)})`
}

/**
 * Brings the tab's subscription panel to the plan form, as the person on the
 * screen; returns that person, or skips when the screen offers no way there.
 */
async function planForm(world: World, tab: Tab): Promise<string> {
  const page = tab.page
  if (new URL(page.url()).pathname !== '/profile/subscription') {
    await goto(tab, '/profile/subscription')
  }
  // The subscription tab's own buttons: a toast's or a dialog's 'Fechar' is not the receipt's.
  const main = page.getByRole('main')
  const choose = main.getByRole('button', { name: 'Escolher o plano Mensal' })
  const payButton = main.getByRole('button', { name: /^Pagar / })
  const closeReceipt = main.getByRole('button', { name: 'Fechar' })
  const otherPlan = main.getByRole('button', { name: 'Escolher outro plano' })
  const panel = choose.or(payButton).or(closeReceipt).or(otherPlan)
  const loginForm = page.getByRole('heading', { level: 1, name: 'Entrar' })
  if (!(await seen(panel.or(loginForm)))) throw new Skip('no plans nor payment form')
  if (await loginForm.isVisible()) {
    // Asked to sign in first: whoever holds the phone does, and comes back here.
    await fillLogin(tab, world.person(world.holder))
    if (!(await seen(panel))) throw new Skip('no plans after signing in')
  }
  const person = await world.greeted(tab)
  if (person === undefined) throw new Skip('nobody greeted on the subscription tab')
  if (await closeReceipt.first().isVisible()) {
    // Paid before: the receipt closes back to the plans.
    await closeReceipt.first().click()
    await seen(choose.or(payButton), 3_000)
  }
  if (await choose.first().isVisible()) await choose.first().click()
  if (!(await seen(payButton, 3_000))) throw new Skip('no Pagar button')
  return person.id
}

async function typeNumber(world: World, tab: Tab, person: string, digit: number): Promise<string> {
  const stem = world.person(person).phoneStem
  const number = `${stem.slice(0, 2)} ${stem.slice(2, 5)} ${stem.slice(5)}${digit}`
  const field = tab.page.getByRole('textbox', { name: /Número M-Pesa/ })
  if (!(await field.isEditable().catch(() => false))) throw new Skip('the number cannot be typed')
  await field.fill(number)
  return number
}

/** Waits for the payment to leave the PIN wait, then a person's follow-up taps. */
async function followPayment(
  world: World,
  tab: Tab,
  person: string,
  number: string,
): Promise<void> {
  const digit = Number(number.at(-1))
  const page = tab.page
  const waiting = page.getByText('Verifique o seu telemóvel e introduza o PIN M-Pesa', {
    exact: true,
  })
  await seen(waiting, 3_000)
  await waiting
    .first()
    .waitFor({ state: 'hidden', timeout: PATIENCE_MS })
    .catch(() => {})
  // A network error while sending: 'Tentar novamente' beside the still-filled form sends the same attempt.
  const retry = page.getByRole('button', { name: 'Tentar novamente' })
  const formShown = await page
    .getByRole('button', { name: /^Pagar / })
    .first()
    .isVisible()
  if ((await retry.first().isVisible()) && formShown) {
    world.note(`  ${person} taps 'Tentar novamente' after a failed send (same attempt)`)
    await retry.first().click()
    await waiting
      .first()
      .waitFor({ state: 'hidden', timeout: PATIENCE_MS })
      .catch(() => {})
  } else if ((await retry.first().isVisible()) && digit % 2 === 1) {
    // A declined payment: 'Tentar novamente' is a new attempt, a new intention.
    world.recordIntention(person, `${number} again, after a decline`)
    await retry.first().click()
    await waiting
      .first()
      .waitFor({ state: 'hidden', timeout: PATIENCE_MS })
      .catch(() => {})
  }
  const resume = page.getByRole('button', { name: 'Retomar pagamento' })
  if (await resume.first().isVisible()) await resume.first().click()
}

export class Pay implements ChaosCommand {
  constructor(
    readonly index: number,
    readonly digit: number,
  ) {}
  check = () => true
  run = (world: World) =>
    world.step(this.toString(), async () => {
      const tab = tabOf(world, this.index)
      const person = await planForm(world, tab)
      world.holder = person
      const number = await typeNumber(world, tab, person, this.digit)
      world.recordIntention(person, number)
      await tab.page
        .getByRole('button', { name: /^Pagar / })
        .first()
        .click()
      await followPayment(world, tab, person, number)
    })
  toString = () => `pay(${this.index}, …${this.digit})`
}

/** The same person taps Pagar in both tabs at once: one intention, so at most one payment. */
export class PayTogether implements ChaosCommand {
  constructor(readonly digit: number) {}
  check = (world: World) => world.tabs.length === 2
  run = (world: World) =>
    world.step(this.toString(), async () => {
      const [first, second] = world.tabs
      if (first === undefined || second === undefined) throw new Skip('one tab only')
      const person = await planForm(world, first)
      if ((await planForm(world, second)) !== person) throw new Skip('two people on screen')
      world.holder = person
      const number = await typeNumber(world, first, person, this.digit)
      await typeNumber(world, second, person, this.digit)
      world.recordIntention(person, `${number} in both tabs`)
      await Promise.all(
        [first, second].map((tab) =>
          tab.page
            .getByRole('button', { name: /^Pagar / })
            .first()
            .click({ timeout: 3_000 })
            .catch(() => {}),
        ),
      )
      await followPayment(world, first, person, number)
    })
  toString = () => `payTogether(…${this.digit})`
}

const tabIndex = fc.nat(1)
const person = fc.constantFrom('A', 'B')
const digit = fc.constantFrom(...PAYMENT_DIGITS)

const fault: fc.Arbitrary<Fault> = fc.oneof(
  fc.constant<Fault>({ kind: 'html500' }),
  fc.constant<Fault>({ kind: 'drop' }),
  fc.constant<Fault>({ kind: 'lostAnswer' }),
  fc.integer({ min: 2_000, max: 6_000 }).map<Fault>((ms) => ({ kind: 'slow', ms })),
  fc.integer({ min: 2_000, max: 5_000 }).map<Fault>((ms) => ({ kind: 'offline', ms })),
)

/** The walk's steps, weighted towards what happens most on a shared phone. */
export function chaosCommands(maxCommands: number, replayPath?: string) {
  const steps: fc.Arbitrary<ChaosCommand>[] = [
    fc.constantFrom(...PATHS).map((path) => new OpenTab(path)),
    tabIndex.map((index) => new CloseTab(index)),
    tabIndex.map((index) => new Reload(index)),
    fc.tuple(tabIndex, fc.constantFrom(...PATHS)).map(([index, path]) => new Visit(index, path)),
    fc.tuple(tabIndex, person).map(([index, who]) => new SignIn(index, who)),
    fc.tuple(tabIndex, person).map(([index, who]) => new SignIn(index, who)),
    tabIndex.map((index) => new SignOut(index)),
    fc.constant(new CookieVanishes()),
    fc.tuple(tabIndex, person).map(([index, who]) => new ExpireMidForm(index, who)),
    fc.constantFrom(1, 4).map((rate) => new ThrottleCpu(rate)),
    fault.map((armed) => new ArmFault(armed)),
    fault.map((armed) => new ArmFault(armed)),
    fc.tuple(tabIndex, digit).map(([index, last]) => new Pay(index, last)),
    fc.tuple(tabIndex, digit).map(([index, last]) => new Pay(index, last)),
    digit.map((last) => new PayTogether(last)),
  ]
  return fc.commands<World, World, false>(steps, {
    maxCommands,
    size: 'max',
    ...(replayPath === undefined ? {} : { replayPath }),
  })
}
