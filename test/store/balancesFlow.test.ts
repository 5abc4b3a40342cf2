// The balance flow (section 3 tokenBalance, section 8 "Token Balance Unavailable", section 9
// balance cache and retry gap), the profile flow and the transactions failure, on a real store
// against the mocks. Only Date is faked: the 30 s rules read the clock, and the test moves it.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fixtures, stateNames } from '../../mocks/db'
import { createNodeMocks } from '../../mocks/node'
import { blockchainApi } from '../../src/api/porticoApi'
import type { CaipNetwork, CaipNetworkId } from '../../src/contract'
import { mainnet, polkadot, polygon } from '../../src/networks'
import { connectRequested, switchNetworkRequested } from '../../src/features/connection/actions'
import { closeRequested, openRequested } from '../../src/features/modal/actions'
import { transactionSent } from '../../src/features/send/actions'
import { selectAddressExplorerUrl, selectNativeBalance } from '../../src/features/account/viewSelectors'
import { tabChanged } from '../../src/features/account/accountSlice'
import { fakeConnector } from '../support/fakeConnector'
import { mockedHosts, porticoForTest } from '../support/portico'

const mocks = createNodeMocks()
const seen: URL[] = []
mocks.server.events.on('request:start', ({ request }) => void seen.push(new URL(request.url)))
const balanceRequests = () => seen.filter((url) => url.pathname.endsWith('/balance'))

beforeAll(() => mocks.server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  vi.useRealTimers()
  mocks.useState(stateNames.defaultData)
  seen.length = 0
})
afterAll(() => mocks.server.close())

const start = Date.parse('2025-01-15T12:00:00Z')
const clockAt = (ms: number) => vi.setSystemTime(start + ms)
/** `vi.waitFor` moves a faked clock on as it polls: times count from what the state recorded. */
const clockAfter = (at: number | undefined, ms: number) => vi.setSystemTime(at! + ms)
/** When the token list query last answered: its entry in RTK Query's cache, the one cache. */
const answeredAt = (p: ReturnType<typeof porticoForTest>) =>
  Object.values(p.state().queries).find((entry) => entry?.endpointName === 'tokenBalance')?.fulfilledTimeStamp

function wallet(
  caipNetworkId: CaipNetworkId = 'eip155:1',
  account: string = fixtures.account,
  chain: CaipNetwork['chainNamespace'] = 'eip155',
) {
  const fake = fakeConnector({ chain, id: `announced:${chain}.wallet` })
  fake.script.connect = () =>
    Promise.resolve({ caipAddress: `${caipNetworkId}:${account}`, accounts: [account], caipNetworkId })
  return fake
}

async function connected(
  caipNetworkId: CaipNetworkId = 'eip155:1',
  options: { networks?: CaipNetwork[]; provider?: unknown } = {},
) {
  vi.useFakeTimers({ toFake: ['Date'] })
  clockAt(0)
  const p = porticoForTest(
    options.networks ? { networks: options.networks, baseUrls: mockedHosts } : { baseUrls: mockedHosts },
  )
  const fake = wallet(caipNetworkId, fixtures.account, options.networks?.[0]?.chainNamespace)
  if (options.provider) fake.connector.getProvider = () => options.provider
  p.registry.add(fake.connector)
  p.store.dispatch(connectRequested({ connectorId: fake.connector.info.id }))
  const namespace = fake.connector.info.chain
  await vi.waitFor(() => expect(['loaded', 'failed']).toContain(p.state().account[namespace]?.tokenBalanceStatus))
  return { p, fake, account: () => p.state().account[namespace]! }
}

/** The visitor opens the modal on Account (Tokens), then closes it. */
async function openAndClose(p: ReturnType<typeof porticoForTest>) {
  p.store.dispatch(openRequested())
  await new Promise((r) => setTimeout(r, 20))
  p.store.dispatch(closeRequested())
}

