// The Connect list inside a wallet: in a wallet app's own browser its provider is listed alone
// (the other browser wallets, WalletConnect, the directory's and All Wallets hidden) while email
// and social logins stay as configured; in a Farcaster mini app the host's wallet comes first and
// the rest follow. Rule by rule on the builder, then on a real store.
import { describe, expect, it } from 'vitest'
import {
  buildConnectList,
  selectAllWalletsOffered,
  selectPageConnectList,
  type ConnectListInputs,
} from '../../src/features/connection/connectList'
import { selectConnectMethods } from '../../src/features/connection/connectMethods'
import type { ConnectorInfo } from '../../src/features/connection/connectorsSlice'
import { inAppWallet } from '../../src/features/inAppBrowser/inAppWallet'
import { farcasterConnectorId } from '../../src/features/inAppBrowser/farcasterContract'
import type { Environment } from '../../src/features/options/optionsSlice'
import { announced, connectListInputs, entry } from '../support/connectListScene'
import { fakeConnector } from '../support/fakeConnector'
import { porticoForTest } from '../support/portico'

const injected: ConnectorInfo = {
  id: 'injected',
  type: 'INJECTED',
  name: 'Browser Wallet',
  chain: 'eip155',
  installed: true,
}
const walletConnect: ConnectorInfo = {
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'eip155',
  installed: false,
}
const farcaster: ConnectorInfo = {
  ...announced('xyz.farcaster.MiniAppWallet', 'Warpcast Wallet'),
  id: farcasterConnectorId,
}

const phone: Environment = { isMobile: true, isIosSafari: false }
const inMetaMask: Environment = {
  ...phone,
  inAppBrowser: {
    id: 'metamask',
    name: 'MetaMask',
    blocksPopups: false,
    wallet: { rdns: ['io.metamask'], by: 'userAgent' },
  },
}
const flaggedMetaMask: Environment = {
  ...phone,
  inAppBrowser: {
    id: 'metamask',
    name: 'MetaMask',
    blocksPopups: false,
    wallet: { rdns: ['io.metamask'], by: 'provider' },
  },
}
const inFarcaster: Environment = { isMobile: false, isIosSafari: false, farcaster: { name: 'Warpcast Wallet' } }

const everything = [walletConnect, announced('io.metamask', 'MetaMask'), announced('io.rabby', 'Rabby'), injected]
const listed = (connectors: ConnectorInfo[], environment: Environment, over: Partial<ConnectListInputs> = {}) =>
  buildConnectList(
    connectListInputs({
      connectors,
      recent: [{ id: 'zerion', name: 'Zerion' }],
      featured: [entry('f1', 'Featured One')],
      recommended: [entry('r1', 'Recommended One')],
      custom: [{ id: 'c1', name: 'Custom One' }],
      isMobile: environment.isMobile,
      inApp: inAppWallet(connectors, environment),
      ...over,
    }),
  ).map((g) => [g.group, g.items.map((i) => i.name)])

describe("in a wallet's own browser: its provider alone", () => {
  it("MetaMask's browser lists MetaMask only: no other wallet, no WalletConnect, no directory wallets", () => {
    expect(listed(everything, inMetaMask)).toEqual([['injected', ['MetaMask']]])
  })

  it('without its announcement, the injected window.ethereum is the wallet', () => {
    expect(listed([walletConnect, injected], inMetaMask)).toEqual([['injected', ['Browser Wallet']]])
  })

  it('a wallet merged across namespaces is listed by its merged entry', () => {
    const phantom: Environment = {
      ...phone,
      inAppBrowser: {
        id: 'phantom',
        name: 'Phantom',
        blocksPopups: false,
        wallet: { rdns: ['app.phantom'], by: 'userAgent' },
      },
    }
    const merged: ConnectorInfo = {
      id: 'multi:app.phantom',
      type: 'MULTI_CHAIN',
      name: 'Phantom',
      chain: 'eip155',
      rdns: 'app.phantom',
      installed: true,
      connectors: ['announced:app.phantom', 'standard:phantom'],
      chains: ['eip155', 'solana'],
    }
    const connectors = [walletConnect, announced('app.phantom', 'Phantom'), merged]
    expect(inAppWallet(connectors, phantom)).toEqual({ connectorIds: ['multi:app.phantom'], alone: true })
    expect(listed(connectors, phantom)).toEqual([['injected', ['Phantom']]])
  })

  it('known by its provider flag only: another wallet announcing means extensions, and nothing is hidden', () => {
    expect(inAppWallet(everything, flaggedMetaMask)).toBeUndefined()
    expect(inAppWallet([walletConnect, announced('io.metamask', 'MetaMask')], flaggedMetaMask)?.alone).toBe(true)
  })

  it('its provider not on the page yet: the list stays as it is, never empty', () => {
    expect(inAppWallet([walletConnect], inMetaMask)).toBeUndefined()
    expect(listed([walletConnect], inMetaMask)[0]).toEqual(['walletConnect', ['WalletConnect']])
  })

  it('excluded by the host: its exclusion stands, and the list is the usual one', () => {
    const groups = listed(everything, inMetaMask, { excluded: ['io.metamask'] }).map(([group]) => group)
    expect(groups).toContain('walletConnect')
  })

  it('elsewhere nothing changes', () => {
    expect(inAppWallet(everything, phone)).toBeUndefined()
  })
})

