// The WalletConnect flows on a scripted connector registered as `walletConnect`: pairing on
// entering the view, URI refresh before expiry, decline and failure, sessions spanning
// namespaces, the wallet deleting the session, disconnect, restore, the status rule.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ConnectOptions, ConnectResult } from '../../src/connectors/types'
import { WalletError } from '../../src/connectors/walletErrors'
import { walletConnectConnectorInfo } from '../../src/connectors/walletConnect/info'
import { mainnet, polygon, solana } from '../../src/networks'
import { connectRequested, disconnectRequested, switchNetworkRequested } from '../../src/features/connection/actions'
import { backRequested, closeRequested, openRequested } from '../../src/features/modal/actions'
import { pairingRequested } from '../../src/features/walletConnect/actions'
import { startPortico } from '../../src/composition/portico'
import { pushed } from '../../src/features/modal/routerSlice'
import type { WalletConnectSessionState } from '../../src/features/walletConnect/walletConnectSlice'
import { storagePrefix } from '../../src/store/storage/porticoStorage'
import { memoryStore } from '../../src/store/storage/porticoStorage'
import { expiredThresholdMs, pairingLifetimeMs } from '../../src/walletconnect/pairingUri'
import { address, fakeConnector } from '../support/fakeConnector'
import { porticoForTest } from '../support/portico'
import type { Environment } from '../../src/features/options/optionsSlice'

// setImmediate: left real when a test fakes setTimeout.
const settle = () => new Promise((r) => setImmediate(r))
// Stored values are checked by a chunk of their own (storage/keys.ts): loaded once here, so that
// `settle` covers the reconnect's own steps and not the test runner's first transform of it.
beforeAll(() => import('../../src/store/storage/keys'))
const solanaAddress = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const uriNumber = (n: number) => `wc:${n.toString(16).padStart(64, '0')}@2?relay-protocol=irn&symKey=${'ab'.repeat(32)}`

const session: WalletConnectSessionState = {
  peer: { name: 'Headless Wallet', url: 'https://wallet.example' },
  chains: { eip155: ['eip155:1', 'eip155:137'], solana: [solana.caipNetworkId] },
  expiry: 2_000_000_000,
}

const twoNamespaces: ConnectResult = {
  caipAddress: `eip155:1:${address}`,
  accounts: [address],
  caipNetworkId: 'eip155:1',
  namespaces: {
    eip155: { caipAddress: `eip155:1:${address}`, accounts: [address], caipNetworkId: 'eip155:1' },
    solana: {
      caipAddress: `${solana.caipNetworkId}:${solanaAddress}`,
      accounts: [solanaAddress],
      caipNetworkId: solana.caipNetworkId,
    },
  },
}

/** A Portico whose `walletConnect` connector is scripted: each connect shows a URI and waits for `answer`. */
async function withWalletConnect(
  options: {
    kv?: ReturnType<typeof memoryStore>
    environment?: Partial<Environment>
    connect?: (options?: ConnectOptions) => Promise<ConnectResult>
  } = {},
) {
  const p = porticoForTest({ networks: [mainnet, polygon, solana] }, { ...options, start: false })
  const wallet = fakeConnector(walletConnectConnectorInfo)
  let uris = 0
  const answers: { resolve: (r: ConnectResult) => void; reject: (e: unknown) => void }[] = []
  wallet.script.connect = (connectOptions?: ConnectOptions) =>
    new Promise<ConnectResult>((resolve, reject) => {
      connectOptions?.onUri?.(uriNumber(++uris))
      answers.push({ resolve, reject })
    })
  if (options.connect) wallet.script.connect = options.connect
  const answer = (attempt?: number) => answers[attempt ?? answers.length - 1]!
  wallet.script.sessionInfo = () =>
    p.state().connectors.connectedIdByNamespace.eip155 || connecting ? session : undefined
  let connecting = false
  p.registry.add(wallet.connector)
  startPortico(p.store.dispatch, { isMobile: false, isIosSafari: false, ...options.environment })
  // The pairing flow comes with the api (apiFlows): here, as once a visitor showed intent.
  await p.store.portico.attachApi(p.store.dispatch)
  return {
    ...p,
    wallet,
    approve: async (result: ConnectResult = twoNamespaces) => {
      connecting = true
      answer().resolve(result)
      await settle()
    },
    decline: async (attempt?: number) => (
      answer(attempt).reject(Object.assign(new Error('User rejected.'), { code: 5000 })),
      await settle()
    ),
    fail: async (message: string) => (answer().reject(new Error(message)), await settle()),
    openPairing: async (walletId?: string) => {
      p.store.dispatch(openRequested())
      p.store.dispatch(pushed({ view: 'ConnectingWalletConnect', data: walletId ? { walletId } : undefined }))
      await settle()
    },
    connectCalls: () => wallet.calls.filter((c) => c.method === 'connect').length,
  }
}

