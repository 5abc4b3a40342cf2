// The JSON-RPC node behind the story wallets (their rpcUrl), for stories that send: it answers
// what a wallet's viem client asks while preparing and sending a transaction, and either takes
// the signed transaction (its hash is the real one) or refuses it as a node would. Its chain
// mines what it took when the story says so: the receipt is then answered here and where Portico
// reads the chain (the Blockchain API's JSON-RPC, section 9), succeeded or reverted. A story
// passes it as `parameters.msw`, so no request ever reaches a node on the machine.
import { http, HttpResponse } from 'msw'
import { keccak256, numberToHex, parseTransaction, recoverTransactionAddress, type Hex } from 'viem'
import { jsonRpcUrl } from '../src/api/jsonRpcQuery'
import { defaultBaseUrls } from '../src/contract'
import { unusedRpcUrl } from './wallets'

export interface StoryNodeOptions {
  chainId?: number
  /** The node refuses the transaction with this JSON-RPC error. */
  refuse?: { code: number; message: string }
  /** Addresses with code on the chain (a smart account deployed already); every other has none. */
  contracts?: readonly string[]
  /**
   * The chain mines each transaction the node took, at once: its receipt says it succeeded, or
   * that it reverted. Without it nothing is ever mined (a sent transaction stays pending).
   */
  mines?: 'succeeded' | 'reverted'
}

interface JsonRpcCall {
  id: number
  method: string
  params?: unknown[]
}

/** Where Portico reads a network the Blockchain API serves (its JSON-RPC call), without the query. */
function apiNodeUrl(chainId: number) {
  const url = new URL(jsonRpcUrl({ baseUrls: defaultBaseUrls, projectId: '' }, `eip155:${chainId}`))
  return url.origin + url.pathname
}

const gasPrice = 1_000_000_000n
const gwei = numberToHex(gasPrice)
const transferGas = 21_000n
/** What a transaction the story node mines costs its sender: a transfer's gas at its 1 gwei. */
export const storyNodeFee = transferGas * gasPrice

export function storyNode({ chainId = 1, refuse, contracts = [], mines }: StoryNodeOptions = {}) {
  const deployed = new Set(contracts.map((address) => address.toLowerCase()))
  /** What the node took, by hash: the signed transaction. */
  const taken = new Map<string, Hex>()
  const receiptOf = async (hash: unknown) => {
    const raw = typeof hash === 'string' ? taken.get(hash) : undefined
    if (!mines || !raw) return null
    const { to } = parseTransaction(raw)
    return {
      transactionHash: hash,
      transactionIndex: '0x0',
      blockHash: `0x${'22'.repeat(32)}`,
      blockNumber: '0x2',
      from: await recoverTransactionAddress({ serializedTransaction: raw as never }),
      to: to ?? null,
      cumulativeGasUsed: numberToHex(transferGas),
      gasUsed: numberToHex(transferGas),
      effectiveGasPrice: gwei,
      contractAddress: null,
      logs: [],
      logsBloom: `0x${'00'.repeat(256)}`,
      status: mines === 'succeeded' ? '0x1' : '0x0',
      type: '0x2',
    }
  }
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
    eth_estimateGas: () => numberToHex(transferGas),
    // Any code stands for a contract's: nothing here runs it.
    eth_getCode: ([address]) => (deployed.has(String(address).toLowerCase()) ? '0x60806040' : '0x'),
    eth_sendRawTransaction: ([raw]) => {
      const hash = keccak256(raw as Hex)
      taken.set(hash, raw as Hex)
      return hash
    },
    eth_getTransactionReceipt: ([hash]) => receiptOf(hash),
  }
  return [
    http.post(unusedRpcUrl, async ({ request }) => {
      const { id, method, params = [] } = (await request.json()) as JsonRpcCall
      if (method === 'eth_sendRawTransaction' && refuse) return HttpResponse.json({ jsonrpc: '2.0', id, error: refuse })
      const answer = answers[method]
      if (!answer)
        return HttpResponse.json({
          jsonrpc: '2.0',
          id,
          error: { code: -32601, message: `Method not found: ${method}` },
        })
      return HttpResponse.json({ jsonrpc: '2.0', id, result: await answer(params) })
    }),
    // Portico asks the Blockchain API for receipts (a batch, as its transport sends them): those
    // are this chain's to answer; every other call goes on to the mocks.
    http.post(apiNodeUrl(chainId), async ({ request }) => {
      if (!mines || new URL(request.url).searchParams.get('chainId') !== `eip155:${chainId}`) return undefined
      // Read from a copy: a call this chain leaves to the mocks goes on with its body unread.
      const body = (await request.clone().json()) as JsonRpcCall | JsonRpcCall[]
      const calls = Array.isArray(body) ? body : [body]
      if (!calls.every((call) => call.method === 'eth_getTransactionReceipt')) return undefined
      const answers = await Promise.all(
        calls.map(async ({ id, params = [] }) => ({ jsonrpc: '2.0', id, result: await receiptOf(params[0]) })),
      )
      return HttpResponse.json(Array.isArray(body) ? answers : answers[0])
    }),
  ]
}
