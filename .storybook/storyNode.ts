// The JSON-RPC node behind the story wallets (their rpcUrl), for stories that send: it answers
// what a wallet's viem client asks while preparing and sending a transaction, and either takes
// the signed transaction (its hash is the real one) or refuses it as a node would. A story
// passes it as `parameters.msw`, so no request ever reaches a node on the machine.
import { http, HttpResponse } from 'msw'
import { keccak256, numberToHex, type Hex } from 'viem'
import { unusedRpcUrl } from './wallets'

export interface StoryNodeOptions {
  chainId?: number
  /** The node refuses the transaction with this JSON-RPC error. */
  refuse?: { code: number; message: string }
  /** Addresses with code on the chain (a smart account deployed already); every other has none. */
  contracts?: readonly string[]
}

const gwei = numberToHex(1_000_000_000n)

export function storyNode({ chainId = 1, refuse, contracts = [] }: StoryNodeOptions = {}) {
  const deployed = new Set(contracts.map((address) => address.toLowerCase()))
  const answers: Record<string, (params: unknown[]) => unknown> = {
    eth_chainId: () => numberToHex(chainId),
    eth_blockNumber: () => '0x1',
    eth_getTransactionCount: () => '0x0',
    eth_getBlockByNumber: () => ({
      number: '0x1',
      hash: `0x${'11'.repeat(32)}`,
      parentHash: `0x${'00'.repeat(32)}`,
      timestamp: '0x6786a000',
      gasLimit: '0x1c9c380',
      gasUsed: '0x0',
      baseFeePerGas: gwei,
      transactions: [],
    }),
    eth_maxPriorityFeePerGas: () => gwei,
    eth_gasPrice: () => gwei,
    eth_estimateGas: () => numberToHex(21_000),
    // Any code stands for a contract's: nothing here runs it.
    eth_getCode: ([address]) => (deployed.has(String(address).toLowerCase()) ? '0x60806040' : '0x'),
    eth_sendRawTransaction: ([raw]) => keccak256(raw as Hex),
  }
  return [
    http.post(unusedRpcUrl, async ({ request }) => {
      const { id, method, params = [] } = (await request.json()) as { id: number; method: string; params?: unknown[] }
      if (method === 'eth_sendRawTransaction' && refuse) return HttpResponse.json({ jsonrpc: '2.0', id, error: refuse })
      const answer = answers[method]
      if (!answer)
        return HttpResponse.json({
          jsonrpc: '2.0',
          id,
          error: { code: -32601, message: `Method not found: ${method}` },
        })
      return HttpResponse.json({ jsonrpc: '2.0', id, result: answer(params) })
    }),
  ]
}
