// The fake on-ramp provider (mocks/onramp) and the local chain's on-ramp history: an order is
// read from either provider's URL, priced exactly as the mocks' quote, delivered on anvil from
// the provider's own account (anvil's tenth), refused off the local chain; the history call with
// `onramp=coinbase` then lists the delivery as the server shapes the provider's purchases.
import { createPublicClient, getAddress, http, parseEther, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { blockchainApi } from '../../src/api/porticoApi'
import { createMockDb, fixtures, seedDb } from '../../mocks/db'
import { deliver, orderOf, priceOrder, providerWallet, type CheckoutOrder } from '../../mocks/onramp/fakeProvider'
import { quoteOnramp } from '../../mocks/resolvers/onramp'
import { outcomeOf } from '../../harness/outcome'
import { testStore } from '../../harness/testStore'
import { anvilNetwork, chainWithMocks } from '../support/chainWithMocks'

const setup = chainWithMocks()
const node = () => createPublicClient({ transport: http(setup.chain().url), cacheTime: 0 })
const buyer = getAddress(fixtures.anvilAccounts[1]!) as Address

const order = (over: Partial<CheckoutOrder> = {}): CheckoutOrder => ({
  provider: 'coinbase',
  address: buyer,
  symbol: 'ETH',
  network: 'anvil',
  fiatAmount: '100',
  fiatCurrency: 'USD',
  ...over,
})

describe('the order a provider URL carries', () => {
  it("the Coinbase-type generator's URL and the Meld-type URL give the same order", () => {
    const coinbase = `https://pay.example.com/buy?address=${buyer}&assets=ETH&defaultNetwork=anvil&presetFiatAmount=100`
    const meld = `https://checkout.example/?walletAddress=${buyer}&destinationCurrencyCode=ETH_ANVIL&sourceAmount=100.00&sourceCurrencyCode=USD`
    expect(orderOf(coinbase)).toEqual(order())
    expect(orderOf(meld)).toEqual(order({ provider: 'meld', fiatAmount: '100.00' }))
    expect(orderOf('https://pay.example.com/buy?address=nobody')).toEqual({
      error: expect.stringMatching(/no EVM address/),
    })
  })

  it('is priced as the quote the modal showed: what arrives is what was quoted', () => {
    const db = createMockDb()
    seedDb(db)
    const priced = priceOrder(order(), db)
    const quote = quoteOnramp(db, {
      purchaseCurrency: 'ETH',
      purchaseNetwork: 'anvil',
      paymentAmount: '100.00',
      paymentCurrency: 'USD',
      paymentMethod: 'CARD',
      country: 'US',
    })
    expect('json' in quote && quote.json && 'purchaseAmount' in quote.json && quote.json.purchaseAmount.value).toBe(
      (priced as { cryptoAmount: string }).cryptoAmount,
    )
    expect(priced).toMatchObject({ caipNetworkId: anvilNetwork, providerFee: '1.50' })
    expect(priceOrder(order({ symbol: 'USDC', network: 'base' }), db)).toEqual({
      error: 'This fake provider delivers native coins only',
    })
  })
})

describe('delivering on the local chain', () => {
  it("the provider's wallet is anvil's tenth account, unlocked on the node", async () => {
    const accounts = (await node().request({ method: 'eth_accounts' as never })) as string[]
    expect(getAddress(accounts[9]!)).toBe(providerWallet)
  })

  it("sends the coin, and the on-ramp history lists it as the provider's purchase", async () => {
    const priced = priceOrder(order())
    if ('error' in priced) throw new Error(priced.error)
    const before = await node().getBalance({ address: buyer })
    const hash = await deliver(priced, setup.chain().url)
    expect((await node().getBalance({ address: buyer })) - before).toBe(parseEther(priced.cryptoAmount))

    const outcome = await outcomeOf(
      testStore(),
      blockchainApi.endpoints.history.initiate({
        params: { account: buyer },
        query: { onramp: 'coinbase', chainId: anvilNetwork },
      }),
    )
    const [purchase] = (outcome.data as { pages: { data: unknown[] }[] }).pages[0]!.data
    expect(purchase).toEqual({
      id: hash,
      metadata: {
        operationType: 'buy',
        hash,
        minedAt: expect.any(String),
        nonce: 1,
        sentFrom: 'Coinbase',
        sentTo: buyer,
        status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
        application: null,
        chain: anvilNetwork,
      },
      transfers: [
        {
          fungible_info: { name: 'ETH', symbol: 'ETH', icon: null },
          nft_info: null,
          direction: 'in',
          quantity: { numeric: priced.cryptoAmount },
          value: null,
          price: null,
        },
      ],
    })
  })

  it('refuses an order for another chain', async () => {
    const priced = priceOrder(order({ network: 'ethereum' }))
    if ('error' in priced) throw new Error(priced.error)
    await expect(deliver(priced, setup.chain().url)).rejects.toThrow(/local chain \(eip155:31337\) only, not eip155:1/)
  })
})
