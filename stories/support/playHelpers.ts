import type { StoryContext } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'

type Canvas = StoryContext['canvas']
type UserEvent = StoryContext['userEvent']

/** The name of every form's error summary (FormFailureSummary). */
export const SUMMARY_TITLE = 'Não foi possível continuar'

/** Types into fields found by label, in order, the way a person fills a form. */
export async function fillFields(
  canvas: Canvas,
  userEvent: UserEvent,
  values: Array<[label: RegExp, value: string]>,
): Promise<void> {
  for (const [label, value] of values) {
    const field = await canvas.findByLabelText(label, { selector: 'input' })
    await userEvent.clear(field)
    await userEvent.type(field, value)
  }
}

/**
 * /verify-email's "Enganou-se no endereço? Corrigir" opened, and `address`
 * typed in its form, then `confirmation` (the same, unless a story types two
 * that differ) in its second field, as a person corrects a typo; the form's
 * region, not sent yet.
 */
export async function typeCorrectedAddress(
  canvas: Canvas,
  userEvent: UserEvent,
  address: string,
  confirmation = address,
): Promise<HTMLElement> {
  await userEvent.click(
    await canvas.findByRole('button', { name: 'Enganou-se no endereço? Corrigir' }),
  )
  const region = await canvas.findByRole('region', { name: 'Corrigir o endereço' })
  const email = within(region).getByRole('textbox', { name: /^O endereço certo/ })
  await userEvent.clear(email)
  await userEvent.type(email, address)
  await userEvent.type(within(region).getByLabelText(/^Confirme o novo e-mail/), confirmation)
  return region
}

/** The error summary once it is drawn and has taken focus (it focuses in an effect). */
export async function findErrorSummary(canvas: Canvas): Promise<HTMLElement> {
  const summary = await canvas.findByRole('region', { name: SUMMARY_TITLE })
  await waitFor(() => expect(summary).toHaveFocus())
  return summary
}

/**
 * A modal dialog once a person can use it. Radix portals it into <body>,
 * outside the canvas, and fades it in from opacity 0; and it takes pointers
 * only a render after it mounts: its mount sets `pointer-events: none` on
 * <body>, which the dialog inherits until it re-renders with its own `auto`.
 * A tap in between would fall through (user-event refuses it).
 */
export async function findDialog(name: string | RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole('alertdialog', { name })
  await waitFor(() => {
    expect(dialog).toBeVisible()
    expect(getComputedStyle(dialog).pointerEvents).not.toBe('none')
  })
  return dialog
}

/**
 * A toast in the app's toast area, once visible: it is portalled outside the
 * canvas and fades in, so a person sees it after the entry animation.
 */
export async function findToast(name: string): Promise<HTMLElement> {
  // The region is looked up on each try: a toast drawn in the page and one over
  // it are in two different regions (the toast area's `container`).
  const toast = await waitFor(() =>
    within(screen.getByRole('region', { name: 'Notificações (F8)' })).getByRole('listitem', {
      name,
    }),
  )
  await waitFor(() => expect(toast).toBeVisible())
  return toast
}

/**
 * docs/product.md#start-up: a visitor on a public page other than the home page
 * is prompted to log in once the start-up's user fetch fails. A story whose
 * picture shows the prompt waits for it at the end of its play: a play that
 * only looks at the form ends before it under load, and the picture missed it
 * (Screens/Register's Default, with the CPU shared).
 */
export function findLoginPrompt(): Promise<HTMLElement> {
  return findToast('Efectue o login')
}
