// The request run on the network's own node before the wallet is asked: eth_simulateV1 (the
// execution API's simulation) with traceTransfers, so the node reports every coin movement as an
// ERC-20 Transfer log from 0xeeee…eeee beside the tokens' own logs. All calls run in one
// simulated block, in order, as a batch runs them (all or nothing); validation is off, so the
// network fee and nonce play no part (the preview is about what moves, the fee is said apart).
import type { PreviewRequest } from './previewTypes'

/** One JSON-RPC request to the network's node: its result, or a thrown RpcResponseError / transport error. */
export type NodeAsk = (method: string, params: readonly unknown[]) => Promise<unknown>

export interface SimulatedLog {
  address: string
  topics: string[]
  data: string
}

export interface SimulatedCall {
  ok: boolean
  returnData: string
  logs: SimulatedLog[]
  /** The node's words for a failed call. */
  error?: string
}

/** The node's answer read: each call's outcome, or the request refused as a whole (its words). */
export type Simulated = { calls: SimulatedCall[] } | { refused: string }

/** The JSON-RPC codes a node uses for a request that cannot run (not enough coin, a transaction it rejects). */
const refusedCodes = new Set([-32003, -38014, -32000, 3])

export class SimulationUnsupportedError extends Error {}

const isMissingMethod = (error: { code?: unknown; message?: unknown }) =>
  error.code === -32601 ||
  (typeof error.message === 'string' &&
    /method .*(not found|not supported|does not exist|unsupported)/i.test(error.message))

export async function simulateRequest(ask: NodeAsk, request: PreviewRequest): Promise<Simulated> {
  const calls = request.calls.map((call) => ({
    from: request.from,
    to: call.to,
    ...(call.value && { value: call.value }),
    ...(call.data && call.data !== '0x' && { data: call.data }),
  }))
  let answer: unknown
  try {
    answer = await ask('eth_simulateV1', [
      { blockStateCalls: [{ calls }], traceTransfers: true, validation: false },
      'latest',
    ])
  } catch (error) {
    const rpc = error as { code?: unknown; message?: unknown }
    if (isMissingMethod(rpc)) throw new SimulationUnsupportedError(String(rpc.message))
    if (typeof rpc.code === 'number' && refusedCodes.has(rpc.code) && typeof rpc.message === 'string')
      return { refused: rpc.message }
    throw error
  }
  const block = Array.isArray(answer) ? (answer[0] as { calls?: unknown } | undefined) : undefined
  if (!block || !Array.isArray(block.calls) || block.calls.length !== calls.length)
    throw new Error('The node answered eth_simulateV1 with something other than one block of the calls')
  return {
    calls: (block.calls as Record<string, unknown>[]).map((call) => ({
      ok: call.status === '0x1',
      returnData: typeof call.returnData === 'string' ? call.returnData : '0x',
      logs: Array.isArray(call.logs)
        ? (call.logs as SimulatedLog[]).filter(
            (log) => typeof log?.address === 'string' && Array.isArray(log.topics) && typeof log.data === 'string',
          )
        : [],
      ...(typeof (call.error as { message?: unknown } | undefined)?.message === 'string' && {
        error: (call.error as { message: string }).message,
      }),
    })),
  }
}