describe('the token list loads when an account connects', () => {
  it('zero-decimal tokens are dropped and the native balance is kept in step (section 5, section 3)', async () => {
    const { p, account } = await connected('eip155:137')
    expect(account().tokenBalance!.map((t) => t.symbol)).toEqual(['POL', 'USDC'])
    expect(selectNativeBalance(p.store.getState())).toEqual({ balance: '350.75', symbol: 'POL' })
    expect(balanceRequests().map((url) => url.searchParams.get('chainId'))).toEqual(['eip155:137'])
  })

  it("switching network loads that network's list", async () => {
    const { p, account } = await connected('eip155:1')
    p.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:137' }))
    await vi.waitFor(() => expect(account().balanceSymbol).toBe('POL'))
    expect(balanceRequests().map((url) => url.searchParams.get('chainId'))).toEqual(['eip155:1', 'eip155:137'])
  })
})

describe('section 9: a list is kept 30 s', () => {
  it('opening Account on Tokens or choosing Tokens within 30 s asks nothing; after 30 s it asks again', async () => {
    const { p } = await connected()
    const loadedAt = answeredAt(p)
    clockAfter(loadedAt, 29_999)
    await openAndClose(p)
    p.store.dispatch(tabChanged({ namespace: 'eip155', tab: 'Activity' }))
    p.store.dispatch(tabChanged({ namespace: 'eip155', tab: 'Tokens' }))
    await new Promise((r) => setTimeout(r, 50))
    expect(balanceRequests()).toHaveLength(1)
    clockAfter(loadedAt, 30_000)
    await openAndClose(p)
    await vi.waitFor(() => expect(balanceRequests()).toHaveLength(2))
  })

  it('a sent transaction refreshes the list past the cache', async () => {
    const { p } = await connected()
    p.store.dispatch(transactionSent({ hash: '0xabc', caipNetworkId: 'eip155:1' }))
    await vi.waitFor(() => expect(balanceRequests()).toHaveLength(2))
  })

  it('a transaction sent while a list is loading asks again once that load ends: it began before the transaction', async () => {
    mocks.faults.set('blockchain.balance', { kind: 'slow', ms: 150 })
    vi.useFakeTimers({ toFake: ['Date'] })
    clockAt(0)
    const p = porticoForTest({ baseUrls: mockedHosts })
    const fake = wallet()
    p.registry.add(fake.connector)
    p.store.dispatch(connectRequested({ connectorId: fake.connector.info.id }))
    await vi.waitFor(() => expect(balanceRequests()).toHaveLength(1))
    clockAt(60_000)
    p.store.dispatch(transactionSent({ hash: '0xabc', caipNetworkId: 'eip155:1' }))
    await vi.waitFor(() => expect(balanceRequests()).toHaveLength(2))
    await vi.waitFor(() => expect(p.state().account.eip155?.tokenBalanceStatus).toBe('loaded'))
    expect(answeredAt(p)).toBeGreaterThanOrEqual(start + 60_000)
  })
})

