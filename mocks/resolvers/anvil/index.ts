// The answers a local anvil node gives instead of the db, for the networks it is set to answer
// (HandlerOptions.anvil): JSON-RPC is forwarded as it is (mocks/handlers), balances and history
// are read from the chain by these resolvers, so what a wallet sends on anvil shows in the modal.
import { anvilBalance } from './balance'
import { anvilHistory } from './history'
import { anvilRegisterName } from './registerName'
import { chainOfCoinType } from '../names'
import type { AnvilForwarding, AnvilResolver } from './types'

export { historyBlockWindow } from './history'
export type { AnvilForwarding, AnvilResolver } from './types'

export const anvilResolvers: Record<string, AnvilResolver<never>> = {
  'blockchain.balance': anvilBalance as AnvilResolver<never>,
  'blockchain.history': anvilHistory as AnvilResolver<never>,
  'blockchain.registerName': anvilRegisterName as AnvilResolver<never>,
}

/** The network a request is about: its `chainId` query, or for a name registration the chain of its coin type. */
export function networkOfRequest(endpoint: string, parts: { query: Record<string, unknown>; body?: unknown }) {
  if (endpoint === 'blockchain.registerName') {
    const coinType = (parts.body as { coin_type?: unknown } | undefined)?.coin_type
    return typeof coinType === 'number' ? `eip155:${chainOfCoinType(coinType)}` : undefined
  }
  return parts.query.chainId as string | undefined
}

/** Whether the node answers for a network: the listed ones, or without a list every eip155 one. */
export function anvilAnswers(anvil: AnvilForwarding, caipNetworkId: string | undefined): boolean {
  if (!caipNetworkId) return false
  return anvil.caipNetworkIds ? anvil.caipNetworkIds.includes(caipNetworkId) : caipNetworkId.startsWith('eip155:')
}
