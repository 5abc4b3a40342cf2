// An EIP-1193 provider over the embedded wallet's frame, so the eip155 requests every connector
// shares (eip155Requests.ts) work through it too. Section 7: the chain id is answered locally
// from the last used chain; the accounts are the signed-in user's. Section 6: a method outside
// the safe and unsafe lists is refused here, before the frame hears of it; a safe read of the
// node goes straight to the Blockchain API's JSON-RPC with section 9's transport, not through
// the frame.
import type { FrameClient } from '../../frame/frameClient'
import { hashAnswerMethods, isHashLike, rpcMethodKind, rpcRequestProblem, rpcNotAllowed } from '../../frame/rpcMethods'
import type { HttpRpcTransport } from '../../rpc/httpRpcTransport'
import { hexChainId, type Eip1193Provider, type Eip1193RequestArguments } from '../eip1193Provider'
import { toWalletError, WalletError } from '../walletErrors'

export interface FrameProviderContext {
  client: () => Promise<FrameClient>
  /** The last used chain, as a number. */
  chainId: () => number
  /** Its RPC URL, sent with each request as the client does. */
  rpcUrl?: () => string | undefined
  /** The signed-in user's address, when there is one. */
  address: () => string | undefined
  /** The node of a chain, for the safe reads (none: they go through the frame). */
  node?: (chainId: number) => HttpRpcTransport | undefined
  /** A method refused as not allowed (section 8: the visitor is told "Action not allowed"). */
  onRefused?: (method: string) => void
}

/** Safe methods the node answers (the rest of the safe list, wallet_*, is the wallet's). */
const nodeRead = (method: string) => method.startsWith('eth_') && rpcMethodKind(method) === 'safe'

/**
 * Sections 5 and 6 before the frame hears of a request, in EIP-1193's codes: a method outside
 * the lists (or not this provider's) is 4200 with the spec's words, bad params -32602.
 */
export function refuseUnfit(method: string, params: unknown, served = true, onRefused?: (method: string) => void) {
  const problem = served ? rpcRequestProblem({ method, params }) : rpcNotAllowed
  if (problem === rpcNotAllowed) {
    console.error(rpcNotAllowed, { method })
    onRefused?.(method)
    throw new WalletError('unsupportedMethod', rpcNotAllowed, 4200)
  }
  if (problem) throw new WalletError('invalidParams', problem, -32602)
}

/** Section 5: an answer that must be a transaction hash or a signature and is not, refused. */
function hashLikeAnswer(method: string, answer: unknown): unknown {
  if (hashAnswerMethods.has(method) && !isHashLike(answer)) throw new WalletError('unknown', 'An error occurred')
  return answer
}

export function createFrameProvider(context: FrameProviderContext): Eip1193Provider {
  return {
    async request({ method, params }: Eip1193RequestArguments) {
      if (method === 'eth_chainId') return hexChainId(`eip155:${context.chainId()}`)
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') {
        const address = context.address()
        return address ? [address] : []
      }
      refuseUnfit(method, params, true, context.onRefused)
      const node = nodeRead(method) ? context.node?.(context.chainId()) : undefined
      try {
        if (node) return await node.request(method, (params as readonly unknown[] | undefined) ?? [])
        const client = await context.client()
        const rpcUrl = context.rpcUrl?.()
        const answer = await client.request('rpcRequest', {
          method,
          params,
          chainId: context.chainId(),
          chainNamespace: 'eip155',
          ...(rpcUrl && { rpcUrl }),
        })
        return hashLikeAnswer(method, answer)
      } catch (error) {
        throw toWalletError(error)
      }
    },
    on: () => {},
    removeListener: () => {},
  }
}