afterEach(() => vi.useRealTimers())

describe('pairing', () => {
  it('entering ConnectingWalletConnect starts a pairing and shows its URI', async () => {
    const p = await withWalletConnect()
    await p.openPairing('wallet-1')
    expect(p.state().walletConnect.pairing).toMatchObject({
      status: 'waiting',
      uri: uriNumber(1),
      wallet: { id: 'wallet-1' },
    })
    expect(p.connectCalls()).toBe(1)
  })

  it('coming back to the view with a live URI for the same wallet reuses it', async () => {
    const p = await withWalletConnect()
    await p.openPairing('wallet-1')
    p.store.dispatch(pushed({ view: 'Networks' }))
    p.store.dispatch(pushed({ view: 'ConnectingWalletConnect', data: { walletId: 'wallet-1' } }))
    await settle()
    expect(p.connectCalls()).toBe(1)
    p.store.dispatch(pushed({ view: 'ConnectingWalletConnect', data: { walletId: 'wallet-2' } }))
    await settle()
    expect(p.connectCalls()).toBe(2)
  })

  it('a URI is replaced when 10 s or less of its 4 minutes remain, and the QR follows', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const p = await withWalletConnect()
    await p.openPairing()
    await vi.advanceTimersByTimeAsync(pairingLifetimeMs - expiredThresholdMs - 1)
    expect(p.state().walletConnect.pairing.uri).toBe(uriNumber(1))
    await vi.advanceTimersByTimeAsync(1)
    expect(p.state().walletConnect.pairing).toMatchObject({ status: 'waiting', uri: uriNumber(2), refreshes: 1 })
  })

  it('a URI nobody looks at is not refreshed; coming back after it expired makes a fresh one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const p = await withWalletConnect()
    await p.openPairing()
    p.store.dispatch(pushed({ view: 'Networks' }))
    await vi.advanceTimersByTimeAsync(pairingLifetimeMs)
    expect(p.connectCalls()).toBe(1)
    p.store.dispatch(pushed({ view: 'ConnectingWalletConnect' }))
    await vi.advanceTimersByTimeAsync(0)
    expect(p.connectCalls()).toBe(2)
    expect(p.state().walletConnect.pairing.uri).toBe(uriNumber(2))
  })

  it('a declined proposal shows declined, and retrying pairs again', async () => {
    const p = await withWalletConnect()
    await p.openPairing()
    await p.decline()
    expect(p.state().walletConnect.pairing).toMatchObject({ status: 'declined', message: 'User rejected.' })
    expect(p.state().walletConnect.pairing.uri).toBeUndefined()
    p.store.dispatch(pairingRequested())
    await settle()
    expect(p.state().walletConnect.pairing).toMatchObject({ status: 'waiting', uri: uriNumber(2) })
  })

  it('Back while the wallet never approves: no session, nothing connected, and pairing again gives a new URI that connects', async () => {
    // The shown pairing is the visitor deciding in their wallet; Back is its way out (section 2).
    const p = await withWalletConnect()
    await settle()
    const before = { account: p.state().account, connectors: p.state().connectors }
    await p.openPairing('wallet-1')
    expect(p.state().walletConnect.pairing).toMatchObject({ status: 'waiting', uri: uriNumber(1) })

    p.store.dispatch(backRequested())
    await settle()
    expect(p.state().modal.open).toBe(true)
    expect(p.state().router.history.map((e) => e.view)).toEqual(['Connect'])
    expect(p.state().walletConnect.session).toBeUndefined()
    expect(p.state().account).toEqual(before.account)
    expect(p.state().connectors).toEqual(before.connectors)
    expect(p.state().recentWallets).toEqual([])

    // Another wallet picked: a pairing of its own, which the wallet approves.
    await p.openPairing('wallet-2')
    expect(p.state().walletConnect.pairing).toMatchObject({
      status: 'waiting',
      uri: uriNumber(2),
      wallet: { id: 'wallet-2' },
    })
    await p.approve()
    expect(p.state().account.eip155).toMatchObject({ status: 'connected', caipAddress: `eip155:1:${address}` })
    expect(p.state().recentWallets[0]).toMatchObject({ id: 'wallet-2' })
    expect(p.state().modal.open).toBe(false)
  })

  it('a failure shows the error in its words', async () => {
    const p = await withWalletConnect()
    await p.openPairing()
    await p.fail('Sign Client not initialized')
    expect(p.state().walletConnect.pairing).toMatchObject({ status: 'failed', message: 'Sign Client not initialized' })
  })

  it('an answer to a replaced pairing changes nothing', async () => {
    const p = await withWalletConnect()
    await p.openPairing()
    p.store.dispatch(pairingRequested())
    await settle()
    await p.decline(0)
    expect(p.state().walletConnect.pairing).toMatchObject({ status: 'waiting', uri: uriNumber(2) })
  })

  it('without a WalletConnect connector the pairing fails with "WalletConnectConnector not found"', async () => {
    const p = porticoForTest({}, { start: false })
    // The startup flow registers the real one; a registry that refuses it stands for a host that removed it.
    p.registry.get = () => undefined
    startPortico(p.store.dispatch, { isMobile: false, isIosSafari: false })
    p.store.dispatch(pairingRequested())
    await settle()
    expect(p.state().walletConnect.pairing).toMatchObject({
      status: 'failed',
      message: 'WalletConnectConnector not found',
    })
  })
})

