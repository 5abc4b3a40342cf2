// The fake on-ramp provider behind the demo's checkout page (demo/checkout.html, on an origin of
// its own): it reads an order from the provider URL the modal opened (the Coinbase-type URL the
// mocks' generator makes, or the Meld-type URL Portico builds), prices it exactly as the mocks'
// quote did, and delivers it: its wallet (anvil's tenth account, unlocked on the node) sends the
// bought native coin to the visitor on the local chain. The mocks' history then lists it as the
// provider's purchase (mocks/resolvers/anvil/onrampHistory.ts), so the modal sees it arrive.
import { createPublicClient, getAddress, http, isAddress, parseEther, type Address, type Hex } from 'viem'
import { createMockDb, fixtures, seedDb, type MockDb } from '../db'
import { quoteOnramp } from '../resolvers/onramp'

export const providerWallet: Address = getAddress(fixtures.onrampProvider)

export interface CheckoutOrder {
  provider: 'coinbase' | 'meld'
  address: Address
  symbol: string
  /** The provider's network name (`anvil`, `ethereum`). */
  network: string
  fiatAmount: string
  fiatCurrency: string
}

export interface PricedOrder extends CheckoutOrder {
  /** What arrives, in the coin (a decimal string), and the fees, in the fiat currency. */
  cryptoAmount: string
  providerFee: string
  networkFee: string
  /** The chain it arrives on (`eip155:31337`), from the provider's list. */
  caipNetworkId: string
}

/** The Meld-type code's parts: `ETH` is ETH on its home chain, `USDC_BASE` USDC on base. */
function fromMeldCode(code: string): { symbol: string; network: string } {
  const [symbol = '', network] = code.split('_')
  if (network) return { symbol, network: network.toLowerCase() }
  return { symbol, network: symbol === 'SOL' ? 'solana' : 'ethereum' }
}

/** The order a provider URL carries, or why it carries none. */
export function orderOf(href: string): CheckoutOrder | { error: string } {
  const query = new URL(href).searchParams
  const meld = query.get('walletAddress')
  const address = meld ?? query.get('address') ?? ''
  if (!isAddress(address, { strict: false })) return { error: 'The order names no EVM address to deliver to' }
  if (meld) {
    const { symbol, network } = fromMeldCode(query.get('destinationCurrencyCode') ?? '')
    return {
      provider: 'meld',
      address: getAddress(address),
      symbol,
      network,
      fiatAmount: query.get('sourceAmount') ?? '',
      fiatCurrency: query.get('sourceCurrencyCode') ?? 'USD',
    }
  }
  return {
    provider: 'coinbase',
    address: getAddress(address),
    symbol: query.get('assets')?.split(',')[0] ?? '',
    network: query.get('defaultNetwork') ?? query.get('blockchains')?.split(',')[0] ?? '',
    // The generator's amounts are whole; its currency is the provider's default.
    fiatAmount: query.get('presetFiatAmount') ?? '',
    fiatCurrency: 'USD',
  }
}

let pricingDb: MockDb | undefined
/** The seeded db the mocks price from (made once: the page prices one order at a time). */
function seeded(): MockDb {
  if (!pricingDb) seedDb((pricingDb = createMockDb()))
  return pricingDb
}

/** The order priced by the card quote the modal showed, or why it cannot be bought. */
export function priceOrder(order: CheckoutOrder, db: MockDb = seeded()): PricedOrder | { error: string } {
  const answer = quoteOnramp(db, {
    purchaseCurrency: order.symbol,
    purchaseNetwork: order.network,
    paymentAmount: Number(order.fiatAmount).toFixed(2),
    paymentCurrency: order.fiatCurrency,
    paymentMethod: 'CARD',
    country: 'US',
  })
  if (!('json' in answer) || !answer.json || !('quoteId' in answer.json))
    return {
      error:
        (answer as { json?: { reasons?: { description: string }[] } }).json?.reasons?.[0]?.description ??
        'This order cannot be priced',
    }
  const asset = db.onrampAsset.findFirst({ where: { symbol: { equals: order.symbol } } })
  const network =
    asset && db.onrampNetwork.findFirst({ where: { assetId: { equals: asset.id }, name: { equals: order.network } } })
  if (!network) return { error: `${order.symbol} is not sold on ${order.network}` }
  if (network.contract_address !== '') return { error: 'This fake provider delivers native coins only' }
  const quote = answer.json
  return {
    ...order,
    cryptoAmount: quote.purchaseAmount.value,
    providerFee: quote.coinbaseFee.value,
    networkFee: quote.networkFee.value,
    caipNetworkId: network.caipNetworkId,
  }
}

/**
 * Delivers a priced order on the local chain: the provider's wallet sends the coin, mined before
 * this returns. Only the native coin, only on the node's own chain: anything else is refused.
 */
export async function deliver(order: PricedOrder, anvilUrl: string): Promise<Hex> {
  const node = createPublicClient({ transport: http(anvilUrl, { retryCount: 0 }), cacheTime: 0 })
  const chainId = await node.getChainId()
  if (order.caipNetworkId !== `eip155:${chainId}`)
    throw new Error(
      `This fake provider delivers on the local chain (eip155:${chainId}) only, not ${order.caipNetworkId}`,
    )
  const native = await node.getBalance({ address: providerWallet })
  const value = parseEther(order.cryptoAmount)
  if (native < value) throw new Error('The provider is out of funds')
  const hash = (await node.request({
    method: 'eth_sendTransaction' as never,
    params: [{ from: providerWallet, to: order.address, value: `0x${value.toString(16)}` }] as never,
  })) as Hex
  const receipt = await node.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new Error(`The delivery reverted (${hash})`)
  return hash
}
