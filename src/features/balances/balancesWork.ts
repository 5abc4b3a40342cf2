// The token list of an account on a network, as the balance flow asks for it: the wallet's own
// report of its assets (its connector asks it) when it gives one that passes section 5, else
// the Blockchain API's balance call. Imported lazily by the flow: it needs the
// api chunk and zod, which the first load does without.
import { blockchainApi } from '../../api/porticoApi'
import type { CaipNetwork, TokenBalance } from '../../contract'
import { hexChainId } from '../../connectors/eip1193Provider'
import type { Connector } from '../../connectors/types'
import type { PorticoDispatch } from '../../store/listener'
import { acceptedWalletAssets, dropLowQualityTokens, nativeBalanceOf, tokenBalanceOfAsset, tokenBalanceOfItem } from './tokenBalanceRules'

export type TokenBalanceOutcome =
  | { ok: true; tokens: TokenBalance[]; native: { balance: string; symbol: string }; source: 'wallet' | 'api' }
  | { ok: false; reason: 'unsupportedNetwork' | 'failed' }

/**
 * The wallet's own list, or undefined when it has none to give: no asset discovery on this
 * chain, an error, no answer in time, a wallet not to be asked, or a report section 5 refuses.
 */
export async function walletReportedTokens(connector: Connector | undefined, address: string, network: CaipNetwork): Promise<TokenBalance[] | undefined> {
  const report = await connector?.walletAssets({ address, caipNetworkId: network.caipNetworkId })
  if (report === undefined) return undefined
  return acceptedWalletAssets(report, hexChainId(network.caipNetworkId))?.map((asset) => tokenBalanceOfAsset(asset, network.caipNetworkId))
}

function loaded(list: TokenBalance[], network: CaipNetwork, source: 'wallet' | 'api'): TokenBalanceOutcome {
  const tokens = dropLowQualityTokens(list)
  return { ok: true, tokens, native: nativeBalanceOf(tokens, network), source }
}

export interface TokenBalanceTarget {
  address: string
  network: CaipNetwork
  /** The connected wallet's connector for the network's namespace. */
  connector?: Connector
  /** Past the 30 s cache (a transaction was just sent). */
  refresh?: boolean
}

export async function loadTokenBalance(dispatch: PorticoDispatch, { address, network, connector, refresh }: TokenBalanceTarget): Promise<TokenBalanceOutcome> {
  if (network.chainNamespace === 'eip155') {
    const reported = await walletReportedTokens(connector, address, network)
    if (reported) return loaded(reported, network, 'wallet')
  }
  // The balance call answers an unsupported network with an empty list, which would read as
  // "holds nothing": the served networks (cached for an hour) tell the two apart.
  const served = await dispatch(blockchainApi.endpoints.supportedChains.initiate(undefined, { subscribe: false }))
  if (served.data && !served.data.http.includes(network.caipNetworkId)) return { ok: false, reason: 'unsupportedNetwork' }
  const answer = await dispatch(
    blockchainApi.endpoints.balance.initiate(
      { params: { address }, query: { currency: 'usd', chainId: network.caipNetworkId } },
      { subscribe: false, forceRefetch: refresh },
    ),
  )
  // A failed refetch still carries the last good answer: it is a failure all the same.
  if (answer.isError || !answer.data) return { ok: false, reason: 'failed' }
  return loaded(answer.data.balances.map((item) => tokenBalanceOfItem(item, network)), network, 'api')
}
