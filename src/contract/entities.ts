// Entities of spec section 3, as zod schemas. The contract table, the mocks and the
// pacts all read these, so a field changes in one place.
import { getAddress } from 'viem'
import { z } from 'zod'

import { caipNetworkId, namespacePattern } from './core'

export { chainNamespaces, chainNamespace, caipNetworkId, caipNetwork, networkAssets } from './core'
export type { ChainNamespace, CaipNetworkId, CaipNetwork } from './core'

/** CAIP-10 account: exactly three non-empty colon-separated parts with a known namespace. */
export const caipAddress = z
  .string()
  .regex(new RegExp(`^(${namespacePattern}):[^:\\s]+:[^:\\s]+$`), 'Invalid CAIP Address')
export type CaipAddress = z.infer<typeof caipAddress>

/**
 * Any CAIP-2 id, whatever its namespace: what the server may name in an answer (supported
 * chains lists sui, near, tron, stacks, ton…; a history entry's chain), where a namespace the
 * client does not know must not make the answer unreadable.
 */
export const anyCaipNetworkId = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,64}$/, 'Invalid CAIP network id')

/** EVM address: optional 0x plus 40 hex digits (section 5). */
export const evmAddress = z.string().regex(/^(0x)?[0-9a-fA-F]{40}$/, 'Invalid EVM address')
/**
 * An EVM address in its EIP-55 checksummed form, where the server matches or verifies the exact
 * string (name registration, reverse name lookup): another form is refused or finds nothing.
 */
export const checksummedEvmAddress = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid EVM address')
  .refine((address) => getAddress(address) === address, 'Expected a checksummed (EIP-55) address')
/** Solana address: 32-44 base58 characters (section 5). */
export const solanaAddress = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Invalid Solana address')
/** Any account address the Blockchain API takes in a path. */
export const accountAddress = z.union([evmAddress, solanaAddress])

export const hexString = z.string().regex(/^0x[0-9a-fA-F]*$/, 'Expected 0x-prefixed hex')
/** A decimal number carried as a string (amounts must not lose precision). */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'Expected a decimal number')
/**
 * A balance's amount as the server writes it (src/utils/crypto.rs `format_token_amount`): the
 * point placed `decimals` digits from the right and never dropped, so a token without decimals
 * reads `"5000."`; read as the plain decimal it is.
 */
export const balanceNumeric = z
  .string()
  .regex(/^-?\d+(\.\d*)?$/, 'Expected a decimal number')
  .transform((numeric) => (numeric.endsWith('.') ? numeric.slice(0, -1) : numeric))
/** Bytes as hex, whole bytes only: the server's `Bytes` refuses an odd number of digits (422). */
export const bytesHex = z.string().regex(/^0x([0-9a-fA-F]{2})*$/, 'Expected 0x-prefixed hex of whole bytes')
export const isoDate = z.iso.datetime({ offset: true })

/** Account name: letters, digits and hyphen only, at least 4 characters (section 5). */
export const accountName = z.string().regex(/^[a-zA-Z0-9-]{4,}$/, 'Invalid account name')

export const accountType = z.enum(['eoa', 'smartAccount', 'payment'])
export type AccountType = z.infer<typeof accountType>

export const quantity = z.object({ decimals: z.string(), numeric: z.string() })

/**
 * A token balance as the client holds it (section 3): every entry names its network, and its
 * address is a CAIP address, absent for the native currency. The balance call's own entries
 * (`balanceItem`) are brought to this form by the balances work.
 */
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

/**
 * One entry of the balance answer, as the server sends it (`BalanceItem`, src/handlers/balance.rs):
 * `chainId`, `address` and `value` are `skip_serializing_if` (absent, never null); `address` is
 * CAIP-10 on eip155 but a plain mint on Solana from some providers; `price` is always a number.
 */
export const balanceItem = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: anyCaipNetworkId.optional(),
  address: z.string().min(1).optional(),
  value: z.number().optional(),
  price: z.number(),
  quantity: z.object({ decimals: z.string().regex(/^\d+$/), numeric: balanceNumeric }),
  iconUrl: z.string(),
})
export type BalanceItem = z.infer<typeof balanceItem>

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

