import { describe, expect, it } from 'vitest'
import type { PorticoConfigInput } from '../../src/config/schema'
import { porticoForTest } from '../support/portico'
import { selectConnectMethods } from '../../src/features/connection/connectMethods'
import { connectMethodOrder, socialsFor } from '../../src/features/connection/connectMethods'

const all = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
const env = { isMobile: false, isIosSafari: false }

describe('connect method order (section 2)', () => {
  it('is email, social, wallet by default', () => {
    expect(connectMethodOrder({ email: true, socials: [...all], browserWalletShown: false })).toEqual([
      'email',
      'social',
      'wallet',
    ])
  })

  it('is wallet, email, social when an injected or announced wallet is shown', () => {
    expect(connectMethodOrder({ email: true, socials: [...all], browserWalletShown: true })).toEqual([
      'wallet',
      'email',
      'social',
    ])
  })

  it('leaves out email and social when their features are off', () => {
    expect(connectMethodOrder({ email: false, socials: false, browserWalletShown: false })).toEqual(['wallet'])
  })

  it('follows a host order when given', () => {
    expect(
      connectMethodOrder({
        email: true,
        socials: ['google'],
        browserWalletShown: true,
        hostOrder: ['social', 'wallet', 'email'],
      }),
    ).toEqual(['social', 'wallet', 'email'])
  })
})

describe('social login options on Telegram (section 5)', () => {
  it('iOS removes google', () => expect(socialsFor([...all], { ...env, telegram: 'ios' })).not.toContain('google'))
  it('Mac removes x', () => expect(socialsFor([...all], { ...env, telegram: 'mac' })).not.toContain('x'))
  it('Android removes facebook and x', () => {
    const left = socialsFor([...all], { ...env, telegram: 'android' })
    expect(left).not.toContain('facebook')
    expect(left).not.toContain('x')
    expect(left).toContain('google')
  })
  it('outside Telegram every configured social stays', () => expect(socialsFor([...all], env)).toEqual([...all]))
})

describe('email and social logins come with the embedded wallet', () => {
  const methodsOf = (config: Partial<PorticoConfigInput>) =>
    selectConnectMethods(porticoForTest(config, { start: false }).store.getState())

  it("by default both are, from the public secure site, in the spec's order: email, social, wallet", () => {
    const p = porticoForTest({}, { start: false })
    expect(selectConnectMethods(p.store.getState())).toEqual(['email', 'social', 'wallet'])
    expect(p.store.getState().portico.options.embeddedWallet).toEqual({
      frameUrl: 'https://secure.walletconnect.org/sdk',
    })
  })
  it('turned off (`embeddedWallet: false`), neither is offered', () =>
    expect(methodsOf({ embeddedWallet: false })).toEqual(['wallet']))
  it('pointed elsewhere, both are', () =>
    expect(methodsOf({ embeddedWallet: { frameUrl: 'https://wallet.example/frame' } })).toEqual([
      'email',
      'social',
      'wallet',
    ]))
})
