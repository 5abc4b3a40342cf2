// Blockchain API: the 20 rows of spec section 7, plus JSON-RPC over HTTP.
import { z } from 'zod'
import { endpoint } from './endpoint'
import {
  accountAddress,
  accountName,
  builtTransaction,
  caipAddress,
  caipNetworkId,
  decimalString,
  evmAddress,
  jsonRpcRequest,
  jsonRpcResponse,
  nameRecord,
  onrampOptions,
  onrampQuote,
  siwxSession,
  swapQuote,
  swapToken,
  tokenBalance,
  transaction,
} from './entities'
import { activityNamespaces, balanceNamespaces, swapCaipNetworkIds } from './supportedSets'

const minutes = (n: number) => n * 60

// Section 9 "Supported sets".
const balances = balanceNamespaces
const names = ['eip155'] as const
const activity = activityNamespaces
const onramp = ['eip155', 'solana'] as const
const everyNamespace = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
const swaps = {
  namespaces: ['eip155'],
  caipNetworkIds: swapCaipNetworkIds,
  whenUnsupported: { error: 'Network not supported for Swaps' },
} as const

/** Section 8: "the API's reason description is preferred when present". */
export const apiErrorBody = z.object({ reasons: z.array(z.object({ description: z.string() })).optional() }).loose()

const nameParams = z.object({ name: accountName.or(z.string().regex(/^[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)+$/)) })

/** The JSON-RPC methods whose answers we keep (section 9: native balance 30 s). */
const rpcCacheSeconds: Record<string, number> = { eth_getBalance: 30, eth_chainId: minutes(60) }

