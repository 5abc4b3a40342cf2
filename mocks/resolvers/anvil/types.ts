import type { AnyEndpointContract } from '../../../src/contract'
import type { MockAnswer, MockContext, MockRequest } from '../types'

/**
 * A local anvil node that answers for some networks instead of the db: their JSON-RPC calls are
 * forwarded to it, and their balances and history are read from it, so a transaction sent there
 * shows in the modal.
 */
export interface AnvilForwarding {
  url: string
  /** The networks anvil answers for; absent means every eip155 network. */
  caipNetworkIds?: readonly string[]
  /** How many of the latest blocks a history call reads; default `historyBlockWindow` (5000). */
  historyBlocks?: number
}

/** A resolver that reads a local anvil node; the handler calls it only for networks the node answers. */
export type AnvilResolver<E extends AnyEndpointContract> = (
  request: MockRequest<E>,
  context: MockContext & { anvil: AnvilForwarding },
) => Promise<MockAnswer<E>>
