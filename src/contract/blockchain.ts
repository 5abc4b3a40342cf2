// Blockchain API: the 20 rows of spec section 7, plus JSON-RPC over HTTP. Each entry pins what
// the real server takes and sends (its public source, reown-com/blockchain-api: routes in
// src/lib.rs, serde types in src/handlers/**); where the spec says otherwise, the wire follows
// the server and the README's data-layer section says why.
import { z } from 'zod'
import { endpoint } from './endpoint'
import {
  accountAddress,
  anyCaipNetworkId,
  approveTransaction,
  balanceItem,
  caipAddress,
  caipNetworkId,
  checksummedEvmAddress,
  decimalString,
  digits,
  evmAddress,
  bytesHex,
  jsonRpcRequest,
  jsonRpcResponse,
  type JsonRpcRequest,
  nameRecord,
  onrampOptions,
  onrampQuote,
  smartSession,
  smartSessionCreated,
  smartSessionGrant,
  swapQuote,
  swapToken,
  swapTransaction,
  transaction,
} from './entities'
import { webUrl } from './core'
import { lenientList } from './lenientList'
import { activityNamespaces, balanceNamespaces, swapCaipNetworkIds } from './supportedSets'

const minutes = (n: number) => n * 60

// Section 9 "Supported sets".
const balances = balanceNamespaces
const names = ['eip155'] as const
const activity = activityNamespaces
const onramp = ['eip155', 'solana'] as const
/** Smart sessions (ERC-7715 permissions) are EVM accounts' only. */
const smartSessions = ['eip155'] as const
/** Their path names the account as CAIP-10 (`disassemble_caip10`). */
const smartSessionAccount = caipAddress.regex(/^eip155:\d+:0x[0-9a-fA-F]{40}$/, 'Expected an eip155 CAIP-10 account')
/** Section 8's words for a network the swap service does not serve. */
export const swapsUnsupported = 'Network not supported for Swaps'
const swaps = {
  namespaces: ['eip155'],
  caipNetworkIds: swapCaipNetworkIds,
  widenedBy: 'swapNetworks',
  whenUnsupported: { error: swapsUnsupported },
} as const

/**
 * The server's error body (`ErrorResponse`, src/error.rs): `{ status: "FAILED", reasons: [{ field,
 * description }] }`. Section 8: "the API's reason description is preferred when present". Some
 * refusals are plain text (a query or body the server cannot deserialize): no reason then.
 */
export const apiErrorBody = z
  .object({
    status: z.string().optional(),
    reasons: z.array(z.object({ field: z.string().optional(), description: z.string() }).loose()).optional(),
  })
  .loose()

/** The currencies the balance and price calls take (`SupportedCurrencies`, src/handlers/mod.rs), lowercase. */
export const supportedCurrencies = ['btc', 'eth', 'usd', 'eur', 'gbp', 'aud', 'cad', 'inr', 'jpy'] as const

/**
 * A name the server looks up: a label of 3 to 64 letters, digits or hyphens in an allowed zone,
 * exactly three parts (`is_name_length_correct`, src/names/utils.rs). A bad one is a 400 even
 * with apiVersion 2, so the client refuses it before asking. Names are stored lowercase and
 * looked up exactly: the client asks in lowercase.
 */
const fullAccountName = z.string().regex(/^[a-z0-9-]{3,64}\.[a-z0-9-]+\.[a-z0-9-]+$/, 'Invalid account name')
/** The bare label suggestions take; the server appends `.{zone}` itself. */
/** A bare account name label, lowercase: the server refuses capitals with 400 (src/names/utils.rs `DOMAIN_FORMAT_REGEX`). */
const nameLabel = z.string().regex(/^[a-z0-9-]{3,64}$/, 'Invalid account name')

/**
 * With apiVersion 2 the lookups answer a name nobody registered with `[]`, not 404. An empty
 * list rather than `z.tuple([])`: zod's tuple class would join the first load through zod's
 * core module, which the first load's zod/mini shares.
 */
const nothingFound = z.array(z.never()).max(0)

/** Section 9: balance cache 30 s (the balance call, and the token list made from it or from the wallet). */
export const balanceCacheSeconds = 30

