// @vitest-environment jsdom
// Several wallets at once in the views (the host's `multiWallet`; README "Several wallets at
// once"): Account lists every wallet connected, in the order it came, the one acting in the
// active namespace marked, each with its native balance; Switch, Disconnect and Add a wallet ask
// the flows (the views only dispatch); Connect marks a connected wallet. Without `multiWallet`
// none of it shows.
import { fireEvent, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CaipNetwork, ChainNamespace } from '../../src/contract'
import { accountConnected, tokenBalanceLoaded } from '../../src/features/account/accountSlice'
import { connectorConnected, connectorsFound } from '../../src/features/connection/connectorsSlice'
import { connectionDisconnectRequested, connectionSwitchRequested } from '../../src/features/connections/actions'
import { connectionAdded, connectionBalanceLoaded } from '../../src/features/connections/connectionsSlice'
import { opened } from '../../src/features/modal/modalSlice'
import { pushed } from '../../src/features/modal/routerSlice'
import { configured, initialOptionsState } from '../../src/features/options/optionsSlice'
import { solana } from '../../src/networks'
import { viewTestMocks } from './support/lifecycle'
import { inShadow, renderModal, viewLoaded } from './support/shadow'
import { ethereum, viewStore, withNetworks, type ViewStore } from './support/store'

viewTestMocks()

interface Wallet {
  connectorId: string
  name: string
  namespace: ChainNamespace
  network: CaipNetwork
  address: string
}

const alpha: Wallet = {
  connectorId: 'announced:alpha',
  name: 'Alpha',
  namespace: 'eip155',
  network: ethereum,
  address: '0xA11CE00000000000000000000000000000000001',
}
const beta: Wallet = {
  ...alpha,
  connectorId: 'announced:beta',
  name: 'Beta',
  address: '0xB0B0000000000000000000000000000000000002',
}
const sol: Wallet = {
  connectorId: 'solana:sol',
  name: 'Sol',
  namespace: 'solana',
  network: solana,
  address: 'CaroLSoLana1111111111111111111111111111111',
}

const caipAddressOf = (w: Wallet) => `${w.network.caipNetworkId}:${w.address}` as const

/** `w` listed as connected, as the connections flow records it; acting in its namespace when `acts`. */
function connected(store: ViewStore['store'], w: Wallet, acts: boolean) {
  const wallet = { name: w.name, type: 'ANNOUNCED' }
  const caipAddress = caipAddressOf(w)
  store.dispatch(
    connectionAdded({ connectorId: w.connectorId, wallet, namespace: w.namespace, caipAddress, accounts: [w.address] }),
  )
  if (!acts) return
  store.dispatch(accountConnected({ namespace: w.namespace, caipAddress, accounts: [w.address], wallet }))
  store.dispatch(connectorConnected({ namespace: w.namespace, connectorId: w.connectorId }))
}

/**
 * Alpha and Beta (Ethereum) and Sol (Solana) connected in that order; Beta acts on Ethereum, the
 * active network, with 1.2345 ETH, and Sol on Solana with 12.5 SOL (their accounts' balances);
 * Alpha's 0.8 ETH is the one the connections flow asked for its address, unless `alphaBalance`
 * is false (not known yet). Account open.
 */
async function threeWallets({ multiWallet = true, alphaBalance = true } = {}) {
  const setup = viewStore()
  withNetworks(setup.store, [ethereum, solana], ethereum)
  setup.store.dispatch(configured({ ...initialOptionsState, multiWallet }))
  connected(setup.store, alpha, false)
  connected(setup.store, beta, true)
  connected(setup.store, sol, true)
  setup.store.dispatch(
    tokenBalanceLoaded({
      namespace: 'eip155',
      caipAddress: caipAddressOf(beta),
      tokenBalance: [],
      balance: '1.2345',
      symbol: 'ETH',
    }),
  )
  setup.store.dispatch(
    tokenBalanceLoaded({
      namespace: 'solana',
      caipAddress: caipAddressOf(sol),
      tokenBalance: [],
      balance: '12.5',
      symbol: 'SOL',
    }),
  )
  if (alphaBalance)
    setup.store.dispatch(
      connectionBalanceLoaded({ caipAddress: caipAddressOf(alpha), balance: { amount: '0.8', symbol: 'ETH' } }),
    )
  setup.store.dispatch(pushed({ view: 'Account' }))
  setup.store.dispatch(opened())
  renderModal(setup.store)
  await viewLoaded('Account')
  return setup
}

const connectedList = () => inShadow().getByRole('list', { name: 'Connected wallets' })
const rows = () => within(connectedList()).getAllByRole('listitem')
const row = (name: string) => rows().find((r) => r.querySelector('.p-connection-name')?.textContent === name)!

