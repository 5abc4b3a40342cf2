import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  connectRequested,
  connectRetried,
  disconnectRequested,
  switchNetworkRequested,
} from '../../src/features/connection/actions'
import { backRequested, closeRequested, openRequested } from '../../src/features/modal/actions'
import { storagePrefix } from '../../src/store/storage/porticoStorage'
import { memoryStore } from '../../src/store/storage/porticoStorage'
import { address, fakeConnector, rejection } from '../support/fakeConnector'
import { porticoForTest } from '../support/portico'

const settle = () => new Promise((r) => setTimeout(r, 0))
// Stored values are checked by a chunk of their own (storage/keys.ts): loaded once here, so that
// `settle` covers the reconnect's own steps and not the test runner's first transform of it.
beforeAll(() => import('../../src/store/storage/keys'))

async function connected() {
  const p = porticoForTest()
  const wallet = fakeConnector()
  p.registry.add(wallet.connector)
  p.store.dispatch(openRequested())
  p.store.dispatch(connectRequested({ connectorId: wallet.connector.info.id }))
  await settle()
  return { p, wallet }
}

/** The modal open, a wallet on BNB Smart Chain (not configured) connected under `config`. */
async function connectedOnUnsupported(config: Parameters<typeof porticoForTest>[0] = {}) {
  const p = porticoForTest(config)
  const wallet = fakeConnector()
  wallet.setChain('eip155:56')
  p.registry.add(wallet.connector)
  p.store.dispatch(openRequested())
  p.store.dispatch(connectRequested({ connectorId: wallet.connector.info.id }))
  await settle()
  return { p, wallet }
}