/** The JSON-RPC methods whose answers we keep (section 9: native balance 30 s). */
const rpcCacheSeconds: Record<string, number> = { eth_getBalance: balanceCacheSeconds, eth_chainId: minutes(60) }
/** A batch is kept as long as its shortest-lived call. */
const rpcLifetime = (body: JsonRpcRequest | readonly JsonRpcRequest[]) =>
  Math.min(...[body].flat().map((call) => rpcCacheSeconds[call.method] ?? 0))

/** Section 9: the HTTP RPC batch size. Portico's JSON-RPC reads go in batches of at most this many calls. */
export const jsonRpcBatchLimit = 1000

export const blockchainContract = {
  supportedChains: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'GET',
    path: '/v1/supported-chains',
    summary: 'CAIP network ids the API serves over HTTP and WebSocket',
    // `SupportedChains` (src/providers/mod.rs): two sets, in no stable order, of every namespace
    // the server's providers serve (sui, near, tron, stacks, … beside ours).
    response: z.object({ http: lenientList(anyCaipNetworkId), ws: lenientList(anyCaipNetworkId) }),
    // Not in the spec: the server lets caches keep it a day; within a visit an hour is plenty.
    cacheSeconds: minutes(60),
  }),

  identity: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'GET',
    path: '/v1/identity/{address}',
    summary: 'Avatar and name for an address',
    params: z.object({ address: evmAddress }),
    // `IdentityQueryParams` (src/handlers/identity.rs). `useCache` is refused for every ordinary
    // project, so it is not part of the contract.
    query: z.object({ sender: evmAddress.optional() }),
    // `IdentityResponse`: no skipped fields, so all three keys always arrive.
    response: z.object({
      name: z.string().nullable(),
      avatar: z.string().nullable(),
      resolvedAt: z.string().nullable(),
    }),
    cacheSeconds: minutes(5),
    network: { namespaces: names, whenUnsupported: { empty: { name: null, avatar: null, resolvedAt: null } } },
  }),

  history: endpoint({
    service: 'blockchain',
    kind: 'infiniteQuery',
    method: 'GET',
    path: '/v1/account/{account}/history',
    summary: 'Transactions of an account, newest first, paginated by cursor',
    params: z.object({ account: accountAddress }),
    // `HistoryQueryParams` (src/handlers/history.rs); `onramp` names the provider, coinbase only.
    query: z.object({
      cursor: z.string().optional(),
      onramp: z.enum(['coinbase']).optional(),
      chainId: z.optional(caipNetworkId),
    }),
    response: z.object({ data: lenientList(transaction), next: z.string().nullable() }),
    // Not in the spec: a reopened Account view must not refetch pages it already has.
    cacheSeconds: 60,
    // The chain's list gains what Portico sent once it is mined (features/transactions); the
    // provider's purchases (`onramp`) are not Portico's sends, so nothing Portico does changes them.
    tags: (arg) => (arg.query?.onramp ? [] : ['History']),
    network: { namespaces: activity, whenUnsupported: { empty: { data: [], next: null } } },
    pagination: { param: 'cursor', initial: '', next: (page) => page.next ?? undefined },
  }),

  convertQuotes: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'GET',
    path: '/v1/convert/quotes',
    summary: 'A swap quote for an amount of one token into another',
    // `ConvertQuoteQueryParams` (src/handlers/convert/quotes.rs): no userAddress (the spec's is
    // ignored by the server, so it is not sent); gasPrice is optional.
    query: z.object({ amount: digits, from: caipAddress, to: caipAddress, gasPrice: digits.optional() }),
    response: z.object({ quotes: z.array(swapQuote) }),
    cacheSeconds: 0,
    network: swaps,
  }),

  convertTokens: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'GET',
    path: '/v1/convert/tokens',
    summary: 'Tokens that can be swapped on a network',
    // `TokensListQueryParams` (tokens.rs); `address` filters by a plain 0x address.
    query: z.object({ chainId: caipNetworkId, address: z.string().optional() }),
    response: z.object({ tokens: lenientList(swapToken) }),
    cacheSeconds: minutes(5),
    network: swaps,
  }),

  fungiblePrice: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'POST',
    path: '/v1/fungible/price',
    summary: 'The price of a token by CAIP address (a read, so a query despite POST)',
    // `PriceQueryParams` (src/handlers/fungible_price.rs). The server prices addresses[0] only and
    // ignores the rest, so the contract takes exactly one: a second would be silently unpriced.
    body: z.object({
      currency: z.enum(supportedCurrencies),
      // Only eip155 and Solana tokens have a price provider (400 UnsupportedNamespace otherwise).
      addresses: z.array(caipAddress.regex(/^(eip155|solana):/, 'Unsupported namespace')).length(1),
      projectId: z.string().min(1),
    }),
    // `PriceResponseBody` / `FungiblePriceItem`: every key always present.
    response: z.object({
      fungibles: lenientList(
        z.object({
          address: caipAddress,
          name: z.string(),
          symbol: z.string(),
          iconUrl: z.string(),
          price: z.number(),
          decimals: z.number().int().nonnegative(),
        }),
      ),
    }),
    cacheSeconds: 30,
    network: { namespaces: balances, whenUnsupported: { empty: { fungibles: [] } } },
  }),

  convertAllowance: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'GET',
    path: '/v1/convert/allowance',
    summary: 'How much of a token the swap router may spend for a user',
    query: z.object({ tokenAddress: caipAddress, userAddress: caipAddress }),
    response: z.object({ allowance: digits }),
    cacheSeconds: 0,
    network: swaps,
  }),

  convertGasPrice: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'GET',
    path: '/v1/convert/gas-price',
    summary: 'Gas price tiers in wei for a network',
    query: z.object({ chainId: caipNetworkId }),
    // `GasPriceQueryResponseBody` (gas_price.rs): three wei amounts as decimal strings; on
    // EIP-1559 chains they are the tiers' max fee per gas.
    response: z.object({ standard: digits, fast: digits, instant: digits }),
    cacheSeconds: 10,
    network: { ...swaps, whenUnsupported: { error: 'Network not supported for Gas Price' } },
  }),

  convertBuildTransaction: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'POST',
    path: '/v1/convert/build-transaction',
    summary: 'A ready-to-send swap transaction',
    // `ConvertTransactionQueryParams` (transaction.rs): slippage is a whole number (usize) and
    // eip155 is required in practice (without it the server answers 400).
    body: z.object({
      amount: digits,
      eip155: z.object({ slippage: z.number().int().nonnegative().max(50), permit: z.string().optional() }),
      projectId: z.string().min(1),
      from: caipAddress,
      to: caipAddress,
      userAddress: caipAddress,
      disableEstimate: z.boolean().optional(),
    }),
    response: z.object({ tx: swapTransaction }),
    cacheSeconds: 0,
    network: swaps,
  }),

  convertBuildApprove: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'GET',
    path: '/v1/convert/build-approve',
    summary: 'A ready-to-send approval of the swap router',
    // `ConvertApproveQueryParams` (approve.rs): the token approved is `to`'s; no userAddress (the
    // spec's is ignored by the server); without an amount the approval is unlimited.
    query: z.object({ from: caipAddress, to: caipAddress, amount: digits.optional() }),
    response: z.object({ tx: approveTransaction }),
    cacheSeconds: 0,
    network: swaps,
  }),

  balance: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'GET',
    path: '/v1/account/{address}/balance',
    summary: 'Token balances of an account',
    params: z.object({ address: accountAddress }),
    // `BalanceQueryParams` (src/handlers/balance.rs). Without an SDK version (`sv`, which the
    // client always adds) the server answers an empty list; forceUpdate is eip155 only.
    query: z.object({
      currency: z.literal('usd'),
      chainId: caipNetworkId,
      forceUpdate: z
        .string()
        .regex(/^eip155:[^,]+:[^,]+(,eip155:[^,]+:[^,]+)*$/)
        .optional(),
    }),
    response: z.object({ balances: lenientList(balanceItem) }),
    cacheSeconds: balanceCacheSeconds,
    network: { namespaces: balances, whenUnsupported: { empty: { balances: [] } } },
  }),

  profileAccount: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'GET',
    path: '/v1/profile/account/{name}',
    summary: 'Addresses and attributes of an account name',
    params: z.object({ name: fullAccountName }),
    // `LookupQueryParams` (src/handlers/profile/mod.rs).
    query: z.object({ apiVersion: z.literal('2'), sender: evmAddress.optional() }),
    // Found: the record; not found: `[]` with 200 (src/handlers/profile/lookup.rs).
    response: z.union([nameRecord, nothingFound]),
    cacheSeconds: minutes(5),
    network: { namespaces: names, whenUnsupported: { empty: [] } },
  }),

  profileReverse: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'GET',
    path: '/v1/profile/reverse/{address}',
    summary: 'Account names that point to an address',
    // Matched exactly as registered, which is the checksummed form.
    params: z.object({ address: checksummedEvmAddress }),
    query: z.object({ sender: evmAddress.optional(), apiVersion: z.literal('2') }),
    // A bare list of records (src/handlers/profile/reverse.rs), `[]` when there is none.
    response: lenientList(nameRecord),
    cacheSeconds: minutes(5),
    network: { namespaces: names, whenUnsupported: { empty: [] } },
  }),

  profileSuggestions: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'GET',
    path: '/v1/profile/suggestions/{name}',
    summary: 'Available account names close to a wanted one',
    // The bare label; the server appends `.{zone}` (src/handlers/profile/suggestions.rs).
    params: z.object({ name: nameLabel }),
    query: z.object({ zone: z.string().optional() }),
    // At most 5; the first is the wanted name with its real flag, the rest are free.
    response: z.object({ suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })).max(5) }),
    // Not in the spec: a visitor editing a name asks the same prefixes again.
    cacheSeconds: 60,
    network: { namespaces: names, whenUnsupported: { empty: { suggestions: [] } } },
  }),

  registerName: endpoint({
    service: 'blockchain',
    kind: 'mutation',
    method: 'POST',
    path: '/v1/profile/account',
    summary: 'Registers an account name with a signed message',
    // `RegisterRequest` (src/handlers/profile/mod.rs): snake_case, coin_type a number; `message` is
    // the JSON of `{ name, attributes?, timestamp }` signed with personal_sign by `address`
    // (EIP-55 checksummed), checked on the chain of the coin type; the timestamp within 10 s.
    body: z.object({
      coin_type: z.number().int().nonnegative(),
      address: checksummedEvmAddress,
      message: z.string().min(1),
      signature: z.string().regex(/^0x[0-9a-fA-F]+$/),
    }),
    // The registered record (src/handlers/profile/register.rs), not `{ success }`.
    response: nameRecord,
    cacheSeconds: 0,
    network: { namespaces: names, whenUnsupported: { error: 'Network not found' } },
  }),

  onrampUrl: endpoint({
    service: 'blockchain',
    kind: 'mutation',
    method: 'POST',
    path: '/v1/generators/onrampurl',
    summary: 'A one-time URL of the on-ramp provider for a wallet',
    // `OnRampURLRequest` (src/handlers/generators/onrampurl.rs): camelCase, but a wallet's own
    // keys are not renamed; preset amounts are whole numbers (usize).
    body: z.object({
      destinationWallets: z
        .array(
          z.object({
            address: z.string().min(1),
            blockchains: z.array(z.string()).optional(),
            assets: z.array(z.string()).optional(),
            supported_networks: z.array(z.string()).optional(),
          }),
        )
        .min(1),
      defaultNetwork: z.string().optional(),
      partnerUserId: z.string().min(1),
      defaultExperience: z.enum(['buy', 'send']).optional(),
      presetCryptoAmount: z.number().int().positive().optional(),
      presetFiatAmount: z.number().int().positive().optional(),
      handlingRequestedUrls: z.boolean().optional(),
    }),
    // Opened in a window Portico opened blank (the host's origin until it loads): https only.
    response: z.object({ url: webUrl }),
    cacheSeconds: 0,
    network: { namespaces: onramp, whenUnsupported: { error: 'Chain is not supported' } },
  }),

  onrampOptions: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'GET',
    path: '/v1/onramp/buy/options',
    summary: 'Currencies that can be bought and paid with in a country',
    // `OnRampBuyOptionsParams` (src/handlers/onramp/options.rs): the spec's `GET /v1/onramp/options`
    // is not a route of the server.
    query: z.object({ country: z.string().regex(/^[A-Z]{2}$/), subdivision: z.string().optional() }),
    response: onrampOptions,
    cacheSeconds: minutes(5),
    network: { namespaces: onramp, whenUnsupported: { empty: { paymentCurrencies: [], purchaseCurrencies: [] } } },
  }),

  onrampQuote: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'GET',
    path: '/v1/onramp/buy/quotes',
    summary: 'A price quote for buying crypto with fiat',
    // `OnRampBuyQuotesParams` (src/handlers/onramp/quotes.rs): a GET with query parameters; the
    // spec's `POST /v1/onramp/quote` is not a route of the server.
    query: z.object({
      purchaseCurrency: z.string().min(1),
      purchaseNetwork: z.string().min(1).optional(),
      paymentAmount: decimalString,
      paymentCurrency: z.string().min(1),
      paymentMethod: z.string().min(1),
      country: z.string().regex(/^[A-Z]{2}$/),
      subdivision: z.string().optional(),
    }),
    response: onrampQuote,
    cacheSeconds: 15,
    network: { namespaces: onramp, whenUnsupported: { error: 'Chain is not supported' } },
  }),

  sessions: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'GET',
    path: '/v1/sessions/{address}',
    summary: 'Smart-session permissions (ERC-7715) the server keeps for an account',
    // A CAIP-10 account (src/handlers/sessions/list.rs); the answer is `ListPermissionResponse`.
    params: z.object({ address: smartSessionAccount }),
    response: z.object({ pcis: lenientList(smartSession) }),
    cacheSeconds: 0,
    network: { namespaces: smartSessions, whenUnsupported: { empty: { pcis: [] } } },
  }),

  createSession: endpoint({
    service: 'blockchain',
    kind: 'mutation',
    method: 'POST',
    path: '/v1/sessions/{address}',
    summary: 'Registers a smart-session permission before the wallet grants it; answers its pci and co-signing key',
    params: z.object({ address: smartSessionAccount }),
    // `QueryParams.api_version` (`v`): with 2 the co-signer's key is its public key in hex; without
    // it (or with any other number) the server answers 200 all the same, with that hex string
    // hex-encoded again (src/handlers/sessions/create.rs), a key no wallet can use. So v=2 is part
    // of the request: the mocks refuse one without it, and the pacts pin it. The flow still refuses
    // a key that is not a public key (smartSessionsFlow.ts), for a server that answers one anyway.
    query: z.object({ v: z.literal('2') }),
    // `NewPermissionPayload` (src/handlers/sessions/mod.rs); not in the spec's calls table, but the
    // only way a granted permission comes to be listed (README, where the wire follows the server).
    body: smartSessionGrant,
    response: smartSessionCreated,
    cacheSeconds: 0,
    network: { namespaces: smartSessions, whenUnsupported: { error: 'Chain is not supported' } },
  }),

  activateSession: endpoint({
    service: 'blockchain',
    kind: 'mutation',
    method: 'POST',
    path: '/v1/sessions/{address}/activate',
    summary: "Activates a registered permission with the wallet's grant (its context)",
    params: z.object({ address: smartSessionAccount }),
    // `ActivatePermissionPayload` (src/handlers/sessions/mod.rs, context.rs): the grant again with
    // its pci and the wallet's context bytes.
    body: smartSessionGrant.extend({ pci: z.string().min(1), context: bytesHex }),
    // 200 with an empty body.
    response: z.null(),
    cacheSeconds: 0,
    network: { namespaces: smartSessions, whenUnsupported: { error: 'Chain is not supported' } },
  }),

  revokeSession: endpoint({
    service: 'blockchain',
    kind: 'mutation',
    method: 'POST',
    path: '/v1/sessions/{address}/revoke',
    summary: 'Revokes one smart-session permission by its pci',
    params: z.object({ address: smartSessionAccount }),
    // `PermissionRevokeRequest` (src/handlers/sessions/revoke.rs): the pci alone; the spec's
    // signature is not read by the server, so it is not sent.
    body: z.object({ pci: z.string().min(1) }),
    // 200 with an empty body.
    response: z.null(),
    cacheSeconds: 0,
    network: { namespaces: smartSessions, whenUnsupported: { error: 'Chain is not supported' } },
  }),

  rpc: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'POST',
    path: '/v1/',
    summary: 'JSON-RPC over HTTP for the read methods of a chain',
    // `RpcQueryParams` (src/handlers/mod.rs). The body's bytes go to the node unchanged
    // (src/handlers/proxy.rs parses them only for analytics, and goes on when it cannot), so a
    // batch is taken as the node takes it: an array of calls, answered with an array of answers
    // matched by id. Portico's reads go as batches (section 9's transport, api/jsonRpcQuery).
    query: z.object({ chainId: caipNetworkId }),
    body: z.union([jsonRpcRequest, z.array(jsonRpcRequest).min(1).max(jsonRpcBatchLimit)]),
    response: z.union([jsonRpcResponse, z.array(jsonRpcResponse)]),
    format: 'jsonRpc',
    identification: 'projectId',
    cacheSeconds: (arg) => rpcLifetime(arg.body),
  }),
}
