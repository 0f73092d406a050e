import type { PromptChannel } from '../promptChannel.js'

/** A number for each channel, so that a host given another one starts a server of its own. */
const channelIds = new WeakMap<PromptChannel<never>, number>()
let channelsSeen = 0

/**
 * The key of a host's server for `channel`: `usePromptServer` serves what it
 * was first given, so a host keys its server by channel and serves a new one
 * (a new client made with it) from then on.
 */
export function channelKey<Answer>(channel: PromptChannel<Answer>): number {
  const known = channel as unknown as PromptChannel<never>
  let id = channelIds.get(known)
  if (id === undefined) {
    channelsSeen += 1
    id = channelsSeen
    channelIds.set(known, id)
  }
  return id
}
