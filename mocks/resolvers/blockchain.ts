// The Blockchain API's resolvers: one per entry of the contract table, grouped by topic in
// the files they come from.
import type { blockchainContract } from '../../src/contract/blockchain'
import { accountResolvers } from './account'
import { jsonRpcResolver } from './jsonRpc'
import { nameResolvers } from './names'
import { onrampResolvers } from './onramp'
import { sessionResolvers } from './sessions'
import { swapResolvers } from './swaps'
import type { Resolvers } from './types'

export const blockchainResolvers: Resolvers<typeof blockchainContract> = {
  // Insertion order of the chains, which is the catalogue's order.
  supportedChains: (_, { db }) => {
    const chains = db.chain.getAll()
    return {
      json: {
        http: chains.filter((c) => c.servedOverHttp).map((c) => c.caipNetworkId),
        ws: chains.filter((c) => c.servedOverWs).map((c) => c.caipNetworkId),
      },
    }
  },
  ...accountResolvers,
  ...nameResolvers,
  ...swapResolvers,
  ...onrampResolvers,
  ...sessionResolvers,
  rpc: jsonRpcResolver,
}