describe('Account lists the wallets connected at once', () => {
  it('one row each, in the order they connected: name, short address, network', async () => {
    await threeWallets()
    expect(rows().map((r) => r.querySelector('.p-connection-name')?.textContent)).toEqual(['Alpha', 'Beta', 'Sol'])
    expect(row('Alpha').textContent).toContain('0xA11C…0001 · Ethereum')
    expect(row('Sol').textContent).toContain('CaroLS…1111 · Solana')
  })

  it('the wallet acting in the active namespace is marked Active (aria-current); the others offer Switch', async () => {
    await threeWallets()
    expect(rows().map((r) => r.getAttribute('aria-current'))).toEqual([null, 'true', null])
    expect(within(row('Beta')).getByText('Active')).toBeTruthy()
    expect(within(row('Beta')).queryByRole('button', { name: /^Switch/ })).toBeNull()
    expect(within(row('Alpha')).getByRole('button', { name: 'Switch to Alpha' }).textContent).toBe('Switch')
    expect(within(row('Sol')).getByRole('button', { name: 'Switch to Sol' })).toBeTruthy()
  })

  it("every row shows its balance: an acting wallet's account's, any other's the one asked for its address", async () => {
    await threeWallets()
    const balanceLines = (name: string) =>
      [...row(name).querySelectorAll('.p-connection-line')].map((line) => line.textContent).slice(1)
    expect(balanceLines('Alpha')).toEqual(['0.800 ETH'])
    expect(balanceLines('Beta')).toEqual(['1.234 ETH'])
    expect(balanceLines('Sol')).toEqual(['12.500 SOL'])
  })

  it('a wallet whose balance is not known yet shows none, and no error', async () => {
    await threeWallets({ alphaBalance: false })
    expect(row('Alpha').querySelectorAll('.p-connection-line')).toHaveLength(1)
    expect(row('Alpha').textContent).not.toContain('ETH')
    expect(row('Beta').textContent).toContain('1.234 ETH')
  })

  it('Switch asks the flow to make that wallet act', async () => {
    const { dispatched } = await threeWallets()
    const pressed = inShadow().getByRole('button', { name: 'Switch to Alpha' })
    pressed.focus()
    fireEvent.click(pressed)
    expect(dispatched(connectionSwitchRequested.type).map((a) => a.payload)).toEqual([
      { connectorId: alpha.connectorId },
    ])
    // The button gives way to Active; the focus stays in the dialog, on its row (Escape still closes it).
    const row = pressed.closest('li')!
    expect(row.getRootNode()).toBe(pressed.getRootNode())
    expect((row.getRootNode() as ShadowRoot).activeElement).toBe(row)
  })

  it('Disconnect on a row asks the flow to disconnect that wallet alone', async () => {
    const { dispatched } = await threeWallets()
    fireEvent.click(inShadow().getByRole('button', { name: 'Disconnect Beta' }))
    fireEvent.click(inShadow().getByRole('button', { name: 'Disconnect Sol' }))
    expect(dispatched(connectionDisconnectRequested.type).map((a) => a.payload)).toEqual([
      { connectorId: beta.connectorId },
      { connectorId: sol.connectorId },
    ])
    expect(dispatched('portico/disconnectRequested')).toEqual([])
  })

  it("the header's Disconnect, which lets every wallet go, says so beside theirs", async () => {
    await threeWallets()
    expect(inShadow().getByRole('button', { name: 'Disconnect all wallets' })).toBeTruthy()
  })

  it('Add a wallet opens Connect over Account, so Back returns to it', async () => {
    const { store } = await threeWallets()
    fireEvent.click(inShadow().getByRole('button', { name: 'Add a wallet' }))
    expect(
      store
        .getState()
        .portico.router.history.map((entry) => entry.view)
        .slice(-2),
    ).toEqual(['Account', 'Connect'])
    // Its chunk loaded before the test ends: a load left running outlives the file's environment.
    await viewLoaded('Connect')
  })

  it('without multiWallet, none of it shows', async () => {
    await threeWallets({ multiWallet: false })
    expect(inShadow().queryByRole('list', { name: 'Connected wallets' })).toBeNull()
    expect(inShadow().queryByRole('button', { name: 'Add a wallet' })).toBeNull()
    expect(inShadow().queryByRole('button', { name: /^Switch to / })).toBeNull()
    expect(inShadow().queryByText('Active')).toBeNull()
    expect(inShadow().getByRole('button', { name: 'Disconnect' })).toBeTruthy()
  })
})

describe('Connect marks the wallets connected at once', () => {
  const connectorOf = (w: Wallet, name = w.name) => ({
    id: w.connectorId,
    type: 'ANNOUNCED' as const,
    name,
    chain: w.namespace,
    rdns: w.name.toLowerCase(),
    installed: true,
  })

  async function openConnect(multiWallet: boolean) {
    const setup = viewStore()
    withNetworks(setup.store)
    setup.store.dispatch(configured({ ...initialOptionsState, multiWallet }))
    setup.store.dispatch(connectorsFound([connectorOf(alpha), connectorOf(beta)]))
    connected(setup.store, beta, true)
    setup.store.dispatch(opened())
    setup.store.dispatch(pushed({ view: 'Connect' }))
    renderModal(setup.store)
    await viewLoaded('Connect')
    return setup
  }

  const installed = () => within(inShadow().getByRole('list', { name: 'Installed wallets' }))
  const badges = (name: string) =>
    [
      ...installed()
        .getByRole('button', { name: new RegExp(`^${name}`) })
        .querySelectorAll('.p-badge'),
    ].map((badge) => badge.textContent)

  it('a connected wallet says Connected in place of Installed; the others as before', async () => {
    await openConnect(true)
    expect(badges('Beta')).toEqual(['Connected'])
    expect(badges('Alpha')).toEqual(['Installed'])
  })

  it('without multiWallet, no wallet is marked', async () => {
    await openConnect(false)
    expect([...badges('Beta'), ...badges('Alpha')]).toEqual(['Installed', 'Installed'])
  })
})