describe('the session', () => {
  it('an approved session connects each of its namespaces, records the peer and the approved chains, and closes the modal', async () => {
    const p = await withWalletConnect()
    await p.openPairing()
    await p.approve()
    expect(p.state().account.eip155).toMatchObject({ status: 'connected', caipAddress: `eip155:1:${address}` })
    expect(p.state().account.solana).toMatchObject({ status: 'connected', address: solanaAddress })
    expect(p.state().connectors.connectedIdByNamespace).toEqual({ eip155: 'walletConnect', solana: 'walletConnect' })
    expect(p.state().chain.byNamespace.eip155?.approvedCaipNetworkIds).toEqual(['eip155:1', 'eip155:137'])
    expect(p.state().walletConnect.session?.peer.name).toBe('Headless Wallet')
    expect(p.state().account.eip155?.connectedWalletInfo?.name).toBe('Headless Wallet')
    expect(p.state().walletConnect.pairing.status).toBe('idle')
    expect(p.state().modal.open).toBe(false)
  })

  it("a wallet paired from the directory is remembered as recent with its directory picture (Connect's recent row shows it, not an initial)", async () => {
    const p = await withWalletConnect()
    p.store.dispatch(openRequested())
    p.store.dispatch(pairingRequested({ wallet: { id: 'zerion', name: 'Zerion', imageId: 'zerion-logo' } }))
    await settle()
    await p.approve()
    expect(p.state().recentWallets[0]).toMatchObject({ id: 'zerion', name: 'Zerion', imageId: 'zerion-logo' })
  })

  it('the connector id is stored for every namespace, and a reload restores the session once', async () => {
    const kv = memoryStore()
    const p = await withWalletConnect({ kv })
    await p.openPairing()
    await p.approve()
    expect(JSON.parse(kv.getItem(`${storagePrefix}connectorIds`)!)).toEqual({
      eip155: 'walletConnect',
      solana: 'walletConnect',
    })

    const reloaded = await withWalletConnect({
      kv,
      connect: (options) => (options?.silent ? Promise.resolve(twoNamespaces) : Promise.reject(new Error('asked'))),
    })
    await settle()
    await settle()
    expect(reloaded.connectCalls()).toBe(1)
    expect(reloaded.wallet.calls[0]?.args).toMatchObject({ silent: true })
    expect(reloaded.state().account.solana?.status).toBe('connected')
  })

  it('a session the wallet forgot leaves every namespace disconnected and forgets the connector ids', async () => {
    const kv = memoryStore()
    kv.setItem(`${storagePrefix}connectorIds`, JSON.stringify({ eip155: 'walletConnect', solana: 'walletConnect' }))
    const p = await withWalletConnect({
      kv,
      connect: () => Promise.reject(new Error('Please call connect() before request()')),
    })
    await settle()
    await settle()
    expect(p.state().account.eip155?.status).toBe('disconnected')
    expect(p.state().account.solana?.status).toBe('disconnected')
    expect(JSON.parse(kv.getItem(`${storagePrefix}connectorIds`)!)).toEqual({})
  })

  it('session_update changes the accounts and approved chains of each namespace', async () => {
    const p = await withWalletConnect()
    await p.openPairing()
    await p.approve()
    const second = '0x2222222222222222222222222222222222222222'
    p.wallet.emit({
      type: 'sessionChanged',
      namespaces: {
        eip155: {
          caipAddress: `eip155:1:${second}`,
          accounts: [second, address],
          caipNetworkId: 'eip155:1',
          chains: ['eip155:1'],
        },
      },
    })
    expect(p.state().account.eip155).toMatchObject({ address: second, allAccounts: [{ address: second }, { address }] })
    expect(p.state().chain.byNamespace.eip155?.approvedCaipNetworkIds).toEqual(['eip155:1'])
  })

  it('chainChanged moves the active network and the CAIP address', async () => {
    const p = await withWalletConnect()
    await p.openPairing()
    await p.approve()
    p.wallet.emit({ type: 'chainChanged', caipNetworkId: 'eip155:137' })
    expect(p.state().chain.activeCaipNetworkId).toBe('eip155:137')
    expect(p.state().account.eip155?.caipAddress).toBe(`eip155:137:${address}`)
  })

  it('a session deleted from the wallet side disconnects every namespace cleanly', async () => {
    const p = await withWalletConnect()
    await p.openPairing()
    await p.approve()
    p.wallet.emit({ type: 'disconnect' })
    await settle()
    expect(p.state().account.eip155?.status).toBe('disconnected')
    expect(p.state().account.solana?.status).toBe('disconnected')
    expect(p.state().connectors.connectedIdByNamespace).toEqual({})
    expect(p.state().walletConnect.session).toBeUndefined()
    expect(p.wallet.calls.some((c) => c.method === 'disconnect')).toBe(false)
  })

  it('disconnect tells the wallet once for all its namespaces, resets WalletConnect and clears the stored deep link', async () => {
    const kv = memoryStore()
    const p = await withWalletConnect({ kv })
    await p.openPairing()
    await p.approve()
    kv.setItem(`${storagePrefix}deepLink`, JSON.stringify({ href: 'https://wallet.example/wc', name: 'Wallet' }))
    p.store.dispatch(disconnectRequested())
    await settle()
    expect(p.wallet.calls.filter((c) => c.method === 'disconnect')).toHaveLength(1)
    expect(p.state().account.solana?.status).toBe('disconnected')
    expect(p.state().walletConnect).toEqual({ pairing: { status: 'idle', refreshes: 0, appNotOpened: false } })
    expect(kv.getItem(`${storagePrefix}deepLink`)).toBeNull()
  })

  it('switching outside the approved chains opens UnsupportedChain', async () => {
    const p = await withWalletConnect()
    await p.openPairing()
    await p.approve()
    // As the WalletConnect connector refuses a network the session did not approve.
    p.wallet.script.switchNetwork = () =>
      Promise.reject(new WalletError('networkNotApproved', 'Chain is not supported', 4902))
    p.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:137' }))
    await settle()
    expect(p.state().router.history.at(-1)?.view).toBe('UnsupportedChain')
    expect(p.state().chain.activeCaipNetworkId).toBe('eip155:1')
  })

  it('picking the WalletConnect connector goes to ConnectingWalletConnect, not ConnectingExternal', async () => {
    const p = await withWalletConnect()
    p.store.dispatch(openRequested())
    p.store.dispatch(connectRequested({ connectorId: 'walletConnect' }))
    await settle()
    expect(p.state().router.history.at(-1)?.view).toBe('ConnectingWalletConnect')
    expect(p.state().walletConnect.pairing.status).toBe('waiting')
  })
})

