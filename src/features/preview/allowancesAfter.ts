// The allowances a request leaves, read from the token itself after the request's calls: an
// Approval log says what was granted, but a spend (transferFrom) lowers an allowance without a
// log, so a request that approves and spends in one (a batch's approve-and-swap) leaves less than
// its last Approval said. The same calls are simulated again with a read of each allowance after them.
import { decodeFunctionResult, encodeFunctionData, erc20Abi, erc721Abi, type Address, type Hex } from 'viem'
import type { PreviewRequest } from './previewTypes'
import { simulateRequest, type NodeAsk } from './simulateRequest'

export interface AllowancePair {
  token: Address
  spender: Address
  /** ApprovalForAll's: read with isApprovedForAll. */
  collection: boolean
}

/** What each pair's allowance is after the request (a collection's: the maximum or 0); undefined where the token did not say. */
export async function allowancesAfter(
  ask: NodeAsk,
  request: PreviewRequest,
  pairs: readonly AllowancePair[],
): Promise<(bigint | undefined)[]> {
  const reads = pairs.map(({ token, spender, collection }) => ({
    to: token,
    data: collection
      ? encodeFunctionData({
          abi: erc721Abi,
          functionName: 'isApprovedForAll',
          args: [request.from as Address, spender],
        })
      : encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [request.from as Address, spender] }),
  }))
  const simulated = await simulateRequest(ask, { ...request, calls: [...request.calls, ...reads] })
  if ('refused' in simulated) return pairs.map(() => undefined)
  return simulated.calls.slice(request.calls.length).map((call, i) => {
    if (!call.ok) return undefined
    try {
      if (pairs[i]!.collection)
        return decodeFunctionResult({ abi: erc721Abi, functionName: 'isApprovedForAll', data: call.returnData as Hex })
          ? 2n ** 256n - 1n
          : 0n
      return decodeFunctionResult({ abi: erc20Abi, functionName: 'allowance', data: call.returnData as Hex })
    } catch {
      return undefined
    }
  })
}
