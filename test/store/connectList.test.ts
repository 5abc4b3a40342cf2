import { describe, expect, it } from 'vitest'
import { buildConnectList, type ConnectListInputs } from '../../src/features/connection/connectList'
import type { ConnectorInfo } from '../../src/features/connection/connectorsSlice'
import { announced, connectListInputs, entry } from '../support/connectListScene'

const injected = (over: Partial<ConnectorInfo> = {}): ConnectorInfo => ({
  id: 'injected',
  type: 'INJECTED',
  name: 'Browser Wallet',
  chain: 'eip155',
  installed: true,
  ...over,
})
const build = (over: Partial<ConnectListInputs>) => buildConnectList(connectListInputs(over))
const groups = (over: Partial<ConnectListInputs>) => build(over).map((g) => g.group)
const names = (over: Partial<ConnectListInputs>) => build(over).flatMap((g) => g.items.map((i) => i.name))

describe('connector type order (section 2)', () => {
  const all: Partial<ConnectListInputs> = {
    connectors: [
      { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155', installed: false },
      announced('io.metamask', 'MetaMask'),
      { id: 'cb', type: 'EXTERNAL', name: 'Coinbase', chain: 'eip155', installed: false },
    ],
    recent: [{ id: 'zerion', name: 'Zerion' }],
    featured: [entry('f1', 'Featured One')],
    custom: [{ id: 'c1', name: 'Custom One' }],
    recommended: [entry('r1', 'Recommended One')],
  }

  it('is walletConnect, recent, injected, featured, custom, external, recommended by default', () => {
    expect(groups(all)).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
  })

  it('puts a host-overridden order first', () => {
    expect(groups({ ...all, order: ['featured', 'recommended'] })).toEqual([
      'featured',
      'recommended',
      'walletConnect',
      'recent',
      'injected',
      'custom',
      'external',
    ])
  })

  it('shows only non-empty types', () => {
    expect(groups({ featured: [entry('f1', 'F')] })).toEqual(['featured'])
  })

  it('hides walletConnect when already connected via WalletConnect', () => {
    expect(groups({ ...all, connectedViaWalletConnect: true })).not.toContain('walletConnect')
  })
})

describe('the Browser Wallet entry (section 5)', () => {
  it('is hidden on desktop', () => {
    expect(names({ connectors: [injected()] })).toEqual([])
  })

  it('is shown on mobile when installed', () => {
    expect(names({ connectors: [injected()], isMobile: true })).toEqual(['Browser Wallet'])
  })

  it('is hidden on mobile when it has no rdns and is not installed', () => {
    expect(names({ connectors: [injected({ installed: false })], isMobile: true })).toEqual([])
  })

  it('is shown on mobile with an rdns even when not installed', () => {
    expect(names({ connectors: [injected({ installed: false, rdns: 'io.metamask' })], isMobile: true })).toEqual([
      'Browser Wallet',
    ])
  })

  it('is merged into the announced wallet with the same rdns', () => {
    expect(
      names({ connectors: [announced('io.metamask', 'MetaMask'), injected({ rdns: 'io.metamask' })], isMobile: true }),
    ).toEqual(['MetaMask'])
  })
})

describe('exclusions (section 5)', () => {
  it('hide wallets by rdns', () => {
    expect(
      names({
        connectors: [announced('io.metamask', 'MetaMask'), announced('io.rabby', 'Rabby')],
        excluded: ['io.rabby'],
      }),
    ).toEqual(['MetaMask'])
  })

  it('hide wallets by case-insensitive name', () => {
    expect(
      names({ featured: [entry('a', 'Trust Wallet'), entry('b', 'Rainbow')], excluded: ['trust wallet'] }),
    ).toEqual(['Rainbow'])
  })

  it('hide wallets by directory id', () => {
    expect(names({ recommended: [entry('a', 'A'), entry('b', 'B')], excluded: ['a'] })).toEqual(['B'])
  })
})

describe('each wallet is listed once', () => {
  it('a featured wallet that is installed is shown as installed and connects through its connector', () => {
    const list = build({
      connectors: [announced('io.metamask', 'MetaMask')],
      featured: [entry('mm', 'MetaMask', 'io.metamask'), entry('t', 'Trust')],
    })
    expect(list.find((g) => g.group === 'injected')!.items.map((i) => i.name)).toEqual(['MetaMask'])
    expect(list.find((g) => g.group === 'featured')!.items.map((i) => i.name)).toEqual(['Trust'])
  })

  it('a recent wallet is listed under recent only, connecting through its live connector', () => {
    const list = build({
      connectors: [announced('io.metamask', 'MetaMask')],
      recent: [{ id: 'announced:io.metamask', name: 'MetaMask', rdns: 'io.metamask' }],
    })
    expect(list).toEqual([
      {
        group: 'recent',
        items: [expect.objectContaining({ name: 'MetaMask', connectorId: 'announced:io.metamask', recent: true })],
      },
    ])
  })

  it('a recent directory wallet without a connector on the page keeps its directory picture', () => {
    const list = build({ recent: [{ id: 'zerion', name: 'Zerion', imageId: 'zerion-logo' }] })
    expect(list[0]!.items[0]).toMatchObject({
      name: 'Zerion',
      imageId: 'zerion-logo',
      walletId: 'zerion',
      recent: true,
    })
  })

  it('recommended wallets are at most 4 and never repeat featured ones', () => {
    const recommended = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => entry(id, id.toUpperCase()))
    const list = build({ featured: [entry('a', 'A')], recommended })
    expect(list.find((g) => g.group === 'recommended')!.items.map((i) => i.id)).toEqual(['b', 'c', 'd', 'e'])
  })

  it('only included wallets are listed from the directory when the host includes some', () => {
    expect(names({ recommended: [entry('a', 'A'), entry('b', 'B')], included: ['b'] })).toEqual(['B'])
  })
})
