// Section 4, network switching: a network of another namespace, chosen in Networks while only a
// wallet of one namespace is connected (an EVM browser wallet), is not the EVM wallet's to
// switch to. The EVM account stays connected and shown, and Connect opens for a wallet of the
// chosen network's namespace; one connected there starts on the chosen network.
import { describe, expect, it, vi } from 'vitest'
import type { ConnectResult } from '../../src/connectors/types'
import { connectRequested, switchNetworkRequested } from '../../src/features/connection/actions'
import { selectAccount } from '../../src/features/account/selectors'
import { selectConnectMethods } from '../../src/features/connection/connectMethods'
import { backRequested, openRequested } from '../../src/features/modal/actions'
import { pushed } from '../../src/features/modal/routerSlice'
import { selectCurrentView } from '../../src/features/modal/selectors'
import { selectConnectList } from '../../src/headless/selectConnectList'
import { mainnet, solanaLocalnet } from '../../src/networks'
import { address, fakeConnector } from '../support/fakeConnector'
import { porticoForTest } from '../support/portico'

const localnet = solanaLocalnet({ genesisHash: '7XSvyWzPSeL1pS1tjM2d2rkFHfgaVwSJ5aFmYRPEHtd4' })
const solAddress = '4i1XQyTRDujAfuTZYEfJMPQwTj356jfzeBmGWEvLPNRb'
const evmCaipAddress = `eip155:1:${address}`

/** An EVM-only browser wallet connected, a Solana wallet on the page too, the modal on Account. */
async function evmConnected() {
  const p = porticoForTest({ networks: [mainnet, localnet] })
  const evm = fakeConnector()
  const sol = fakeConnector({ id: 'standard:Fake Solana', name: 'Fake Solana', chain: 'solana', rdns: undefined })
  // Like a Solana connector: it starts on the network it is given when that is a Solana one.
  sol.script.connect = (options) => {
    const start = options?.caipNetwork?.chainNamespace === 'solana' ? options.caipNetwork.caipNetworkId : 'solana:other'
    return Promise.resolve({
      caipAddress: `${start}:${solAddress}` as ConnectResult['caipAddress'],
      accounts: [solAddress],
      caipNetworkId: start as ConnectResult['caipNetworkId'],
    })
  }
  p.registry.add(evm.connector)
  p.registry.add(sol.connector)
  p.store.dispatch(openRequested())
  p.store.dispatch(connectRequested({ connectorId: evm.connector.info.id }))
  await vi.waitFor(() => expect(p.state().account.eip155?.status).toBe('connected'))
  p.store.dispatch(openRequested())
  return { p, evm, sol }
}

/** The visitor opens Networks from Account and picks Solana Localnet. */
function chooseSolana(p: ReturnType<typeof porticoForTest>) {
  p.store.dispatch(pushed({ view: 'Networks' }))
  p.store.dispatch(switchNetworkRequested({ caipNetworkId: localnet.caipNetworkId }))
}

const listedNames = (p: ReturnType<typeof porticoForTest>) =>
  selectConnectList(p.store.getState()).flatMap((group) => group.items.map((item) => item.name))

describe('choosing a network of another namespace', () => {
  it('with only an EVM wallet connected, the EVM account stays connected and Connect opens for a wallet of that namespace, every time', async () => {
    const { p, evm } = await evmConnected()
    for (const _time of [1, 2]) {
      chooseSolana(p)
      await vi.waitFor(() => expect(selectCurrentView(p.store.getState()).view).toBe('Connect'))
      // Not a word-less disconnect: the EVM account is connected and still the one shown.
      expect(p.state().account.eip155).toMatchObject({ status: 'connected', caipAddress: evmCaipAddress })
      expect(selectAccount(p.store.getState())?.caipAddress).toBe(evmCaipAddress)
      expect(p.state().chain.activeCaipNetworkId).toBe(mainnet.caipNetworkId)
      expect(evm.calls.some((c) => c.method === 'disconnect' || c.method === 'switchNetwork')).toBe(false)
      // The visitor's next step: Connect, for the chosen network, listing the wallets that connect
      // it (a WalletConnect pairing may), not the EVM-only one.
      expect(p.state().modal.open).toBe(true)
      expect(selectCurrentView(p.store.getState()).data?.caipNetworkId).toBe(localnet.caipNetworkId)
      expect(listedNames(p)).toEqual(['WalletConnect', 'Fake Solana'])
      // The embedded wallet's logins connect an eip155 account: not offered for Solana.
      expect(selectConnectMethods(p.store.getState())).toEqual(['wallet'])
      // Back to Networks, and from there to Account: as the visitor left it.
      p.store.dispatch(backRequested())
      expect(selectCurrentView(p.store.getState()).view).toBe('Networks')
      p.store.dispatch(backRequested())
      expect(selectCurrentView(p.store.getState()).view).toBe('Account')
      expect(listedNames(p)).toContain('Fake Wallet')
      expect(selectConnectMethods(p.store.getState())).toContain('email')
    }
  })

  it('a wallet of that namespace connected from there starts on the chosen network, and the EVM account stays connected', async () => {
    const { p, sol } = await evmConnected()
    chooseSolana(p)
    await vi.waitFor(() => expect(selectCurrentView(p.store.getState()).view).toBe('Connect'))
    p.store.dispatch(connectRequested({ connectorId: sol.connector.info.id }))
    await vi.waitFor(() => expect(p.state().account.solana?.status).toBe('connected'))
    expect(p.state().account.solana?.caipAddress).toBe(`${localnet.caipNetworkId}:${solAddress}`)
    expect(p.state().chain.activeCaipNetworkId).toBe(localnet.caipNetworkId)
    expect(p.state().account.eip155).toMatchObject({ status: 'connected', caipAddress: evmCaipAddress })
  })
})
