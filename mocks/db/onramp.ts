// On-ramp options: what can be bought on which network, and the payment limits of spec
// section 5 (USD and EUR: card 10.00 to 7500.00, bank account 10.00 to 25000.00).
import { solanaMainnet } from './chains'
import { fixtures } from './fixtures'
import type { MockDb } from './models'

const t = fixtures.tokenAddresses
const contractOf = (caipAddress: string) => caipAddress.split(':')[2]!

interface NetworkSeed {
  name: string
  display_name: string
  caipNetworkId: string
  contract_address: string
}

const ethereum = (contract = '') => ({
  name: 'ethereum',
  display_name: 'Ethereum',
  caipNetworkId: 'eip155:1',
  contract_address: contract,
})
const base = (contract = '') => ({
  name: 'base',
  display_name: 'Base',
  caipNetworkId: 'eip155:8453',
  contract_address: contract,
})
const solana = (contract = '') => ({
  name: 'solana',
  display_name: 'Solana',
  caipNetworkId: solanaMainnet,
  contract_address: contract,
})

/** Native assets have an empty contract address, as the provider lists them. */
const assets: readonly { id: string; name: string; symbol: string; networks: readonly NetworkSeed[] }[] = [
  {
    id: 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4',
    name: 'Ethereum',
    symbol: 'ETH',
    networks: [
      ethereum(),
      base(),
      { name: 'optimism', display_name: 'Optimism', caipNetworkId: 'eip155:10', contract_address: '' },
      { name: 'arbitrum', display_name: 'Arbitrum', caipNetworkId: 'eip155:42161', contract_address: '' },
      // The demo's local chain: the fake provider delivers there for real (mocks/onramp).
      { name: 'anvil', display_name: 'Anvil', caipNetworkId: 'eip155:31337', contract_address: '' },
    ],
  },
  {
    id: '2b92315d-eab7-5bef-84fa-089a131333f5',
    name: 'USD Coin',
    symbol: 'USDC',
    networks: [
      ethereum(contractOf(t.ethereumUsdc)),
      {
        name: 'polygon',
        display_name: 'Polygon',
        caipNetworkId: 'eip155:137',
        contract_address: contractOf(t.polygonUsdc),
      },
      base(contractOf(t.baseUsdc)),
      solana(contractOf(t.solanaUsdc)),
    ],
  },
  { id: '4f039497-3af8-5bb3-951c-6df9afa9be1c', name: 'Solana', symbol: 'SOL', networks: [solana()] },
]

export const paymentMethodLimits = [
  { method: 'CARD', min: '10.00', max: '7500.00' },
  { method: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
] as const

export const paymentCurrencies = ['USD', 'EUR'] as const

export function seedOnramp(db: MockDb): void {
  assets.forEach((asset, rank) => {
    db.onrampAsset.create({ id: asset.id, rank, name: asset.name, symbol: asset.symbol })
    asset.networks.forEach((network, networkRank) =>
      db.onrampNetwork.create({
        id: `${asset.id}/${network.name}`,
        assetId: asset.id,
        rank: networkRank,
        ...network,
        chain_id: network.caipNetworkId.split(':')[1]!,
      }),
    )
  })
  paymentCurrencies.forEach((currency, currencyRank) =>
    paymentMethodLimits.forEach((limit, rank) =>
      db.paymentLimit.create({ id: `${currency}/${limit.method}`, currency, rank: currencyRank * 10 + rank, ...limit }),
    ),
  )
}