describe('connecting a browser wallet', () => {
  it('shows ConnectingExternal while the wallet asks', () => {
    const p = porticoForTest()
    const wallet = fakeConnector()
    wallet.script.connect = () => new Promise(() => {})
    p.registry.add(wallet.connector)
    p.store.dispatch(openRequested())
    p.store.dispatch(connectRequested({ connectorId: wallet.connector.info.id }))
    expect(p.state().router.history.at(-1)).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: wallet.connector.info.id },
    })
    expect(p.state().account.eip155?.status).toBe('connecting')
  })

  /** The modal open on ConnectingExternal, with a wallet that answers only when the test says. */
  async function connectingToASilentWallet() {
    const p = porticoForTest()
    const wallet = fakeConnector()
    let approve!: () => void
    wallet.script.connect = () =>
      new Promise(
        (resolve) =>
          (approve = () =>
            resolve({ caipAddress: `eip155:1:${address}`, accounts: [address], caipNetworkId: 'eip155:1' })),
      )
    p.registry.add(wallet.connector)
    p.store.dispatch(openRequested())
    p.store.dispatch(connectRequested({ connectorId: wallet.connector.info.id }))
    await settle()
    return { p, approve: () => approve() }
  }

  it('closing the modal while the wallet never answers ends "connecting"; a later approval still connects', async () => {
    const { p, approve } = await connectingToASilentWallet()
    expect(p.state().account.eip155?.status).toBe('connecting')
    p.store.dispatch(closeRequested())
    await settle()
    expect(p.state().account.eip155?.status).toBe('disconnected')
    expect(p.state().connectors.attempt).toEqual({ status: 'idle' })
    approve()
    await settle()
    expect(p.state().account.eip155).toMatchObject({ status: 'connected', caipAddress: `eip155:1:${address}` })
  })

  it('Back from ConnectingExternal while the wallet never answers leaves the state as before the attempt, and connecting again connects', async () => {
    // The wait on "Continue in {wallet}" is the visitor deciding in their wallet: Back is its way
    // out (section 2, going back pops the history), and it leaves nothing half-connected.
    const p = porticoForTest()
    const wallet = fakeConnector()
    const answers = wallet.script.connect
    wallet.script.connect = () => new Promise(() => {})
    p.registry.add(wallet.connector)
    p.store.dispatch(openRequested())
    await settle()
    const before = p.state().connectors
    p.store.dispatch(connectRequested({ connectorId: wallet.connector.info.id }))
    await settle()
    expect(p.state().router.history.at(-1)?.view).toBe('ConnectingExternal')
    expect(p.state().account.eip155?.status).toBe('connecting')

    p.store.dispatch(backRequested())
    await settle()
    expect(p.state().modal.open).toBe(true)
    expect(p.state().router.history.map((e) => e.view)).toEqual(['Connect'])
    expect(p.state().account.eip155?.status).toBe('disconnected')
    expect(p.state().account.eip155?.caipAddress).toBeUndefined()
    expect(p.state().connectors).toEqual(before)
    expect(p.state().recentWallets).toEqual([])
    expect(p.kv.getItem(`${storagePrefix}connectorIds`)).toBeNull()

    wallet.script.connect = answers
    p.store.dispatch(connectRequested({ connectorId: wallet.connector.info.id }))
    await settle()
    expect(p.state().account.eip155).toMatchObject({ status: 'connected', caipAddress: `eip155:1:${address}` })
    expect(p.state().connectors.connectedIdByNamespace.eip155).toBe(wallet.connector.info.id)
    expect(p.state().modal.open).toBe(false)
  })

  it('connects: account, connector id, recent wallet, and the modal closes', async () => {
    const { p, wallet } = await connected()
    expect(p.state().account.eip155).toMatchObject({
      status: 'connected',
      caipAddress: `eip155:1:${address}`,
      connectedWalletInfo: { name: 'Fake Wallet' },
    })
    expect(p.state().connectors.connectedIdByNamespace.eip155).toBe(wallet.connector.info.id)
    expect(p.state().recentWallets[0]).toMatchObject({ name: 'Fake Wallet' })
    expect(p.state().modal.open).toBe(false)
  })

  it('stores the connector id so a reload can reconnect', async () => {
    const { p, wallet } = await connected()
    expect(JSON.parse(p.kv.getItem(`${storagePrefix}connectorIds`)!)).toEqual({ eip155: wallet.connector.info.id })
  })

  it.each([4001, 5000])('a wallet declining with %i is a declined attempt the visitor can retry', async (code) => {
    const p = porticoForTest()
    const wallet = fakeConnector()
    wallet.script.connect = () => Promise.reject(rejection(code))
    p.registry.add(wallet.connector)
    p.store.dispatch(connectRequested({ connectorId: wallet.connector.info.id }))
    await settle()
    expect(p.state().connectors.attempt).toMatchObject({ status: 'declined', connectorId: wallet.connector.info.id })
    expect(p.state().account.eip155?.status).toBe('disconnected')
    wallet.script.connect = () =>
      Promise.resolve({ caipAddress: `eip155:1:${address}`, accounts: [address], caipNetworkId: 'eip155:1' })
    p.store.dispatch(connectRetried())
    await settle()
    expect(p.state().account.eip155?.status).toBe('connected')
  })

  it('any other error is a failed attempt carrying the wallet message', async () => {
    const p = porticoForTest()
    const wallet = fakeConnector()
    wallet.script.connect = () => Promise.reject(Object.assign(new Error('Internal JSON-RPC error.'), { code: -32603 }))
    p.registry.add(wallet.connector)
    p.store.dispatch(connectRequested({ connectorId: wallet.connector.info.id }))
    await settle()
    expect(p.state().connectors.attempt).toEqual({
      status: 'failed',
      connectorId: wallet.connector.info.id,
      message: 'Internal JSON-RPC error.',
      code: -32603,
    })
  })

  it('a wallet on an unsupported network opens UnsupportedChain', async () => {
    const p = porticoForTest()
    const wallet = fakeConnector()
    wallet.setChain('eip155:56')
    p.registry.add(wallet.connector)
    p.store.dispatch(connectRequested({ connectorId: wallet.connector.info.id }))
    await settle()
    expect(p.state().router.history.at(-1)?.view).toBe('UnsupportedChain')
    expect(p.state().modal.open).toBe(true)
  })

  it('with network switching off, a switch request changes nothing and an unsupported network opens nothing', async () => {
    const { p, wallet } = await connectedOnUnsupported({ enableNetworkSwitch: false })
    expect(p.state().router.history.at(-1)?.view).not.toBe('UnsupportedChain')
    p.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:137' }))
    await settle()
    expect(wallet.calls.some((c) => c.method === 'switchNetwork')).toBe(false)
    expect(p.state().chain.activeCaipNetworkId).toBe('eip155:56')
  })

  it('an unsupported network does not open UnsupportedChain when unsupported chains are allowed', async () => {
    const { p } = await connectedOnUnsupported({ allowUnsupportedChain: true })
    expect(p.state().router.history.at(-1)?.view).not.toBe('UnsupportedChain')
    // Connected all the same: the modal closes as after any connection.
    expect(p.state().modal.open).toBe(false)
  })
})

