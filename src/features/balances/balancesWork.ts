// The token list of an account on a network, as the balance flow asks for it: the wallet's own
// report (EIP-5792 capabilities, then ERC-7811 wallet_getAssets) when it gives one that passes
// section 5, else the Blockchain API's balance call. Imported lazily by the flow: it needs the
// api chunk and zod, which the first load does without.
import { blockchainApi } from '../../api/porticoApi'
import type { CaipNetwork, TokenBalance } from '../../contract'
import { hexChainId, isEip1193Provider } from '../../connectors/eip1193Provider'
import type { PorticoDispatch } from '../../store/listener'
import { acceptedWalletAssets, dropLowQualityTokens, nativeBalanceOf, tokenBalanceOfAsset, tokenBalanceOfItem } from './tokenBalanceRules'

export type TokenBalanceOutcome =
  | { ok: true; tokens: TokenBalance[]; native: { balance: string; symbol: string }; source: 'wallet' | 'api' }
  | { ok: false; reason: 'unsupportedNetwork' | 'failed' }

/** Not in the spec: a wallet that never answers must not hold the list back. */
export const walletAssetsWaitMs = 5000

function answerWithin<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('The wallet did not answer')), ms)))
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

type Capabilities = Record<string, { assetDiscovery?: { supported?: boolean } } | undefined>

/**
 * The wallet's own list, or undefined when it has none to give: no EIP-1193 provider, no asset
 * discovery on this chain, an error, no answer in time, or a report section 5 refuses.
 */
export async function walletReportedTokens(provider: unknown, address: string, network: CaipNetwork): Promise<TokenBalance[] | undefined> {
  if (!isEip1193Provider(provider)) return undefined
  const chainIdHex = hexChainId(network.caipNetworkId)
  try {
    const capabilities = (await answerWithin(provider.request({ method: 'wallet_getCapabilities', params: [address, [chainIdHex]] }), walletAssetsWaitMs)) as Capabilities | null
    if (capabilities?.[chainIdHex]?.assetDiscovery?.supported !== true) return undefined
    const report = await answerWithin(provider.request({ method: 'wallet_getAssets', params: [{ account: address, chainFilter: [chainIdHex] }] }), walletAssetsWaitMs)
    return acceptedWalletAssets(report, chainIdHex)?.map((asset) => tokenBalanceOfAsset(asset, network.caipNetworkId))
  } catch {
    return undefined
  }
}

function loaded(list: TokenBalance[], network: CaipNetwork, source: 'wallet' | 'api'): TokenBalanceOutcome {
  const tokens = dropLowQualityTokens(list)
  return { ok: true, tokens, native: nativeBalanceOf(tokens, network), source }
}

export interface TokenBalanceTarget {
  address: string
  network: CaipNetwork
  /** The connected wallet's provider for the network's namespace, when it may be asked. */
  provider?: unknown
  /** Past the 30 s cache (a transaction was just sent). */
  refresh?: boolean
}

export async function loadTokenBalance(dispatch: PorticoDispatch, { address, network, provider, refresh }: TokenBalanceTarget): Promise<TokenBalanceOutcome> {
  if (network.chainNamespace === 'eip155') {
    const reported = await walletReportedTokens(provider, address, network)
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