describe('section 8: "Token Balance Unavailable", and no new attempt within 30 s', () => {
  it('a failed balance call', async () => {
    mocks.faults.set('blockchain.balance', { kind: 'status', status: 503 })
    const { p, account } = await connected()
    expect(account().tokenBalanceStatus).toBe('failed')
    await vi.waitFor(() =>
      expect(p.state().snackbar).toMatchObject({
        open: true,
        message: 'snackbar.tokenBalanceUnavailable',
        variant: 'error',
      }),
    )
    const failedAt = answeredAt(p)
    clockAfter(failedAt, 29_999)
    await openAndClose(p)
    p.store.dispatch(tabChanged({ namespace: 'eip155', tab: 'Tokens' }))
    await new Promise((r) => setTimeout(r, 50))
    expect(balanceRequests()).toHaveLength(1)
    clockAfter(failedAt, 30_000)
    mocks.faults.clear()
    await openAndClose(p)
    await vi.waitFor(() => expect(account().tokenBalanceStatus).toBe('loaded'))
    expect(balanceRequests()).toHaveLength(2)
  })

  it("the retry gap is the failed account's on its network: another network is asked at once, the failed one not again", async () => {
    mocks.faults.set('blockchain.balance', { kind: 'status', status: 503 })
    const { p, account } = await connected('eip155:1')
    expect(account().tokenBalanceStatus).toBe('failed')
    mocks.faults.clear()
    p.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:137' }))
    await vi.waitFor(() => expect(account().balanceSymbol).toBe('POL'))
    p.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:1' }))
    await vi.waitFor(() => expect(account().tokenBalanceStatus).toBe('failed'))
    await new Promise((r) => setTimeout(r, 50))
    expect(balanceRequests().map((url) => url.searchParams.get('chainId'))).toEqual(['eip155:1', 'eip155:137'])
  })

  it('a network the API does not serve, without a balance request', async () => {
    mocks.useState(stateNames.activeNetworkNotSupported)
    const { p, account } = await connected('eip155:1')
    expect(account().tokenBalanceStatus).toBe('failed')
    await vi.waitFor(() => expect(p.state().snackbar.message).toBe('snackbar.tokenBalanceUnavailable'))
    expect(balanceRequests()).toEqual([])
  })

  it('a namespace without balances (section 9: eip155 and solana only), without any request', async () => {
    const { p, account } = await connected(polkadot.caipNetworkId, { networks: [polkadot] })
    expect(account().tokenBalanceStatus).toBe('failed')
    await vi.waitFor(() => expect(p.state().snackbar.message).toBe('snackbar.tokenBalanceUnavailable'))
    expect(seen.filter((url) => url.pathname.includes('/v1/account/'))).toEqual([])
  })
})

describe("the wallet's own report of its assets (wallet_getCapabilities, wallet_getAssets)", () => {
  const asset = {
    address: '0x1234567890123456789012345678901234567890',
    balance: '0x3635c9adc5dea00000',
    type: 'ERC20',
    metadata: {
      name: 'Wallet Token',
      symbol: 'WLT',
      decimals: 18,
      price: 0.5,
      iconUrl: 'https://icons.example/wlt.png',
    },
  }
  const native = {
    address: 'native',
    balance: '0x1bc16d674ec80000',
    type: 'NATIVE',
    metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: 'https://icons.example/eth.png' },
  }
  const reporting = (report: unknown) => {
    const asked: { method: string; params?: unknown }[] = []
    const provider = {
      request: (args: { method: string; params?: unknown }) => {
        asked.push(args)
        if (args.method === 'wallet_getCapabilities')
          return Promise.resolve({ '0x1': { assetDiscovery: { supported: true } } })
        if (args.method === 'wallet_getAssets') return Promise.resolve(report)
        return Promise.reject(new Error('not here'))
      },
    }
    return { provider, asked }
  }

  it('is the list when every asset passes section 5; the balance call is not made', async () => {
    const { provider, asked } = reporting({ '0x1': [native, asset] })
    const { p, account } = await connected('eip155:1', { provider })
    expect(account().tokenBalance!.map((t) => [t.symbol, t.quantity.numeric])).toEqual([
      ['ETH', '2'],
      ['WLT', '1000'],
    ])
    expect(selectNativeBalance(p.store.getState())).toEqual({ balance: '2', symbol: 'ETH' })
    expect(asked).toEqual([
      { method: 'wallet_getCapabilities', params: [fixtures.account, ['0x1']] },
      { method: 'wallet_getAssets', params: [{ account: fixtures.account, chainFilter: ['0x1'] }] },
    ])
    expect(balanceRequests()).toEqual([])
  })

  it("holds the report's texts without direction controls (a right-to-left override in a symbol)", async () => {
    const hostile = { ...asset, metadata: { ...asset.metadata, name: 'Wallet\u2066 Token', symbol: '\u202EWLT' } }
    const { provider } = reporting({ '0x1': [native, hostile] })
    const { account } = await connected('eip155:1', { provider })
    expect(account().tokenBalance!.map((t) => [t.symbol, t.name, t.address])).toEqual([
      ['ETH', 'Ether', undefined],
      ['WLT', 'Wallet Token', `eip155:1:${asset.address}`],
    ])
  })

  it('is refused whole for one bad asset: the balance call answers', async () => {
    const { provider } = reporting({ '0x1': [native, { ...asset, metadata: { ...asset.metadata, iconUrl: 7 } }] })
    const { account } = await connected('eip155:1', { provider })
    expect(account().tokenBalance!.map((t) => t.symbol)).not.toContain('WLT')
    expect(account().tokenBalance!.map((t) => t.symbol)).toContain('USDC')
    expect(balanceRequests()).toHaveLength(1)
  })

  it('each Portico instance asks its own wallet, though both wallets have the same id', async () => {
    const first = await connected('eip155:1', { provider: reporting({ '0x1': [native, asset] }).provider })
    const other = { ...asset, metadata: { ...asset.metadata, symbol: 'OTH' } }
    const second = await connected('eip155:1', { provider: reporting({ '0x1': [native, other] }).provider })
    expect(first.account().tokenBalance!.map((t) => t.symbol)).toEqual(['ETH', 'WLT'])
    expect(second.account().tokenBalance!.map((t) => t.symbol)).toEqual(['ETH', 'OTH'])
  })

  it('a wallet without asset discovery is not asked for assets', async () => {
    const asked: string[] = []
    const provider = { request: ({ method }: { method: string }) => (asked.push(method), Promise.resolve({})) }
    await connected('eip155:1', { provider })
    expect(asked).toEqual(['wallet_getCapabilities'])
    expect(balanceRequests()).toHaveLength(1)
  })
})