describe('in a Farcaster mini app: the host wallet first', () => {
  it("the host's wallet leads Connect, named after the host; the others follow", () => {
    const connectors = [walletConnect, announced('io.metamask', 'MetaMask'), farcaster]
    const list = listed(connectors, inFarcaster)
    expect(list[0]).toEqual(['injected', ['Warpcast Wallet', 'MetaMask']])
    expect(list.map(([group]) => group)).toContain('walletConnect')
  })

  it("the same wallet announced by the SDK (same rdns) is listed once, as the host's", () => {
    const viaSdk = announced('xyz.farcaster.MiniAppWallet', 'Farcaster Wallet')
    const list = listed([viaSdk, farcaster], inFarcaster)
    expect(list[0]).toEqual(['injected', ['Warpcast Wallet']])
  })

  it('a recent host wallet is still first, marked recent', () => {
    const list = buildConnectList(
      connectListInputs({
        connectors: [farcaster, announced('io.metamask', 'MetaMask')],
        recent: [
          { id: 'announced:io.metamask', name: 'MetaMask' },
          { id: farcasterConnectorId, name: 'Warpcast Wallet' },
        ],
        inApp: inAppWallet([farcaster], inFarcaster),
      }),
    )
    expect(list[0]!.items[0]).toMatchObject({ name: 'Warpcast Wallet', recent: true })
    expect(list[1]).toMatchObject({ group: 'recent', items: [{ name: 'MetaMask' }] })
  })
})

describe("on a store, in MetaMask's browser", () => {
  it('Connect lists MetaMask alone, All Wallets is not offered, email and social stay as configured', async () => {
    const p = porticoForTest({}, { environment: inMetaMask })
    p.registry.add(fakeConnector({ id: 'announced:io.metamask', name: 'MetaMask', rdns: 'io.metamask' }).connector)
    p.registry.add(fakeConnector({ id: 'announced:io.rabby', name: 'Rabby', rdns: 'io.rabby' }).connector)
    const state = () => p.store.getState()
    expect(selectPageConnectList(state()).map((g) => [g.group, g.items.map((i) => i.name)])).toEqual([
      ['injected', ['MetaMask']],
    ])
    expect(selectAllWalletsOffered(state())).toBe(false)
    // A wallet is shown: wallet, email, social (section 2), the logins as the host configured them.
    expect(selectConnectMethods(state())).toEqual(['wallet', 'email', 'social'])
  })

  it('in an ordinary phone browser the same page lists every wallet and WalletConnect', async () => {
    const p = porticoForTest({}, { environment: phone })
    p.registry.add(fakeConnector({ id: 'announced:io.metamask', name: 'MetaMask', rdns: 'io.metamask' }).connector)
    p.registry.add(fakeConnector({ id: 'announced:io.rabby', name: 'Rabby', rdns: 'io.rabby' }).connector)
    const groups = selectPageConnectList(p.store.getState())
    expect(groups.map((g) => g.group)).toEqual(['walletConnect', 'injected'])
    expect(selectAllWalletsOffered(p.store.getState())).toBe(true)
  })
})
