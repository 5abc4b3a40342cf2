// The answers a local anvil node gives instead of the db, for the networks it is set to answer
// (HandlerOptions.anvil): JSON-RPC is forwarded as it is (mocks/handlers), balances and history
// are read from the chain by these resolvers, so what a wallet sends on anvil shows in the modal;
// names are registered with the chain's signature check, and swaps go through the demo's pool.
import { anvilBalance } from './balance'
import { anvilHistory } from './history'
import { anvilRegisterName } from './registerName'
import {
  anvilConvertAllowance,
  anvilConvertBuildApprove,
  anvilConvertBuildTransaction,
  anvilConvertQuotes,
  anvilConvertTokens,
} from './swaps'
import { chainOfCoinType } from '../names'
import type { AnvilForwarding, AnvilResolver } from './types'

export { historyBlockWindow } from './history'
export type { AnvilForwarding, AnvilResolver } from './types'

export const anvilResolvers: Record<string, AnvilResolver<never>> = {
  'blockchain.balance': anvilBalance as AnvilResolver<never>,
  'blockchain.history': anvilHistory as AnvilResolver<never>,
  'blockchain.registerName': anvilRegisterName as AnvilResolver<never>,
  'blockchain.convertTokens': anvilConvertTokens as AnvilResolver<never>,
  'blockchain.convertQuotes': anvilConvertQuotes as AnvilResolver<never>,
  'blockchain.convertAllowance': anvilConvertAllowance as AnvilResolver<never>,
  'blockchain.convertBuildApprove': anvilConvertBuildApprove as AnvilResolver<never>,
  'blockchain.convertBuildTransaction': anvilConvertBuildTransaction as AnvilResolver<never>,
}

/** The CAIP-2 network of a CAIP address (`eip155:31337` of `eip155:31337:0x…`). */
const networkOfAsset = (caipAddress: unknown) =>
  typeof caipAddress === 'string' ? caipAddress.split(':').slice(0, 2).join(':') : undefined

/**
 * The network a request is about: its `chainId` query; for a name registration the chain of its
 * coin type; for a swap's quote, allowance, approval and transaction the network of its token.
 */
export function networkOfRequest(endpoint: string, parts: { query: Record<string, unknown>; body?: unknown }) {
  const body = (parts.body ?? {}) as Record<string, unknown>
  switch (endpoint) {
    case 'blockchain.registerName': {
      const coinType = body.coin_type
      return typeof coinType === 'number' ? `eip155:${chainOfCoinType(coinType)}` : undefined
    }
    case 'blockchain.convertQuotes':
    case 'blockchain.convertBuildApprove':
      return networkOfAsset(parts.query.from)
    case 'blockchain.convertAllowance':
      return networkOfAsset(parts.query.tokenAddress)
    case 'blockchain.convertBuildTransaction':
      return networkOfAsset(body.from)
    default:
      return parts.query.chainId as string | undefined
  }
}

/**
 * Whether the node's resolvers take a request: one about a network the node answers for, and a
 * history of every network (no `chainId`), which adds the node's transactions to the db's.
 */
export function anvilTakes(
  anvil: AnvilForwarding,
  endpoint: string,
  parts: { query: Record<string, unknown>; body?: unknown },
): boolean {
  if (endpoint === 'blockchain.history' && parts.query.chainId === undefined && !parts.query.onramp) return true
  return anvilAnswers(anvil, networkOfRequest(endpoint, parts))
}

/** Whether the node answers for a network: the listed ones, or without a list every eip155 one. */
export function anvilAnswers(anvil: AnvilForwarding, caipNetworkId: string | undefined): boolean {
  if (!caipNetworkId) return false
  return anvil.caipNetworkIds ? anvil.caipNetworkIds.includes(caipNetworkId) : caipNetworkId.startsWith('eip155:')
}