// History (`HistoryResponseBody` and what it holds, src/handlers/history.rs). No field there is
// `skip_serializing_if`: every Option arrives as null with its key present. Transaction and
// metadata keys are camelCase; a transfer's keys are snake_case (no rename_all on those structs).
// Status, direction and operation type are the providers' own strings, passed through: the
// client reads the ones it knows and treats others as neutral.
const urlAndContentType = z.object({ url: z.string(), content_type: z.string().nullable() })
export const nftInfo = z.object({
  name: z.string().nullable(),
  content: z.object({ preview: urlAndContentType.nullable(), detail: urlAndContentType.nullable() }).nullable(),
  flags: z.object({ is_spam: z.boolean() }),
})
export const fungibleInfo = z.object({
  name: z.string().nullable(),
  symbol: z.string().nullable(),
  icon: z.object({ url: z.string() }).nullable(),
})
export const transfer = z.object({
  fungible_info: fungibleInfo.nullable(),
  nft_info: nftInfo.nullable(),
  direction: z.string(),
  quantity: z.object({ numeric: decimalString }),
  value: z.number().nullable(),
  price: z.number().nullable(),
})
export const transaction = z.object({
  id: z.string(),
  metadata: z.object({
    operationType: z.string(),
    hash: z.string(),
    minedAt: isoDate,
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.string(),
    nonce: z.number().int().nonnegative(),
    application: z.object({ name: z.string().nullable(), iconUrl: z.string().nullable() }).nullable(),
    /** Null when the provider names a chain the server does not map. */
    chain: anyCaipNetworkId.nullable(),
  }),
  transfers: z.array(transfer).nullable(),
})
export type Transaction = z.infer<typeof transaction>

/**
 * A wallet of the directory. No public server: the fields are those of the public client's
 * declared type (`WcWallet`), where only id and name are required and every link may be null.
 * The client reads what it needs and does without the rest.
 */
export const walletDirectoryEntry = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  image_id: z.string().min(1).optional(),
  image_url: z.string().optional(),
  rdns: z.string().nullish(),
  chains: z.array(z.string()).optional(),
  mobile_link: z.string().nullish(),
  desktop_link: z.string().nullish(),
  webapp_link: z.string().nullish(),
  link_mode: z.string().nullish(),
  homepage: z.string().nullish(),
  app_store: z.string().nullish(),
  play_store: z.string().nullish(),
  chrome_store: z.string().nullish(),
  badge_type: z.enum(['none', 'certified']).optional(),
  order: z.number().optional(),
  display_index: z.number().optional(),
  injected: z.array(z.object({ namespace: z.string().optional(), injected_id: z.string().optional() })).nullish(),
})
export type WalletDirectoryEntry = z.infer<typeof walletDirectoryEntry>

// Account names (`NameAndAddresses` and `Address`, src/database/types.rs): no renames, no
// skipped fields; dates are RFC 3339 strings; `addresses` is keyed by ENSIP-11 coin type.
export const nameAddress = z.object({ address: z.string(), created_at: isoDate.nullable() })
export const nameRecord = z.object({
  name: z.string(),
  registered_at: isoDate,
  updated_at: isoDate,
  /** An object of attributes (`bio`), or null; never a list. */
  attributes: z.record(z.string(), z.string()).nullable(),
  /** Keyed by coin type as a decimal string, e.g. "60" for Ethereum. */
  addresses: z.record(z.string().regex(/^\d+$/), nameAddress),
})
export type NameRecord = z.infer<typeof nameRecord>

// On-ramp (src/handlers/onramp/options.rs and quotes.rs): camelCase out, every key present.
export const onrampAmount = z.object({ value: decimalString, currency: z.string() })
export const onrampQuote = z.object({
  paymentTotal: onrampAmount,
  paymentSubTotal: onrampAmount,
  purchaseAmount: onrampAmount,
  coinbaseFee: onrampAmount,
  networkFee: onrampAmount,
  quoteId: z.string(),
})
export const onrampOptions = z.object({
  paymentCurrencies: z.array(
    z.object({
      id: z.string(),
      limits: z.array(z.object({ id: z.string(), min: decimalString, max: decimalString })),
    }),
  ),
  purchaseCurrencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      symbol: z.string(),
      networks: z.array(
        z.object({ name: z.string(), displayName: z.string(), contractAddress: z.string(), chainId: z.string() }),
      ),
    }),
  ),
})