export const blockchainContract = {
  supportedChains: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'GET',
    path: '/v1/supported-chains',
    summary: 'CAIP network ids the API serves over HTTP and WebSocket',
    response: z.object({ http: z.array(caipNetworkId), ws: z.array(caipNetworkId) }),
    // Not in the spec: the list changes with server deploys, not within a visit.
    cacheSeconds: minutes(60),
  }),

  identity: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'GET',
    path: '/v1/identity/{address}',
    summary: 'Avatar and name for an address',
    params: z.object({ address: evmAddress }),
    query: z.object({ sender: evmAddress.optional() }),
    response: z.object({ name: z.string().nullable(), avatar: z.string().nullable() }),
    cacheSeconds: minutes(5),
    network: { namespaces: names, whenUnsupported: { empty: { name: null, avatar: null } } },
  }),

  history: endpoint({
    service: 'blockchain',
    kind: 'infiniteQuery',
    method: 'GET',
    path: '/v1/account/{account}/history',
    summary: 'Transactions of an account, newest first, paginated by cursor',
    params: z.object({ account: accountAddress }),
    query: z.object({
      cursor: z.string().optional(),
      onramp: z.enum(['coinbase']).optional(),
      chainId: z.optional(caipNetworkId),
    }),
    response: z.object({ data: z.array(transaction), next: z.string().nullable() }),
    // Not in the spec: a reopened Account view must not refetch pages it already has.
    cacheSeconds: 60,
    network: { namespaces: activity, whenUnsupported: { empty: { data: [], next: null } } },
    pagination: { param: 'cursor', initial: '', next: (page) => page.next ?? undefined },
  }),

  convertQuotes: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'GET',
    path: '/v1/convert/quotes',
    summary: 'Swap quotes for an amount of one token into another',
    query: z.object({
      amount: z.string().regex(/^\d+$/),
      userAddress: caipAddress,
      from: caipAddress,
      to: caipAddress,
      gasPrice: z.string().regex(/^\d+$/),
    }),
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
    query: z.object({ chainId: caipNetworkId }),
    response: z.object({ tokens: z.array(swapToken) }),
    cacheSeconds: minutes(5),
    network: swaps,
  }),

  fungiblePrice: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'POST',
    path: '/v1/fungible/price',
    summary: 'Prices of tokens by CAIP address (a read, so a query despite POST)',
    body: z.object({
      currency: z.enum(['usd', 'eur']),
      addresses: z.array(caipAddress).min(1),
      projectId: z.string().min(1),
    }),
    response: z.object({
      fungibles: z.array(z.object({ name: z.string(), symbol: z.string(), iconUrl: z.string(), price: z.number() })),
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
    response: z.object({ allowance: z.string().regex(/^\d+$/) }),
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
    response: z.object({ standard: z.string(), fast: z.string(), instant: z.string() }),
    assumption: 'Answer not shown: three wei tiers as strings, so swap quotes can pass one back as gasPrice.',
    cacheSeconds: 10,
    network: { ...swaps, whenUnsupported: { error: 'Network not supported for Gas Price' } },
  }),

  convertBuildTransaction: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'POST',
    path: '/v1/convert/build-transaction',
    summary: 'A ready-to-send swap transaction',
    body: z.object({
      amount: z.string().regex(/^\d+$/),
      eip155: z.object({ slippage: z.string() }),
      projectId: z.string().min(1),
      from: caipAddress,
      to: caipAddress,
      userAddress: caipAddress,
      disableEstimate: z.boolean().optional(),
    }),
    response: z.object({ tx: builtTransaction }),
    assumption: 'Answer not shown: the wallet needs from, to, data, value and gas, so one transaction object.',
    cacheSeconds: 0,
    network: swaps,
  }),

  convertBuildApprove: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'GET',
    path: '/v1/convert/build-approve',
    summary: 'A ready-to-send approval of the swap router',
    query: z.object({ userAddress: caipAddress, from: caipAddress, to: caipAddress }),
    response: z.object({ tx: builtTransaction }),
    assumption: 'Answer not shown: the same transaction object as build-transaction, so one send path serves both.',
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
    query: z.object({
      currency: z.literal('usd'),
      chainId: caipNetworkId,
      forceUpdate: caipAddress.optional(),
    }),
    response: z.object({ balances: z.array(tokenBalance) }),
    cacheSeconds: 30,
    network: { namespaces: balances, whenUnsupported: { empty: { balances: [] } } },
  }),

  profileAccount: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'GET',
    path: '/v1/profile/account/{name}',
    summary: 'Addresses and attributes of an account name',
    params: nameParams,
    query: z.object({ apiVersion: z.literal('2') }),
    response: nameRecord,
    cacheSeconds: minutes(5),
    network: { namespaces: names, whenUnsupported: { empty: { name: '', addresses: {}, attributes: [] } } },
  }),

  profileReverse: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'GET',
    path: '/v1/profile/reverse/{address}',
    summary: 'Account names that point to an address',
    params: z.object({ address: evmAddress }),
    query: z.object({ sender: evmAddress.optional(), apiVersion: z.literal('2') }),
    response: z.object({ names: z.array(nameRecord) }),
    cacheSeconds: minutes(5),
    network: { namespaces: names, whenUnsupported: { empty: { names: [] } } },
  }),

  profileSuggestions: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'GET',
    path: '/v1/profile/suggestions/{name}',
    summary: 'Available account names close to a wanted one',
    params: z.object({ name: z.string().min(1) }),
    query: z.object({ zone: z.string().optional() }),
    response: z.object({ suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })) }),
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
    body: z.object({
      coin_type: z.number().int().nonnegative(),
      address: evmAddress,
      message: z.string().min(1),
      signature: z.string().regex(/^0x[0-9a-fA-F]+$/),
    }),
    response: z.object({ success: z.boolean() }),
    cacheSeconds: 0,
    network: { namespaces: names, whenUnsupported: { error: 'Network not found' } },
  }),

  onrampUrl: endpoint({
    service: 'blockchain',
    kind: 'mutation',
    method: 'POST',
    path: '/v1/generators/onrampurl',
    summary: 'A one-time URL of the on-ramp provider for a wallet',
    body: z.object({
      destinationWallets: z
        .array(z.object({ address: z.string().min(1), blockchains: z.array(z.string()), assets: z.array(z.string()).optional() }))
        .min(1),
      defaultNetwork: z.string().optional(),
      partnerUserId: z.string().min(1),
      defaultExperience: z.literal('buy'),
      presetCryptoAmount: z.number().positive().optional(),
      presetFiatAmount: z.number().positive().optional(),
    }),
    response: z.object({ url: z.url() }),
    cacheSeconds: 0,
    network: { namespaces: onramp, whenUnsupported: { error: 'Chain is not supported' } },
  }),

  onrampOptions: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'GET',
    path: '/v1/onramp/options',
    summary: 'Currencies that can be bought and paid with',
    response: onrampOptions,
    assumption: 'Answer not shown: the on-ramp options entity of section 3 as the whole body.',
    cacheSeconds: minutes(5),
    network: { namespaces: onramp, whenUnsupported: { empty: { purchaseCurrencies: [], paymentCurrencies: [] } } },
  }),

  onrampQuote: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'POST',
    path: '/v1/onramp/quote',
    summary: 'A price quote for buying crypto with fiat (a read, so a query despite POST)',
    body: z.object({
      purchaseCurrency: z.string().min(1),
      paymentCurrency: z.string().min(1),
      amount: decimalString,
      network: z.string().min(1),
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
    summary: 'SIWX sessions the server keeps for an address',
    params: z.object({ address: accountAddress }),
    response: z.object({ sessions: z.array(siwxSession) }),
    assumption: 'Answer not shown: SIWX must know whether a session exists and revoke needs its pci, so a list with pci.',
    cacheSeconds: 0,
    network: { namespaces: everyNamespace, whenUnsupported: { empty: { sessions: [] } } },
  }),

  revokeSession: endpoint({
    service: 'blockchain',
    kind: 'mutation',
    method: 'POST',
    path: '/v1/sessions/{address}/revoke',
    summary: 'Revokes one SIWX session, proven by a signature',
    params: z.object({ address: accountAddress }),
    body: z.object({ pci: z.string().min(1), signature: z.string().min(1) }),
    response: z.object({ success: z.boolean() }),
    assumption: 'Answer not shown: the client only needs to know it worked, as with name registration.',
    cacheSeconds: 0,
    network: { namespaces: everyNamespace, whenUnsupported: { error: 'Chain is not supported' } },
  }),

  rpc: endpoint({
    service: 'blockchain',
    kind: 'query',
    method: 'POST',
    path: '/v1/',
    summary: 'JSON-RPC over HTTP for the read methods of a chain',
    query: z.object({ chainId: caipNetworkId }),
    body: jsonRpcRequest,
    response: jsonRpcResponse,
    format: 'jsonRpc',
    identification: 'projectId',
    cacheSeconds: (arg) => rpcCacheSeconds[arg.body.method] ?? 0,
  }),
}