describe('the profile', () => {
  it('name from the reverse lookup and avatar from the identity, once per address', async () => {
    const { account } = await connected()
    await vi.waitFor(() => expect(account().profileName).toBe('portico-demo.reown.id'))
    expect(account().profileImage).toMatch(/^data:image\//)
    // The account's own lookups: the unit files share a process (vitest's isolate: false), and a
    // store another file left behind may still ask the mocks about its own account meanwhile.
    const ownAddress = (url: URL) => url.pathname.toLowerCase().endsWith(`/${fixtures.account.toLowerCase()}`)
    expect(
      seen.filter(
        (url) => (url.pathname.includes('/identity/') || url.pathname.includes('/profile/reverse/')) && ownAddress(url),
      ),
    ).toHaveLength(2)
  })
})

describe('section 8: a failed transactions call', () => {
  it('shows "Failed to fetch transactions"', async () => {
    mocks.faults.set('blockchain.history', { kind: 'status', status: 500 })
    const p = porticoForTest({ baseUrls: mockedHosts })
    const run = p.store.dispatch(
      blockchainApi.endpoints.history.initiate({
        params: { account: fixtures.account },
        query: { chainId: 'eip155:1' },
      }),
    )
    await run
    run.unsubscribe()
    await vi.waitFor(() =>
      expect(p.state().snackbar).toMatchObject({
        open: true,
        message: 'snackbar.transactionsFailed',
        variant: 'error',
      }),
    )
  })
})

describe('section 3 addressExplorerUrl', () => {
  it("is the network's https explorer, /address/<address>", async () => {
    const { p } = await connected()
    expect(selectAddressExplorerUrl(p.store.getState())).toBe(`https://etherscan.io/address/${fixtures.account}`)
  })

  it('is none for an explorer that is not https', async () => {
    const plain = { ...mainnet, blockExplorers: { default: { name: 'Plain', url: 'http://explorer.example' } } }
    const { p } = await connected('eip155:1', { networks: [plain, polygon] })
    expect(selectAddressExplorerUrl(p.store.getState())).toBeUndefined()
  })
})
