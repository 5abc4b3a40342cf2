// An EIP-1193 provider over the embedded wallet's frame, so the eip155 requests every connector
// shares (eip155Requests.ts) work through it too. Section 7: the chain id is answered locally
// from the last used chain; the accounts are the signed-in user's. Section 6: a method outside
// the safe and unsafe lists is refused here, before the frame hears of it; a safe read of the
// node goes straight to the Blockchain API's JSON-RPC with section 9's transport, not through
// the frame.
import type { FrameClient } from '../../frame/frameClient'
import { rpcMethodKind, rpcRequestProblem, rpcNotAllowed } from '../../frame/rpcMethods'
import type { HttpRpcTransport } from '../../rpc/httpRpcTransport'
import { hexChainId, type Eip1193Provider, type Eip1193RequestArguments } from '../eip1193Provider'
import { toWalletError, WalletError } from '../walletErrors'

export interface FrameProviderContext {
  client: () => Promise<FrameClient>
  /** The last used chain, as a number. */
  chainId: () => number
  /** The signed-in user's address, when there is one. */
  address: () => string | undefined
  /** The node of a chain, for the safe reads (none: they go through the frame). */
  node?: (chainId: number) => HttpRpcTransport | undefined
}

/** Safe methods the node answers (the rest of the safe list, wallet_*, is the wallet's). */
const nodeRead = (method: string) => method.startsWith('eth_') && rpcMethodKind(method) === 'safe'

/**
 * Sections 5 and 6 before the frame hears of a request, in EIP-1193's codes: a method outside
 * the lists (or not this provider's) is 4200 with the spec's words, bad params -32602.
 */
export function refuseUnfit(method: string, params: unknown, served = true) {
  const problem = served ? rpcRequestProblem({ method, params }) : rpcNotAllowed
  if (problem === rpcNotAllowed) throw new WalletError('unsupportedMethod', rpcNotAllowed, 4200)
  if (problem) throw new WalletError('invalidParams', problem, -32602)
}

export function createFrameProvider(context: FrameProviderContext): Eip1193Provider {
  return {
    async request({ method, params }: Eip1193RequestArguments) {
      if (method === 'eth_chainId') return hexChainId(`eip155:${context.chainId()}`)
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') {
        const address = context.address()
        return address ? [address] : []
      }
      refuseUnfit(method, params)
      const node = nodeRead(method) ? context.node?.(context.chainId()) : undefined
      try {
        if (node) return await node.request(method, (params as readonly unknown[] | undefined) ?? [])
        const client = await context.client()
        return await client.request('rpcRequest', { method, params, chainId: context.chainId() })
      } catch (error) {
        throw toWalletError(error)
      }
    },
    on: () => {},
    removeListener: () => {},
  }
}