describe('the Telegram / iOS Safari status rule', () => {
  it.each([
    ['Telegram', { telegram: 'android' as const }],
    ['iOS Safari', { isIosSafari: true }],
  ])('on %s a pairing sets connecting, then connected', async (_name, environment) => {
    const p = await withWalletConnect({ environment })
    await p.openPairing()
    expect(p.state().account.eip155?.status).toBe('connecting')
    await p.approve()
    expect(p.state().account.eip155?.status).toBe('connected')
  })

  it.each([
    ['Back', backRequested],
    ['closing the modal', closeRequested],
  ])(
    'on iOS Safari, leaving a pairing the wallet never approves (%s) ends "connecting"; the wallet approving later still connects',
    async (_way, leave) => {
      const p = await withWalletConnect({ environment: { isIosSafari: true } })
      await p.openPairing()
      expect(p.state().account.eip155?.status).toBe('connecting')
      p.store.dispatch(leave(undefined))
      await settle()
      expect(p.state().account.eip155?.status ?? 'disconnected').toBe('disconnected')
      await p.approve()
      expect(p.state().account.eip155?.status).toBe('connected')
    },
  )

  it('on Telegram a declined pairing goes back to disconnected', async () => {
    const p = await withWalletConnect({ environment: { telegram: 'ios' } })
    await p.openPairing()
    await p.decline()
    expect(p.state().account.eip155?.status).toBe('disconnected')
  })

  it('elsewhere the account stays disconnected while the QR code waits', async () => {
    const p = await withWalletConnect()
    await p.openPairing()
    expect(p.state().account.eip155?.status ?? 'disconnected').toBe('disconnected')
  })
})

