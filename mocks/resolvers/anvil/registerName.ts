// `POST /v1/profile/account` for a name on a network a local anvil answers: the server's checks
// (names.ts), with the signature asked of the chain, so the embedded wallet's smart account,
// whose signatures only its ERC-1271 answer accepts, can register a name in the offline demo.
import type { blockchainContract } from '../../../src/contract/blockchain'
import { chainOfCoinType, registerName } from '../names'
import { nodeAt } from './node'
import type { AnvilResolver } from './types'

export const anvilRegisterName: AnvilResolver<(typeof blockchainContract)['registerName']> = (request, context) =>
  registerName(request, context, {
    // The handler calls this only for a chain the node answers: names are registered there.
    chains: new Set([chainOfCoinType(request.body.coin_type)]),
    verify: (args) => nodeAt(context.anvil.url).verifyMessage(args),
  })