/** A swappable token (`TokenItem`, src/handlers/convert/tokens.rs); `logoUri` is null without a logo. */
export const swapToken = z.object({
  name: z.string(),
  symbol: z.string(),
  /** CAIP address of the token (native currency uses the namespace's native address). */
  address: caipAddress,
  decimals: z.number().int().nonnegative(),
  logoUri: z.string().nullable(),
  eip2612: z.boolean().nullable(),
})

/** A quote (`QuoteItem`, src/handlers/convert/quotes.rs): amounts and accounts echo the request, `id` is null. */
export const swapQuote = z.object({
  id: z.string().nullable(),
  fromAmount: z.string(),
  fromAccount: caipAddress,
  toAmount: z.string(),
  toAccount: caipAddress,
})

/** A whole number carried as a string (wei, base units): no precision lost. */
export const digits = z.string().regex(/^\d+$/, 'Expected a whole number')

/**
 * A swap transaction (`ConvertTx`, src/handlers/convert/transaction.rs): no `value` (the 1inch
 * value is not passed on: a native-currency swap sends the swapped amount itself); `amount` is
 * the expected amount of the token bought.
 */
export const swapTransaction = z.object({
  from: caipAddress,
  to: caipAddress,
  data: hexString,
  amount: digits,
  eip155: z.object({ gas: digits, gasPrice: digits }).nullable(),
})

/**
 * An approval transaction (`ConvertApproveTx`, src/handlers/convert/approve.rs): `from` echoes the
 * request's source token, `to` is the token contract to call, and only a gas price is given.
 */
export const approveTransaction = z.object({
  from: caipAddress,
  to: caipAddress,
  data: hexString,
  value: digits,
  eip155: z.object({ gasPrice: digits }).nullable(),
})

/** `{ type, data }` of a smart-session permission, signer or policy (`PermissionTypeData`). */
const permissionTypeData = z.object({ type: z.string(), data: z.unknown() })

/**
 * One smart-session permission the server keeps for an account (`Pci`, src/handlers/sessions/list.rs):
 * revoked ones stay listed with `revokedAt` set.
 */
export const smartSession = z.object({
  project: z.object({ id: z.string(), name: z.string(), url: z.string().nullable(), iconUrl: z.string().nullable() }),
  pci: z.string(),
  expiry: z.number().int().nonnegative(),
  createdAt: z.number().int().nonnegative(),
  permissions: z.array(permissionTypeData),
  policies: z.array(permissionTypeData),
  context: hexString.nullable(),
  revokedAt: z.number().int().nonnegative().nullable(),
})
export type SmartSession = z.infer<typeof smartSession>

/** A permission to register (`NewPermissionPayload`, src/handlers/sessions/mod.rs): ERC-7715's grant without its chain. */
export const smartSessionGrant = z.object({
  expiry: z.number().int().nonnegative(),
  signer: permissionTypeData,
  permissions: z.array(permissionTypeData),
  policies: z.array(permissionTypeData),
})

/**
 * A registered permission (`NewPermissionResponse`, src/handlers/sessions/create.rs): its pci and
 * the server's co-signing key, which joins the grant's signer keys.
 */
export const smartSessionCreated = z.object({
  pci: z.string().min(1),
  key: z.object({ type: z.literal('secp256k1'), publicKey: hexString }),
})
export type SmartSessionCreated = z.infer<typeof smartSessionCreated>

export const jsonRpcId = z.union([z.number().int(), z.string()])
export const jsonRpcRequest = z.object({
  jsonrpc: z.literal('2.0'),
  id: jsonRpcId,
  method: z.string().min(1),
  params: z.array(z.unknown()).optional(),
})
export type JsonRpcRequest = z.infer<typeof jsonRpcRequest>
export const jsonRpcError = z.object({ code: z.number().int(), message: z.string(), data: z.unknown().optional() })
export const jsonRpcResponse = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: jsonRpcId, result: z.unknown() }),
  z.object({ jsonrpc: z.literal('2.0'), id: jsonRpcId.nullable(), error: jsonRpcError }),
])
export type JsonRpcResponse = z.infer<typeof jsonRpcResponse>

/** What an image endpoint yields in the store: a serializable data URL, never a Blob. */
export const imageData = z.object({
  mimeType: z.string().regex(/^image\/[-+.\w]+$/, 'Expected an image'),
  dataUrl: z.string().startsWith('data:image/'),
})
export type ImageData = z.infer<typeof imageData>
