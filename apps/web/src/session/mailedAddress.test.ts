import { afterEach, describe, expect, it, vi } from 'vitest'
import { type MailedAddressChannel, openMailedAddressChannel } from './mailedAddress'

const opened: MailedAddressChannel[] = []
function open(onAnnounced: Parameters<typeof openMailedAddressChannel>[0]) {
  const channel = openMailedAddressChannel(onAnnounced)
  opened.push(channel)
  return channel
}

afterEach(() => {
  for (const channel of opened.splice(0)) channel.close()
})

describe('openMailedAddressChannel', () => {
  it('given a correction announced in one tab, should tell the other tabs open now, never the announcing tab itself', async () => {
    const heardHere = vi.fn()
    const heardThere = vi.fn()
    const here = open(heardHere)
    open(heardThere)

    here.announce({ email: 'ana@example.co.mz', name: 'Ana Machava' })

    await vi.waitFor(() =>
      expect(heardThere).toHaveBeenCalledWith({ email: 'ana@example.co.mz', name: 'Ana Machava' }),
    )
    expect(heardHere).not.toHaveBeenCalled()
  })

  it('given a message that is not an address (another version of the app, a stray post), should ignore it', async () => {
    const heard = vi.fn()
    open(heard)
    const stray = new BroadcastChannel('conecta.verifyEmail.address')
    stray.postMessage({ email: '' })
    stray.postMessage('ana@example.co.mz')
    stray.postMessage({ email: 'ana@example.co.mz', name: '' })
    stray.close()

    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1))
    expect(heard).toHaveBeenCalledWith({ email: 'ana@example.co.mz', name: null })
  })
})
