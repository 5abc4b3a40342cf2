import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { watchAnnouncedProviders, type Eip6963ProviderDetail } from '../../src/connectors/eip6963'
import { announce, announcement, pngIcon } from './announcements'

let warn: MockInstance
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => warn.mockRestore())

function watch(target = new EventTarget()) {
  const found: Eip6963ProviderDetail[] = []
  const { stop, checked } = watchAnnouncedProviders(target, (detail) => found.push(detail))
  return { target, found, stop, checked }
}

describe('EIP-6963 discovery', () => {
  it('asks wallets to announce after it started listening', async () => {
    const target = new EventTarget()
    const wallet = announcement()
    // A wallet that answers requestProvider synchronously, as extensions do.
    target.addEventListener('eip6963:requestProvider', () => announce(target, wallet))
    const { found, checked } = watch(target)
    await checked()
    expect(found.map((d) => d.info.rdns)).toEqual(['com.example.wallet'])
    expect(found[0]?.provider).toBe(wallet.provider)
  })

  it('finds valid announcements made later, in the order they came', async () => {
    const { target, found, checked } = watch()
    announce(target, announcement())
    announce(
      target,
      announcement({ info: { uuid: 'other', rdns: 'io.other', icon: 'data:image/svg+xml,%3Csvg%2F%3E' } }),
    )
    await checked()
    expect(found.map((d) => d.info.rdns)).toEqual(['com.example.wallet', 'io.other'])
  })

  it.each([
    ['a javascript: icon', announcement({ info: { icon: 'javascript:alert(1)' } })],
    ['an http icon', announcement({ info: { icon: 'https://tracker.example/pixel.png' } })],
    ['a data: icon that is not an image', announcement({ info: { icon: 'data:text/html,<script>alert(1)</script>' } })],
    ['a missing rdns', announcement({ info: { rdns: undefined } })],
    ['an rdns that is not reverse DNS', announcement({ info: { rdns: 'metamask' } })],
    ['an empty name', announcement({ info: { name: '  ' } })],
    ['a provider without a request function', announcement({ provider: { request: 'nope' } })],
    ['no provider', announcement({ provider: undefined })],
    ['no detail at all', undefined],
  ])('ignores an announcement with %s, with a warning and without throwing', async (_, detail) => {
    const { target, found, checked } = watch()
    expect(() => announce(target, detail)).not.toThrow()
    await checked()
    expect(found).toEqual([])
    expect(warn).toHaveBeenCalledOnce()
  })

  it('an identical re-announcement is found once', async () => {
    const { target, found, checked } = watch()
    const wallet = announcement()
    announce(target, wallet)
    announce(target, wallet)
    await checked()
    expect(found).toHaveLength(1)
  })

  it('a wallet that re-announces a new name or icon with its own provider updates itself', async () => {
    const { target, found, checked } = watch()
    const first = announcement()
    announce(target, first)
    announce(target, { ...first, info: { ...first.info, name: 'Example Wallet 2' } })
    await checked()
    expect(found).toHaveLength(2)
    expect(found[1]).toMatchObject({ info: { name: 'Example Wallet 2' }, provider: first.provider })
  })

  it("another provider announcing a known wallet's uuid, rdns and name is ignored: the first provider keeps the click", async () => {
    const { target, found, checked } = watch()
    const real = announcement()
    announce(target, real)
    // Any page script can read the real announcement's uuid and rdns, and copy them.
    const impostor = announcement({ provider: { request: async () => '0ximpostor' } })
    announce(target, impostor)
    await checked()
    expect(found).toHaveLength(1)
    expect(found[0]!.provider).toBe(real.provider)
  })

  it('keeps the first uuid per rdns: another announcer cannot take a known rdns', async () => {
    const { target, found, checked } = watch()
    announce(target, announcement())
    announce(target, announcement({ info: { uuid: 'impostor', name: 'Totally Example Wallet' } }))
    await checked()
    expect(found.map((d) => d.info.uuid)).toEqual(['350670db-19fa-4704-a166-e52e178b59d2'])
  })

  it('stops listening when stopped', async () => {
    const { target, found, stop, checked } = watch()
    stop()
    announce(target, announcement())
    await checked()
    expect(found).toEqual([])
  })

  it('hands on nothing heard before it stopped whose checks were still loading', async () => {
    const { target, found, stop, checked } = watch()
    announce(target, announcement())
    stop()
    await checked()
    expect(found).toEqual([])
  })

  it('checks a copy: a page script changing the announced object afterwards changes nothing handed on', async () => {
    const { target, found, checked } = watch()
    const wallet = announcement()
    announce(target, wallet)
    await checked()
    ;(wallet.info as { icon: string }).icon = 'javascript:alert(1)'
    expect(found[0]?.info.icon).toBe(pngIcon)
  })

  it('a failing hand-over does not stop the announcements after it', async () => {
    const target = new EventTarget()
    const found: string[] = []
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { checked } = watchAnnouncedProviders(target, (detail) => {
      if (detail.info.rdns === 'com.example.wallet') throw new Error('boom')
      found.push(detail.info.rdns)
    })
    announce(target, announcement())
    announce(target, announcement({ info: { uuid: 'other', rdns: 'io.other' } }))
    await checked()
    expect(found).toEqual(['io.other'])
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
  })
})
