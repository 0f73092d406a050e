import type { MailedAddress } from '@conecta/account/react'
import { removeStoredItem } from '@conecta/session-machine'

/**
 * The address a verification mail went to, as this tab last learnt it: registering, signing in,
 * or changing the address where the backend replaces it at once. `/verify-email` shows it and
 * lets the person correct it (docs/product.md#changing-the-e-mail): while the address is not
 * verified the server answers `/api/user` with 409 and tells nothing of the account, so the tab
 * must remember what was typed. `name` is kept when known, as correcting the address sends the
 * name too (Fortify's profile route asks for both).
 *
 * sessionStorage: it outlives a reload of this tab (the mail app sends the person back and forth)
 * but not the tab, and no other tab reads it; on a shared phone it is gone once the tab is closed.
 * A correction made in one tab is announced to the tabs open at that moment (all signed in as the
 * same person: the session is the browser's), whose /verify-email then names the new address and
 * checks a correction against it, instead of the typo (`openMailedAddressChannel`).
 * (The type is @conecta/account's, whose AddressCorrection takes it.)
 */
export type { MailedAddress }

const KEY = 'conecta.verifyEmail.address'

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

export function rememberMailedAddress(address: MailedAddress): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(address))
  } catch {
    // Full or blocked storage: the page then shows the generic text, with the way to correct.
  }
}

/** The remembered address, or `null` when none (or not one this app wrote). Never throws. */
export function readMailedAddress(): MailedAddress | null {
  let raw: string | null
  try {
    raw = storage()?.getItem(KEY) ?? null
  } catch {
    return null
  }
  if (raw === null) return null
  try {
    return asMailedAddress(JSON.parse(raw))
  } catch {
    return null
  }
}

/** `value` as an address this app wrote or sent, or `null`. */
function asMailedAddress(value: unknown): MailedAddress | null {
  if (typeof value !== 'object' || value === null) return null
  const { email, name } = value as Record<string, unknown>
  if (typeof email !== 'string' || email === '') return null
  return { email, name: typeof name === 'string' && name !== '' ? name : null }
}

export interface MailedAddressChannel {
  /** Tells the other tabs open now that the address was corrected here. */
  announce: (address: MailedAddress) => void
  close: () => void
}

const CHANNEL = 'conecta.verifyEmail.address'

/**
 * This tab's line to the others about a corrected address: `onAnnounced` hears another tab's
 * correction (never this tab's own). Without BroadcastChannel, a tab simply hears nothing.
 */
export function openMailedAddressChannel(
  onAnnounced: (address: MailedAddress) => void,
): MailedAddressChannel {
  if (typeof BroadcastChannel === 'undefined') return { announce: () => {}, close: () => {} }
  const channel = new BroadcastChannel(CHANNEL)
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const address = asMailedAddress(event.data)
    if (address !== null) onAnnounced(address)
  }
  return {
    announce: (address) => channel.postMessage(address),
    close: () => channel.close(),
  }
}

export function forgetMailedAddress(): void {
  removeStoredItem(KEY, storage)
}