describe('following the wallet', () => {
  it('accountsChanged moves the CAIP address', async () => {
    const { p, wallet } = await connected()
    wallet.emit({ type: 'accountsChanged', accounts: ['0x2222222222222222222222222222222222222222'] })
    expect(p.state().account.eip155?.caipAddress).toBe('eip155:1:0x2222222222222222222222222222222222222222')
  })

  it('chainChanged moves the active network and the CAIP address', async () => {
    const { p, wallet } = await connected()
    wallet.emit({ type: 'chainChanged', caipNetworkId: 'eip155:137' })
    expect(p.state().chain.activeCaipNetworkId).toBe('eip155:137')
    expect(p.state().account.eip155?.caipAddress).toBe(`eip155:137:${address}`)
  })

  it('chainChanged to an unsupported network opens UnsupportedChain', async () => {
    const { p, wallet } = await connected()
    wallet.emit({ type: 'chainChanged', caipNetworkId: 'eip155:56' })
    expect(p.state().modal.open).toBe(true)
    expect(p.state().router.history.at(-1)?.view).toBe('UnsupportedChain')
  })

  it('an empty accountsChanged or a disconnect event disconnects, and stops listening', async () => {
    const { p, wallet } = await connected()
    wallet.emit({ type: 'accountsChanged', accounts: [] })
    await settle()
    expect(p.state().account.eip155?.status).toBe('disconnected')
    expect(p.state().connectors.connectedIdByNamespace.eip155).toBeUndefined()
    expect(wallet.listenerCount()).toBe(0)
  })
})

describe('disconnecting (section 4)', () => {
  it('tells the wallet, resets the account, forgets the connector id and the social provider', async () => {
    const { p, wallet } = await connected()
    p.kv.setItem(`${storagePrefix}socialProvider`, '"google"')
    p.store.dispatch(disconnectRequested())
    await settle()
    expect(wallet.calls.map((c) => c.method)).toContain('disconnect')
    expect(p.state().account.eip155?.status).toBe('disconnected')
    expect(p.state().account.eip155?.caipAddress).toBeUndefined()
    expect(p.kv.getItem(`${storagePrefix}connectorIds`)).toBe('{}')
    expect(p.kv.getItem(`${storagePrefix}socialProvider`)).toBeNull()
  })

  it('a failure is logged as "Failed to disconnect chain {namespace}" and reported, not thrown', async () => {
    const { p, wallet } = await connected()
    wallet.script.disconnect = () => Promise.reject(new Error('wallet gone'))
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    p.store.dispatch(disconnectRequested())
    await settle()
    expect(error).toHaveBeenCalledWith('Failed to disconnect chain eip155', expect.any(Error))
    expect(p.dispatched('portico/disconnectFailed')).not.toEqual([])
    expect(p.state().account.eip155?.status).toBe('disconnected')
    error.mockRestore()
  })
})

