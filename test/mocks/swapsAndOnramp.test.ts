import { describe, expect, it } from 'vitest'
import { fixtures } from '../../mocks/db'
import { blockchainResolvers as b } from '../../mocks/resolvers/blockchain'
import { ask, jsonOf, refusalOf, seededDb } from './resolverSupport'

const db = seededDb()
const { caipAccount, tokenAddresses: t } = fixtures

describe('swaps', () => {
  it('quotes from the token prices, less the router fee', async () => {
    const query = { amount: '3120450000', userAddress: caipAccount, from: t.ethereumUsdc, to: t.ethereumNative, gasPrice: '1' }
    const [quote] = jsonOf(await ask(b.convertQuotes, db, { query })).quotes
    // 3120.45 USDC at 3120.45 USD per ETH is 1 ETH, less 0.3 %.
    expect(quote?.toAmount).toBe('997000000000000000')
  })

  it('refuses a pair across networks', async () => {
    const query = { amount: '1', userAddress: caipAccount, from: t.ethereumUsdc, to: t.baseUsdc, gasPrice: '1' }
    expect(refusalOf(await ask(b.convertQuotes, db, { query })).status).toBe(400)
  })

  it('lists swappable tokens of the network only, never the zero-decimals one', async () => {
    const polygon = jsonOf(await ask(b.convertTokens, db, { query: { chainId: 'eip155:137' } })).tokens
    expect(polygon.map((x) => x.symbol).sort()).toEqual(['POL', 'USDC', 'WETH'])
  })

  it('gives each allowance branch: unlimited, none, and unlimited for the native currency', async () => {
    const allowance = async (tokenAddress: string) =>
      jsonOf(await ask(b.convertAllowance, db, { query: { tokenAddress, userAddress: caipAccount } })).allowance
    expect(BigInt(await allowance(t.ethereumUsdc))).toBe(2n ** 256n - 1n)
    expect(await allowance(t.ethereumDai)).toBe('0')
    expect(BigInt(await allowance(t.ethereumNative))).toBe(2n ** 256n - 1n)
  })

  it('builds an approval of the router on the token being sold', async () => {
    const { tx } = jsonOf(await ask(b.convertBuildApprove, db, { query: { userAddress: caipAccount, from: t.ethereumDai, to: t.ethereumNative } }))
    expect(tx.to).toBe(t.ethereumDai)
    expect(tx.data.startsWith(`0x095ea7b3${fixtures.swapRouter.slice(2).toLowerCase().padStart(64, '0')}`)).toBe(true)
  })
})

describe('on-ramp quotes', () => {
  const quote = async (amount: string, paymentCurrency = 'USD') =>
    ask(b.onrampQuote, db, { body: { purchaseCurrency: 'USDC', paymentCurrency, amount, network: 'ethereum' } })

  it('charge a provider fee of 1 to 2 % of the amount', async () => {
    for (const amount of ['10.00', '100.00', '999.99', '7500.00']) {
      const { coinbaseFee, paymentTotal } = jsonOf(await quote(amount))
      const rate = Number(coinbaseFee.amount) / Number(paymentTotal.amount)
      expect(rate).toBeGreaterThanOrEqual(0.0099)
      expect(rate).toBeLessThanOrEqual(0.0201)
    }
  })

  it('add up: subtotal plus fees is the total', async () => {
    const q = jsonOf(await quote('250.00', 'EUR'))
    const cents = (a: { amount: string }) => Math.round(Number(a.amount) * 100)
    expect(cents(q.paymentSubtotal) + cents(q.coinbaseFee) + cents(q.networkFee)).toBe(cents(q.paymentTotal))
    expect(q.paymentTotal.currency).toBe('EUR')
  })

  it('refuse amounts outside the payment limits', async () => {
    expect(refusalOf(await quote('9.99')).status).toBe(400)
    expect(refusalOf(await quote('25000.01')).status).toBe(400)
  })
})
