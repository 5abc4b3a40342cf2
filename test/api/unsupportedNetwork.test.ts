import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { blockchainApi } from '../../src/api/porticoApi'
import type { CaipNetworkId } from '../../src/contract'
import { outcomeOf } from '../../harness/outcome'
import { testStore } from '../../harness/testStore'
import { servicesConfigured } from '../../src/features/options/servicesSlice'

const address = '0x1111111111111111111111111111111111111111'
const requests: string[] = []
const server = setupServer(
  http.get('https://rpc.walletconnect.org/v1/supported-chains', () => {
    requests.push('supported-chains')
    return HttpResponse.json({
      http: ['eip155:1', 'eip155:137', 'eip155:84532', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      ws: [],
    })
  }),
  http.get('https://rpc.walletconnect.org/v1/account/:address/balance', () => {
    requests.push('balance')
    return HttpResponse.json({ balances: [] })
  }),
  http.get('https://rpc.walletconnect.org/v1/account/:account/history', () => {
    requests.push('history')
    return HttpResponse.json({ data: [], next: null })
  }),
  http.get('https://rpc.walletconnect.org/v1/convert/tokens', () => {
    requests.push('tokens')
    return HttpResponse.json({ tokens: [] })
  }),
)
const balance = () =>
  blockchainApi.endpoints.balance.initiate({ params: { address }, query: { currency: 'usd', chainId: 'eip155:1' } })
const onNetwork = (activeNetwork: CaipNetworkId) => testStore({ activeNetwork })

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => void (requests.length = 0))
afterAll(() => server.close())

describe('calls return empty results without a request when the active network is unsupported', () => {
  it('balance on a namespace outside eip155 and solana is empty', async () => {
    const result = await outcomeOf(onNetwork('polkadot:91b171bb158e2d3848fa23a9f1c25182'), balance())
    expect(result).toEqual({ data: { balances: [] } })
    expect(requests).toEqual([])
  })

  it('balance on an eip155 network the API does not serve is empty', async () => {
    const result = await outcomeOf(onNetwork('eip155:31337'), balance())
    expect(result).toEqual({ data: { balances: [] } })
    expect(requests).toEqual(['supported-chains'])
  })

  it('activity outside eip155 is empty', async () => {
    const store = onNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    const result = await outcomeOf(store, blockchainApi.endpoints.history.initiate({ params: { account: address } }))
    expect(result).toEqual({ data: { pages: [{ data: [], next: null }], pageParams: [''] } })
    expect(requests).toEqual([])
  })

  it('a supported network makes the call', async () => {
    const result = await outcomeOf(onNetwork('eip155:1'), balance())
    expect(result).toEqual({ data: { balances: [] } })
    expect(requests).toEqual(['supported-chains', 'balance'])
  })

  it('the supported-chains list is fetched once and shared', async () => {
    const store = onNetwork('eip155:1')
    await outcomeOf(store, balance())
    await outcomeOf(store, blockchainApi.endpoints.history.initiate({ params: { account: address } }))
    expect(requests.filter((r) => r === 'supported-chains')).toHaveLength(1)
  })
})

describe('swaps and gas price name their error (section 8)', () => {
  it('swap tokens outside the swap networks: "Network not supported for Swaps"', async () => {
    const off = await outcomeOf(
      onNetwork('eip155:31337'),
      blockchainApi.endpoints.convertTokens.initiate({ query: { chainId: 'eip155:31337' } }),
    )
    expect(off.error).toEqual({ kind: 'unsupportedNetwork', message: 'Network not supported for Swaps' })
  })

  it("a host's swapNetworks widen section 9's list; the server must still serve the network", async () => {
    const widened = (activeNetwork: CaipNetworkId) => {
      const store = onNetwork(activeNetwork)
      store.dispatch(servicesConfigured({ swapNetworks: ['eip155:84532', 'eip155:7777'] }))
      return store
    }
    const served = await outcomeOf(
      widened('eip155:84532'),
      blockchainApi.endpoints.convertTokens.initiate({ query: { chainId: 'eip155:84532' } }),
    )
    expect(served).toEqual({ data: { tokens: [] } })
    expect(requests).toContain('tokens')
    const unserved = await outcomeOf(
      widened('eip155:7777'),
      blockchainApi.endpoints.convertTokens.initiate({ query: { chainId: 'eip155:7777' } }),
    )
    expect(unserved.error).toEqual({ kind: 'unsupportedNetwork', message: 'Network not supported for Swaps' })
  })

  it('gas price outside the swap networks: "Network not supported for Gas Price"', async () => {
    const result = await outcomeOf(
      onNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
      blockchainApi.endpoints.convertGasPrice.initiate({ query: { chainId: 'eip155:1' } }),
    )
    expect(result.error).toEqual({ kind: 'unsupportedNetwork', message: 'Network not supported for Gas Price' })
  })

  it('a swap on a served swap network is asked', async () => {
    await outcomeOf(
      onNetwork('eip155:1'),
      blockchainApi.endpoints.convertTokens.initiate({ query: { chainId: 'eip155:1' } }),
    )
    expect(requests).toEqual(['supported-chains', 'tokens'])
  })
})