describe('switching network', () => {
  it('asks the connected wallet, then follows it', async () => {
    const { p, wallet } = await connected()
    p.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:137' }))
    await settle()
    expect(wallet.calls).toContainEqual({ method: 'switchNetwork', args: 'eip155:137' })
    expect(p.state().chain.activeCaipNetworkId).toBe('eip155:137')
    expect(p.state().account.eip155?.caipAddress).toBe(`eip155:137:${address}`)
  })

  it('while the wallet asks its user, the switch asked is known (the view says so); answered, it is not', async () => {
    const { p, wallet } = await connected()
    let answer!: () => void
    wallet.script.switchNetwork = () => new Promise<void>((resolve) => (answer = resolve))
    p.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:137' }))
    await vi.waitFor(() => expect(p.state().chain.switchAsked).toBe('eip155:137'))
    answer()
    await settle()
    expect(p.state().chain.switchAsked).toBeUndefined()
    wallet.script.switchNetwork = () => Promise.reject(rejection())
    p.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:1' }))
    await settle()
    expect(p.state().chain.switchAsked).toBeUndefined()
  })

  it('from a Networks view opened on its own, the modal closes after the switch', async () => {
    const p = porticoForTest()
    p.store.dispatch(openRequested({ view: 'Networks' }))
    p.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:137' }))
    await settle()
    expect(p.state().modal.open).toBe(false)
  })

  it('from Networks reached from Account, the switch goes back to Account', async () => {
    const { p } = await connected()
    p.store.dispatch(openRequested())
    p.store.dispatch({ type: 'portico/router/pushed', payload: { view: 'Networks' } })
    p.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:137' }))
    await settle()
    expect(p.state().router.history.map((e) => e.view)).toEqual(['Account'])
    expect(p.state().modal.open).toBe(true)
  })

  it('works while disconnected: it picks the network the next connection starts on', async () => {
    const p = porticoForTest()
    p.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:137' }))
    await settle()
    expect(p.state().chain.activeCaipNetworkId).toBe('eip155:137')
  })

  it("UnsupportedChain's Disconnect while the wallet never answers the switch: disconnected, on Connect, and a later switch connects on a supported network", async () => {
    // The view's "Continue in {wallet}" is the visitor deciding in their wallet; its Disconnect
    // is the way out, and section 4's Disconnect leaves no account, no connector id, and the
    // modal on Connect.
    const { p, wallet } = await connectedOnUnsupported()
    const switches = wallet.script.switchNetwork
    wallet.script.switchNetwork = () => new Promise<void>(() => {})
    p.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:1' }))
    await settle()
    expect(p.state().chain.switchAsked).toBe('eip155:1')

    p.store.dispatch(disconnectRequested())
    await settle()
    expect(p.state().account.eip155?.status).toBe('disconnected')
    expect(p.state().account.eip155?.caipAddress).toBeUndefined()
    expect(p.state().connectors.connectedIdByNamespace).toEqual({})
    expect(p.state().modal.open).toBe(true)
    expect(p.state().router.history.map((e) => e.view)).toEqual(['Connect'])
    // The switch ended with the account: nothing says it is still being asked.
    expect(p.state().chain.switchAsked).toBeUndefined()

    // Connected again, still on the unsupported network: a switch the wallet answers ends it.
    wallet.script.switchNetwork = switches
    p.store.dispatch(connectRequested({ connectorId: wallet.connector.info.id }))
    await settle()
    expect(p.state().router.history.at(-1)?.view).toBe('UnsupportedChain')
    p.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:1' }))
    await settle()
    expect(p.state().chain.activeCaipNetworkId).toBe('eip155:1')
    expect(p.state().account.eip155?.caipAddress).toBe(`eip155:1:${address}`)
    expect(p.state().chain.switchAsked).toBeUndefined()
    expect(p.state().modal.open).toBe(false)
  })

  it('a declined switch keeps the network and says so in the snackbar', async () => {
    const { p, wallet } = await connected()
    wallet.script.switchNetwork = () => Promise.reject(rejection())
    p.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:137' }))
    await settle()
    expect(p.state().chain.activeCaipNetworkId).toBe('eip155:1')
    // The newest message wins (a balance failure of the connection may have shown first).
    await vi.waitFor(() =>
      expect(p.state().snackbar).toMatchObject({ open: true, variant: 'error', message: 'snackbar.switchDeclined' }),
    )
  })

  it('a browser wallet that cannot add the network keeps it and says why in the snackbar, not UnsupportedChain', async () => {
    const { p, wallet } = await connected()
    wallet.script.switchNetwork = () =>
      Promise.reject(Object.assign(new Error('Unrecognized chain ID "0x89".'), { code: 4902 }))
    p.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:137' }))
    await settle()
    expect(p.state().chain.activeCaipNetworkId).toBe('eip155:1')
    expect(p.state().router.history.some((e) => e.view === 'UnsupportedChain')).toBe(false)
    await vi.waitFor(() =>
      expect(p.state().snackbar).toMatchObject({ open: true, variant: 'error', message: 'snackbar.switchFailed' }),
    )
  })

  it('an unconfigured network raises the switch-network-not-found alert', async () => {
    const p = porticoForTest()
    p.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:999' }))
    await settle()
    expect(p.state().alerts.current).toBe('switchNetworkNotFound')
  })
})

describe('reconnecting after a reload', () => {
  it('connects silently through the stored connector, without a prompt', async () => {
    const kv = memoryStore()
    kv.setItem(`${storagePrefix}connectorIds`, JSON.stringify({ eip155: 'announced:dev.portico.fake' }))
    const p = porticoForTest({}, { kv, start: false })
    const wallet = fakeConnector()
    p.registry.add(wallet.connector)
    const { startPortico } = await import('../../src/composition/portico')
    startPortico(p.store.dispatch, { isMobile: false, isIosSafari: false })
    await settle()
    expect(wallet.calls[0]).toEqual({ method: 'connect', args: expect.objectContaining({ silent: true }) })
    expect(p.state().account.eip155?.status).toBe('connected')
  })

  it('waits for a wallet that announces itself late', async () => {
    const kv = memoryStore()
    kv.setItem(`${storagePrefix}connectorIds`, JSON.stringify({ eip155: 'announced:dev.portico.fake' }))
    const p = porticoForTest({}, { kv })
    await vi.waitFor(() => expect(p.state().account.eip155?.status).toBe('reconnecting'))
    p.registry.add(fakeConnector().connector)
    await settle()
    expect(p.state().account.eip155?.status).toBe('connected')
  })

  it('starts disconnected when the wallet refuses to reconnect silently', async () => {
    const kv = memoryStore()
    kv.setItem(`${storagePrefix}connectorIds`, JSON.stringify({ eip155: 'announced:dev.portico.fake' }))
    const p = porticoForTest({}, { kv, start: false })
    const wallet = fakeConnector()
    wallet.script.connect = () => Promise.reject(Object.assign(new Error('Unauthorized'), { code: 4100 }))
    p.registry.add(wallet.connector)
    const { startPortico } = await import('../../src/composition/portico')
    startPortico(p.store.dispatch, { isMobile: false, isIosSafari: false })
    await settle()
    expect(p.state().account.eip155?.status).toBe('disconnected')
    expect(JSON.parse(kv.getItem(`${storagePrefix}connectorIds`)!)).toEqual({})
  })
})
