import { describe, expect, it } from 'vitest'
import { fixtures } from '../../mocks/db'
import { blockchainResolvers as b } from '../../mocks/resolvers/blockchain'
import { ask, failed, jsonOf, refusalOf, seededDb } from './resolverSupport'

const db = seededDb()
const { caipAccount, tokenAddresses: t } = fixtures
const contractOf = (caipAddress: string) => caipAddress.split(':')[2]!
const router = `eip155:1:${fixtures.swapRouter}`
const routerWord = fixtures.swapRouter.slice(2).toLowerCase().padStart(64, '0')
/** The last uint256 word of calldata. */
const lastWord = (data: string) => BigInt(`0x${data.slice(-64)}`)
const maxUint256 = 2n ** 256n - 1n

describe('swaps', () => {
  it('quotes from the token prices, less the router fee, with a null id and the request echoed', async () => {
    const query = { amount: '3120450000', from: t.ethereumUsdc, to: t.ethereumNative, gasPrice: '1' }
    const { quotes } = jsonOf(await ask(b.convertQuotes, db, { query }))
    // 3120.45 USDC at 3120.45 USD per ETH is 1 ETH, less 0.3 %.
    expect(quotes).toEqual([
      {
        id: null,
        fromAmount: '3120450000',
        fromAccount: t.ethereumUsdc,
        toAmount: '997000000000000000',
        toAccount: t.ethereumNative,
      },
    ])
  })

  it('quotes without a gas price too', async () => {
    const { quotes } = jsonOf(
      await ask(b.convertQuotes, db, { query: { amount: '3120450000', from: t.ethereumUsdc, to: t.ethereumNative } }),
    )
    expect(quotes[0]?.toAmount).toBe('997000000000000000')
  })

  it("refuses a pair across networks in the server's words", async () => {
    const query = { amount: '1', from: t.ethereumUsdc, to: t.baseUsdc, gasPrice: '1' }
    expect(await ask(b.convertQuotes, db, { query })).toEqual(
      failed(400, 'Invalid parameter: `from` and `to` chain IDs must have the same value'),
    )
  })

  it('refuses a token it cannot swap', async () => {
    const query = { amount: '1', from: t.polygonQuestPoints, to: t.polygonUsdc }
    expect(await ask(b.convertQuotes, db, { query })).toEqual(
      failed(400, 'Conversion parameter error: token is not supported'),
    )
  })

  it('lists swappable tokens of the network only, never the zero-decimals one', async () => {
    const polygon = jsonOf(await ask(b.convertTokens, db, { query: { chainId: 'eip155:137' } })).tokens
    expect(polygon.map((x) => x.symbol).sort()).toEqual(['POL', 'USDC', 'WETH'])
  })

  it('filters the token list by a plain contract address, whatever its case', async () => {
    const { tokens } = jsonOf(
      await ask(b.convertTokens, db, {
        query: { chainId: 'eip155:1', address: contractOf(t.ethereumUsdc).toLowerCase() },
      }),
    )
    expect(tokens.map((x) => x.address)).toEqual([t.ethereumUsdc])
  })

  it('gives a token without a logo a null logoUri, and eip2612 as a boolean', async () => {
    const { tokens } = jsonOf(await ask(b.convertTokens, db, { query: { chainId: 'eip155:8453' } }))
    expect(tokens.find((x) => x.symbol === 'DEGEN')).toMatchObject({ logoUri: null, eip2612: false })
    expect(tokens.find((x) => x.symbol === 'USDC')).toMatchObject({
      logoUri: expect.stringMatching(/^data:image\//),
      eip2612: true,
    })
  })

  it('gives each allowance branch: unlimited, none, and unlimited for the native currency', async () => {
    const allowance = async (tokenAddress: string) =>
      jsonOf(await ask(b.convertAllowance, db, { query: { tokenAddress, userAddress: caipAccount } })).allowance
    expect(BigInt(await allowance(t.ethereumUsdc))).toBe(maxUint256)
    expect(await allowance(t.ethereumDai)).toBe('0')
    expect(BigInt(await allowance(t.ethereumNative))).toBe(maxUint256)
  })

  it('builds a swap for a whole-percent slippage: the amount bought, no value, gas and gas price', async () => {
    const body = {
      from: t.ethereumUsdc,
      to: t.ethereumNative,
      userAddress: caipAccount,
      amount: '3120450000',
      eip155: { slippage: 1 },
      projectId: fixtures.projectId,
    }
    const { tx } = jsonOf(await ask(b.convertBuildTransaction, db, { body }))
    const { standard } = jsonOf(await ask(b.convertGasPrice, db, { query: { chainId: 'eip155:1' } }))
    expect(tx).toEqual({
      from: caipAccount,
      to: router,
      data: expect.stringMatching(/^0x12aa3caf/),
      amount: '997000000000000000',
      eip155: { gas: '250000', gasPrice: standard },
    })
    expect('value' in tx).toBe(false)
    // The calldata's minimum is the amount bought less the slippage.
    expect(lastWord(tx.data)).toBe((997000000000000000n * 99n) / 100n)
  })

  it('builds a native-currency swap without a value either: the client sends the amount itself', async () => {
    const body = {
      from: t.ethereumNative,
      to: t.ethereumUsdc,
      userAddress: caipAccount,
      amount: '1000000000000000000',
      eip155: { slippage: 0 },
      projectId: fixtures.projectId,
    }
    const { tx } = jsonOf(await ask(b.convertBuildTransaction, db, { body }))
    expect('value' in tx).toBe(false)
    expect(lastWord(tx.data)).toBe(BigInt(tx.amount))
  })

  it('approves the token named by `to` for the router, echoing `from`, unlimited without an amount', async () => {
    const { tx } = jsonOf(await ask(b.convertBuildApprove, db, { query: { from: t.ethereumUsdc, to: t.ethereumDai } }))
    const { standard } = jsonOf(await ask(b.convertGasPrice, db, { query: { chainId: 'eip155:1' } }))
    expect(tx).toEqual({
      from: t.ethereumUsdc,
      to: t.ethereumDai,
      data: expect.stringMatching(`^0x095ea7b3${routerWord}`),
      value: '0',
      eip155: { gasPrice: standard },
    })
    expect(lastWord(tx.data)).toBe(maxUint256)
  })

  it('approves just the amount asked', async () => {
    const { tx } = jsonOf(
      await ask(b.convertBuildApprove, db, { query: { from: t.ethereumDai, to: t.ethereumDai, amount: '1000000' } }),
    )
    expect(tx).toMatchObject({ from: t.ethereumDai, to: t.ethereumDai })
    expect(tx.data).toBe(`0x095ea7b3${routerWord}${(1000000).toString(16).padStart(64, '0')}`)
  })

  it('refuses to approve a native `to`', async () => {
    expect(await ask(b.convertBuildApprove, db, { query: { from: t.ethereumDai, to: t.ethereumNative } })).toEqual(
      failed(400, 'Conversion parameter error: native currency needs no approval'),
    )
  })

  it('refuses gas prices of a network it does not know', async () => {
    expect(await ask(b.convertGasPrice, db, { query: { chainId: 'eip155:999999' } })).toEqual(
      failed(400, 'Conversion parameter error: Chain ID eip155:999999 is not supported'),
    )
  })
})

describe('on-ramp options', () => {
  it('list payment currencies with limits per payment method', async () => {
    const { paymentCurrencies } = jsonOf(
      await ask(b.onrampOptions, db, { query: { country: 'US', subdivision: 'NY' } }),
    )
    const limits = [
      { id: 'CARD', min: '10.00', max: '7500.00' },
      { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
    ]
    expect(paymentCurrencies).toEqual([
      { id: 'USD', limits },
      { id: 'EUR', limits },
    ])
  })

  it('list purchase currencies with their networks in camelCase, native ones without a contract', async () => {
    const { purchaseCurrencies } = jsonOf(
      await ask(b.onrampOptions, db, { query: { country: 'US', subdivision: 'NY' } }),
    )
    const usdc = purchaseCurrencies.find((c) => c.symbol === 'USDC')
    expect(usdc).toMatchObject({ name: 'USD Coin', id: expect.any(String) })
    expect(usdc?.networks[0]).toEqual({
      name: 'ethereum',
      displayName: 'Ethereum',
      contractAddress: contractOf(t.ethereumUsdc),
      chainId: '1',
    })
    expect(purchaseCurrencies.find((c) => c.symbol === 'ETH')?.networks.every((n) => n.contractAddress === '')).toBe(
      true,
    )
  })
})

describe('on-ramp quotes', () => {
  const quote = (paymentAmount: string, over: Record<string, string | undefined> = {}) =>
    ask(b.onrampQuote, db, {
      query: {
        purchaseCurrency: 'USDC',
        purchaseNetwork: 'ethereum',
        paymentAmount,
        paymentCurrency: 'USD',
        paymentMethod: 'CARD',
        country: 'US',
        subdivision: 'NY',
        ...over,
      },
    })
  const cents = (a: { value: string }) => Math.round(Number(a.value) * 100)

  it('charge a provider fee of 1 to 2 % of the amount', async () => {
    for (const amount of ['10.00', '100.00', '999.99', '7500.00']) {
      const { coinbaseFee, paymentTotal } = jsonOf(await quote(amount))
      const rate = Number(coinbaseFee.value) / Number(paymentTotal.value)
      expect(rate).toBeGreaterThanOrEqual(0.0099)
      expect(rate).toBeLessThanOrEqual(0.0201)
    }
  })

  it('add up: subtotal plus fees is the total, every amount a { value, currency }', async () => {
    const q = jsonOf(await quote('250.00', { paymentCurrency: 'EUR' }))
    expect(cents(q.paymentSubTotal) + cents(q.coinbaseFee) + cents(q.networkFee)).toBe(cents(q.paymentTotal))
    expect(q.paymentTotal).toEqual({ value: '250.00', currency: 'EUR' })
    expect([q.paymentSubTotal, q.coinbaseFee, q.networkFee].map((a) => a.currency)).toEqual(['EUR', 'EUR', 'EUR'])
    expect(q.purchaseAmount.currency).toBe('USDC')
    expect(Number(q.purchaseAmount.value)).toBeGreaterThan(0)
  })

  it('give one quote id for one request, another for another', async () => {
    expect(jsonOf(await quote('100.00')).quoteId).toBe(jsonOf(await quote('100.00')).quoteId)
    expect(jsonOf(await quote('100.00')).quoteId).not.toBe(jsonOf(await quote('100.01')).quoteId)
  })

  it("quote the asset's first network when none is named", async () => {
    const named = jsonOf(await quote('100.00'))
    const unnamed = jsonOf(await quote('100.00', { purchaseNetwork: undefined }))
    expect(unnamed.networkFee).toEqual(named.networkFee)
    expect(cents(jsonOf(await quote('100.00', { purchaseNetwork: 'solana' })).networkFee)).toBeLessThan(
      cents(named.networkFee),
    )
  })

  it('refuse amounts outside the payment limits of the payment method', async () => {
    expect(refusalOf(await quote('9.99')).status).toBe(400)
    expect(refusalOf(await quote('7500.01')).status).toBe(400)
    expect(jsonOf(await quote('7500.01', { paymentMethod: 'ACH_BANK_ACCOUNT' })).paymentTotal.value).toBe('7500.01')
    expect(refusalOf(await quote('25000.01', { paymentMethod: 'ACH_BANK_ACCOUNT' })).status).toBe(400)
    expect(refusalOf(await quote('9.99', { paymentMethod: 'ACH_BANK_ACCOUNT' })).status).toBe(400)
  })

  it('refuse a payment method, currency, asset or network it does not offer', async () => {
    expect(refusalOf(await quote('100.00', { paymentMethod: 'PAYPAL' })).status).toBe(400)
    expect(refusalOf(await quote('100.00', { paymentCurrency: 'JPY' })).status).toBe(400)
    expect(refusalOf(await quote('100.00', { purchaseCurrency: 'DOGE' })).status).toBe(400)
    expect(refusalOf(await quote('100.00', { purchaseCurrency: 'SOL', purchaseNetwork: 'ethereum' })).status).toBe(400)
  })
})
