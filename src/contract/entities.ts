// Entities of spec section 3, as zod schemas. The contract table, the mocks and the
// pacts all read these, so a field changes in one place.
import { z } from 'zod'

import { caipNetworkId, namespacePattern } from './core'

export { chainNamespaces, chainNamespace, caipNetworkId, caipNetwork, networkAssets } from './core'
export type { ChainNamespace, CaipNetworkId, CaipNetwork } from './core'

/** CAIP-10 account: exactly three non-empty colon-separated parts with a known namespace. */
export const caipAddress = z
  .string()
  .regex(new RegExp(`^(${namespacePattern}):[^:\\s]+:[^:\\s]+$`), 'Invalid CAIP Address')
export type CaipAddress = z.infer<typeof caipAddress>

/** EVM address: optional 0x plus 40 hex digits (section 5). */
export const evmAddress = z.string().regex(/^(0x)?[0-9a-fA-F]{40}$/, 'Invalid EVM address')
/** Solana address: 32-44 base58 characters (section 5). */
export const solanaAddress = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Invalid Solana address')
/** Any account address the Blockchain API takes in a path. */
export const accountAddress = z.union([evmAddress, solanaAddress])

export const hexString = z.string().regex(/^0x[0-9a-fA-F]*$/, 'Expected 0x-prefixed hex')
/** A decimal number carried as a string (amounts must not lose precision). */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'Expected a decimal number')
export const isoDate = z.iso.datetime({ offset: true })

/** Account name: letters, digits and hyphen only, at least 4 characters (section 5). */
export const accountName = z.string().regex(/^[a-zA-Z0-9-]{4,}$/, 'Invalid account name')

export const accountType = z.enum(['eoa', 'smartAccount', 'payment'])

export const quantity = z.object({ decimals: z.string(), numeric: z.string() })

export const tokenBalance = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: caipNetworkId,
  /** CAIP address of the token contract; absent for the native currency. */
  address: caipAddress.optional(),
  value: z.number(),
  price: z.number(),
  quantity,
  iconUrl: z.string(),
})
export type TokenBalance = z.infer<typeof tokenBalance>

/** Wallet asset as reported by a wallet (`wallet_getAssets`), accepted only when it matches section 5. */
export const walletAsset = z.object({
  address: z.string(),
  balance: hexString,
  type: z.enum(['ERC20', 'NATIVE']),
  metadata: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.number(),
    price: z.number(),
    iconUrl: z.string(),
    value: z.number().optional(),
  }),
})
export type WalletAsset = z.infer<typeof walletAsset>

export const transactionStatus = z.enum(['confirmed', 'failed', 'pending'])
export const transactionDirection = z.enum(['in', 'out', 'self'])

export const nftInfo = z.object({
  name: z.string(),
  flags: z.object({ is_spam: z.boolean() }),
  content: z.object({ preview: z.object({ url: z.string() }).nullable() }),
})
export const fungibleInfo = z.object({
  name: z.string(),
  symbol: z.string(),
  icon: z.object({ url: z.string() }).nullable(),
})
export const transfer = z.object({
  direction: transactionDirection,
  quantity: z.object({ numeric: decimalString }),
  fungible_info: fungibleInfo.optional(),
  nft_info: nftInfo.optional(),
  value: z.number().optional(),
  price: z.number().optional(),
})
export const transaction = z.object({
  id: z.string(),
  metadata: z.object({
    minedAt: isoDate,
    chain: caipNetworkId,
    operationType: z.string(),
    status: transactionStatus,
    sentFrom: z.string(),
    sentTo: z.string(),
    hash: z.string().optional(),
  }),
  transfers: z.array(transfer),
})
export type Transaction = z.infer<typeof transaction>

export const walletDirectoryEntry = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  image_id: z.string().min(1),
  rdns: z.string().nullable(),
  chains: z.array(caipNetworkId),
  mobile_link: z.string().nullable(),
  desktop_link: z.string().nullable(),
  webapp_link: z.string().nullable(),
  homepage: z.string().nullable().optional(),
  app_store: z.string().nullable().optional(),
  play_store: z.string().nullable().optional(),
  chrome_store: z.string().nullable().optional(),
  badge_type: z.enum(['none', 'certified']).optional(),
})
export type WalletDirectoryEntry = z.infer<typeof walletDirectoryEntry>

export const nameAddress = z.object({ address: z.string(), created: isoDate.optional() })
export const nameRecord = z.object({
  name: z.string(),
  registered: isoDate.optional(),
  updated: isoDate.optional(),
  /** Keyed by coin type (ENSIP-11), e.g. "60" for Ethereum. */
  addresses: z.record(z.string(), nameAddress),
  attributes: z.array(z.record(z.string(), z.string())),
})
export type NameRecord = z.infer<typeof nameRecord>

export const amountWithCurrency = z.object({ amount: decimalString, currency: z.string() })
export const onrampQuote = z.object({
  coinbaseFee: amountWithCurrency,
  networkFee: amountWithCurrency,
  paymentSubtotal: amountWithCurrency,
  paymentTotal: amountWithCurrency,
  purchaseAmount: amountWithCurrency,
  quoteId: z.string(),
})
export const onrampOptions = z.object({
  purchaseCurrencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      symbol: z.string(),
      networks: z.array(
        z.object({
          name: z.string(),
          display_name: z.string(),
          chain_id: z.string(),
          contract_address: z.string(),
        }),
      ),
    }),
  ),
  paymentCurrencies: z.array(
    z.object({
      id: z.string(),
      payment_method_limits: z.array(z.object({ id: z.string(), min: decimalString, max: decimalString })),
    }),
  ),
})

export const swapToken = z.object({
  name: z.string(),
  symbol: z.string(),
  /** CAIP address of the token (native currency uses the namespace's native address). */
  address: caipAddress,
  decimals: z.number().int().nonnegative(),
  logoUri: z.string(),
  eip2612: z.boolean().optional(),
})

export const swapQuote = z.object({
  id: z.string().nullable(),
  fromAmount: z.string(),
  fromAccount: caipAddress,
  toAmount: z.string(),
  toAccount: caipAddress,
})

/** A transaction built by the swap service, ready for the wallet to send. */
export const builtTransaction = z.object({
  from: caipAddress,
  to: caipAddress,
  data: hexString,
  value: z.string(),
  eip155: z.object({ gas: z.string(), gasPrice: z.string() }).optional(),
})

/** One SIWX session the server keeps for an address. */
export const siwxSession = z.object({
  pci: z.string(),
  caipNetworkId,
  address: z.string(),
  issuedAt: isoDate,
  expiresAt: isoDate.nullable(),
  domain: z.string(),
})

export const jsonRpcId = z.union([z.number().int(), z.string()])
export const jsonRpcRequest = z.object({
  jsonrpc: z.literal('2.0'),
  id: jsonRpcId,
  method: z.string().min(1),
  params: z.array(z.unknown()).optional(),
})
export const jsonRpcError = z.object({ code: z.number().int(), message: z.string(), data: z.unknown().optional() })
export const jsonRpcResponse = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: jsonRpcId, result: z.unknown() }),
  z.object({ jsonrpc: z.literal('2.0'), id: jsonRpcId.nullable(), error: jsonRpcError }),
])

/** What an image endpoint yields in the store: a serializable data URL, never a Blob. */
export const imageData = z.object({
  mimeType: z.string().regex(/^image\/[-+.\w]+$/, 'Expected an image'),
  dataUrl: z.string().startsWith('data:image/'),
})
export type ImageData = z.infer<typeof imageData>
