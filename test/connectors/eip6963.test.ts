import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { watchAnnouncedProviders, type Eip6963ProviderDetail } from '../../src/connectors/eip6963'
import { announce, announcement } from './announcements'

let warn: MockInstance
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => warn.mockRestore())

function watch(target = new EventTarget()) {
  const found: Eip6963ProviderDetail[] = []
  const stop = watchAnnouncedProviders(target, (detail) => found.push(detail))
  return { target, found, stop }
}

describe('EIP-6963 discovery', () => {
  it('asks wallets to announce after it started listening', () => {
    const target = new EventTarget()
    const wallet = announcement()
    // A wallet that answers requestProvider synchronously, as extensions do.
    target.addEventListener('eip6963:requestProvider', () => announce(target, wallet))
    const { found } = watch(target)
    expect(found.map((d) => d.info.rdns)).toEqual(['com.example.wallet'])
    expect(found[0]?.provider).toBe(wallet.provider)
  })

  it('finds valid announcements made later', () => {
    const { target, found } = watch()
    announce(target, announcement())
    announce(target, announcement({ info: { uuid: 'other', rdns: 'io.other', icon: 'data:image/svg+xml,%3Csvg%2F%3E' } }))
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
  ])('ignores an announcement with %s, with a warning and without throwing', (_, detail) => {
    const { target, found } = watch()
    expect(() => announce(target, detail)).not.toThrow()
    expect(found).toEqual([])
    expect(warn).toHaveBeenCalledOnce()
  })

  it('an identical re-announcement is found once', () => {
    const { target, found } = watch()
    const wallet = announcement()
    announce(target, wallet)
    announce(target, wallet)
    expect(found).toHaveLength(1)
  })

  it('a wallet that re-announces with a new provider replaces itself', () => {
    const { target, found } = watch()
    announce(target, announcement())
    const renewed = announcement({ info: { name: 'Example Wallet 2' } })
    announce(target, renewed)
    expect(found).toHaveLength(2)
    expect(found[1]).toMatchObject({ info: { name: 'Example Wallet 2' }, provider: renewed.provider })
  })

  it('keeps the first uuid per rdns: another announcer cannot take a known rdns', () => {
    const { target, found } = watch()
    announce(target, announcement())
    announce(target, announcement({ info: { uuid: 'impostor', name: 'Totally Example Wallet' } }))
    expect(found.map((d) => d.info.uuid)).toEqual(['350670db-19fa-4704-a166-e52e178b59d2'])
  })

  it('stops listening when stopped', () => {
    const { target, found, stop } = watch()
    stop()
    announce(target, announcement())
    expect(found).toEqual([])
  })
})