describe('WalletConnect turned off', () => {
  it('registers no WalletConnect connector, and directory wallets without a connector are not listed', async () => {
    const p = porticoForTest({ walletConnect: { enabled: false } })
    expect(p.registry.get('walletConnect')).toBeUndefined()
    const { buildConnectList } = await import('../../src/features/connection/connectList')
    const groups = buildConnectList({
      connectors: [
        {
          id: 'announced:io.metamask',
          type: 'ANNOUNCED',
          name: 'MetaMask',
          chain: 'eip155',
          rdns: 'io.metamask',
          installed: true,
        },
      ],
      recent: [{ id: 'zerion', name: 'Zerion' }],
      featured: [],
      recommended: [],
      custom: [{ id: 'custom', name: 'Custom' }],
      excluded: [],
      included: [],
      order: [],
      isMobile: false,
      connectedViaWalletConnect: false,
      walletConnectEnabled: false,
    })
    expect(groups.flatMap((g) => g.items.map((i) => i.name))).toEqual(['MetaMask'])
  })

  it('is on by default: the lazy connector is registered without loading the SDK', () => {
    const p = porticoForTest()
    expect(p.registry.get('walletConnect')?.info.type).toBe('WALLET_CONNECT')
    expect(p.state().connectors.list.some((c) => c.id === 'walletConnect')).toBe(true)
  })
})
