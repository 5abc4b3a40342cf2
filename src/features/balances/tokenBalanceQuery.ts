// The token list of an account on a network (section 3 tokenBalance) as one RTK Query query:
// the wallet's own report of its assets (its connector asks it) when it gives one that passes
// section 5, else the Blockchain API's balance call. RTK Query's cache is the only cache: the
// list is kept 30 s (section 9 balance cache, the balance call's lifetime in the contract), a
// failure is kept 30 s too so no new attempt is made before (section 9 retry gap), and asks
// while a load is under way share it. Loaded with the api's flows, never by the first load. The
// balance call's part (apiTokenBalance) also serves the listed wallets that do not act
// (features/connections/connectionBalances.ts), which no wallet is asked about.
import type { BaseQueryApi } from '@reduxjs/toolkit/query'
import { blockchainApi, porticoApi } from '../../api/porticoApi'
import {
  balanceCacheSeconds,
  type CaipAddress,
  type CaipNetwork,
  type ChainNamespace,
  type TokenBalance,
} from '../../contract'
import { balanceNamespaces } from '../../contract/supportedSets'
import { hexChainId } from '../../connectors/eip1193Provider'
import type { Connector } from '../../connectors/types'
import { lookUpConnector } from '../../store/connectorLookup'
import type { PorticoDispatch } from '../../store/listener'
import type { RootState } from '../../store/state'
import { selectNetworks } from '../chain/selectors'
import { servedNetworks } from '../chain/chainNode'
import {
  acceptedWalletAssets,
  dropLowQualityTokens,
  nativeBalanceOf,
  tokenBalanceOfAsset,
  tokenBalanceOfItem,
} from './tokenBalanceRules'
import { answerOf } from '../../api/answerOf'

/** Section 9: balance retry gap 30 s. */
export const balanceRetryGapSeconds = 30

/** A failure is an answer too (cached for the retry gap), so the query itself never fails. */
export type TokenBalanceOutcome =
  | { ok: true; tokens: TokenBalance[]; native: { balance: string; symbol: string }; source: 'wallet' | 'api' }
  | { ok: false; reason: 'unsupportedNetwork' | 'failed' }

export interface TokenBalanceArg {
  /** The account on its network: the cache key. The wallet asked is the one connected then. */
  caipAddress: CaipAddress
}

/**
 * The wallet's own list, or undefined when it has none to give: no asset discovery on this
 * chain, an error, no answer in time, a wallet not to be asked, or a report section 5 refuses.
 */
export async function walletReportedTokens(
  connector: Connector | undefined,
  address: string,
  network: CaipNetwork,
): Promise<TokenBalance[] | undefined> {
  const report = await connector?.walletAssets({ address, caipNetworkId: network.caipNetworkId })
  if (report === undefined) return undefined
  return acceptedWalletAssets(report, hexChainId(network.caipNetworkId))?.map((asset) =>
    tokenBalanceOfAsset(asset, network.caipNetworkId),
  )
}

function loaded(list: TokenBalance[], network: CaipNetwork, source: 'wallet' | 'api'): TokenBalanceOutcome {
  const tokens = dropLowQualityTokens(list)
  return { ok: true, tokens, native: nativeBalanceOf(tokens, network), source }
}

/** The connector of the wallet connected for the namespace, if any. */
function connectedConnector(api: BaseQueryApi, namespace: ChainNamespace): Connector | undefined {
  const connectorId = (api.getState() as RootState).portico.connectors.connectedIdByNamespace[namespace]
  return connectorId ? lookUpConnector(api.dispatch, connectorId) : undefined
}

/**
 * The network of `caipAddress` when its balances can be asked for: one of the host's, in a
 * namespace that has balances. Undefined otherwise.
 */
export function balanceNetworkOf(state: RootState, caipAddress: CaipAddress): CaipNetwork | undefined {
  const [namespace, reference] = caipAddress.split(':')
  const network = selectNetworks(state).find((n) => n.caipNetworkId === `${namespace}:${reference}`)
  return network && (balanceNamespaces as readonly string[]).includes(network.chainNamespace) ? network : undefined
}

/**
 * The token list of `address` on `network` from the Blockchain API's balance call, which no
 * wallet sees. `forceRefetch` passes the call's own cache (for a query that keeps its own).
 */
export async function apiTokenBalance(
  dispatch: PorticoDispatch,
  network: CaipNetwork,
  address: string,
  { forceRefetch = false } = {},
): Promise<TokenBalanceOutcome> {
  // The balance call answers an unsupported network with an empty list, which would read as
  // "holds nothing": the served networks (cached for an hour) tell the two apart.
  const served = await servedNetworks(dispatch)
  if (served && !served.includes(network.caipNetworkId)) return { ok: false, reason: 'unsupportedNetwork' }
  const answer = await answerOf(
    dispatch(
      blockchainApi.endpoints.balance.initiate(
        { params: { address }, query: { currency: 'usd', chainId: network.caipNetworkId } },
        { forceRefetch },
      ),
    ),
  )
  if (answer.isError || !answer.data) return { ok: false, reason: 'failed' }
  return loaded(
    answer.data.balances.map((item) => tokenBalanceOfItem(item, network)),
    network,
    'api',
  )
}

async function tokenBalanceOf({ caipAddress }: TokenBalanceArg, api: BaseQueryApi): Promise<TokenBalanceOutcome> {
  const address = caipAddress.split(':')[2]!
  const network = balanceNetworkOf(api.getState() as RootState, caipAddress)
  if (!network) return { ok: false, reason: 'unsupportedNetwork' }
  if (network.chainNamespace === 'eip155') {
    // The connector decides whether its wallet may be asked (one on another device is not).
    const reported = await walletReportedTokens(connectedConnector(api, network.chainNamespace), address, network)
    if (reported) return loaded(reported, network, 'wallet')
  }
  // Always to the server: this query's cache decides when the list is asked for again.
  return apiTokenBalance(api.dispatch, network, address, { forceRefetch: true })
}

/** Seconds an outcome is kept: a list for the balance cache, a failure for the retry gap. */
const lifetimeSeconds = (outcome: TokenBalanceOutcome | undefined) =>
  outcome?.ok === false ? balanceRetryGapSeconds : balanceCacheSeconds

export const balancesApi = /* @__PURE__ */ porticoApi.injectEndpoints({
  endpoints: (build) => ({
    tokenBalance: build.query<TokenBalanceOutcome, TokenBalanceArg>({
      queryFn: async (arg, api) => {
        try {
          return { data: await tokenBalanceOf(arg, api) }
        } catch (cause) {
          // A connector that throws instead of answering undefined: a failure like any other.
          console.warn('Portico: the token list could not be loaded', cause)
          return { data: { ok: false, reason: 'failed' } }
        }
      },
      forceRefetch: ({ endpointState }) =>
        !!endpointState?.fulfilledTimeStamp &&
        Date.now() - endpointState.fulfilledTimeStamp >=
          lifetimeSeconds(endpointState.data as TokenBalanceOutcome | undefined) * 1000,
      // Kept while either lifetime runs; past it the rule above asks again anyway.
      keepUnusedDataFor: Math.max(balanceCacheSeconds, balanceRetryGapSeconds),
    }),
  }),
})
