// JSON-RPC over HTTP (`POST /v1/?chainId=…`): the read methods a wallet modal uses, answered
// from the same rows as the Blockchain API, so eth_getBalance and balanceOf agree with the
// balances call, and eth_simulateV1 runs a request on those rows (simulate.ts); a Solana
// network's methods are solanaJsonRpc's. A call or a batch of calls;
// errors follow JSON-RPC: HTTP 200 with an `error` member (in a batch, in that call's answer).
import type { blockchainContract } from '../../src/contract/blockchain'
import type { JsonRpcRequest } from '../../src/contract'
import type { MockDb, Row } from '../db'
import { accountKey, balanceId, caipKey } from '../db/keys'
import { addressArgument, encodeStringResult, encodeUintResult, selectors } from './abi'
import { refuse } from './answers'
import { answerSolana } from './solanaJsonRpc'
import { callGas, simulateV1 } from './simulate'
import type { MockContext, Resolver } from './types'

type RpcEntry = (typeof blockchainContract)['rpc']

const hexQuantity = (value: bigint | number) => `0x${BigInt(value).toString(16)}`
const isAddress = (value: unknown): value is string => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)

/** A JSON-RPC outcome before the envelope is added. */
export type Outcome = { result: unknown } | { error: { code: number; message: string } }

const methodNotFound: Outcome = { error: { code: -32601, message: 'Method not found' } }
const invalidParams = (message: string): Outcome => ({ error: { code: -32602, message: `Invalid params: ${message}` } })

function rawBalance(db: MockDb, account: string, tokenId: string): bigint {
  const row = db.balance.findFirst({ where: { id: { equals: balanceId(account, tokenId) } } })
  return BigInt(row?.raw ?? '0')
}

/** ERC-20 reads on a token the db knows; a call to an address without code yields '0x'. */
function ethCall(db: MockDb, chain: Row<'chain'>, call: unknown): Outcome {
  const { to, data, input } = (call ?? {}) as { to?: unknown; data?: unknown; input?: unknown }
  const calldata = typeof data === 'string' ? data : typeof input === 'string' ? input : '0x'
  if (!isAddress(to)) return invalidParams('eth_call needs a `to` address')
  const token = db.token.findFirst({ where: { id: { equals: caipKey(`${chain.caipNetworkId}:${to}`) } } })
  if (!token || token.isNative) return { result: '0x' }
  const selector = calldata.slice(0, 10).toLowerCase()
  if (selector === selectors.decimals) return { result: encodeUintResult(token.decimals) }
  if (selector === selectors.symbol) return { result: encodeStringResult(token.symbol) }
  if (selector === selectors.balanceOf) {
    const owner = addressArgument(calldata)
    return owner
      ? { result: encodeUintResult(rawBalance(db, owner, token.id)) }
      : invalidParams('balanceOf needs an address')
  }
  return { error: { code: 3, message: 'execution reverted' } }
}

async function answer(
  { db, now }: MockContext,
  chain: Row<'chain'>,
  method: string,
  params: readonly unknown[],
): Promise<Outcome> {
  if (chain.namespace === 'solana') return (await answerSolana(db, chain, method, params)) ?? methodNotFound
  // Only EVM chains speak the methods below.
  if (chain.namespace !== 'eip155') return methodNotFound
  switch (method) {
    case 'eth_chainId':
      return { result: hexQuantity(BigInt(chain.reference)) }
    case 'net_version':
      return { result: chain.reference }
    case 'eth_blockNumber':
      return { result: hexQuantity(chain.blockNumber) }
    case 'eth_gasPrice':
      return { result: hexQuantity(BigInt(chain.gasPriceWei)) }
    case 'eth_getBalance': {
      const [address] = params
      if (!isAddress(address)) return invalidParams('eth_getBalance needs an address')
      const native = db.token.findFirst({
        where: { chainId: { equals: chain.caipNetworkId }, isNative: { equals: true } },
      })
      return { result: hexQuantity(native ? rawBalance(db, accountKey(address), native.id) : 0n) }
    }
    case 'eth_call':
      return ethCall(db, chain, params[0])
    case 'eth_estimateGas': {
      const { data, input } = (params[0] ?? {}) as { data?: unknown; input?: unknown }
      const calldata = typeof data === 'string' ? data : typeof input === 'string' ? input : '0x'
      return { result: hexQuantity(callGas(calldata)) }
    }
    case 'eth_simulateV1':
      return simulateV1(db, chain, params, now)
    default:
      return methodNotFound
  }
}

export const jsonRpcResolver: Resolver<RpcEntry> = async ({ query, body }, context) => {
  const { db } = context
  // A chain the API does not serve is refused before JSON-RPC, as the real endpoint does.
  const chain = db.chain.findFirst({ where: { caipNetworkId: { equals: query.chainId } } })
  if (!chain || !chain.servedOverHttp)
    return refuse(
      400,
      `We don't support the chainId you provided: ${query.chainId}. See the list of supported chains here: https://docs.reown.com/cloud/blockchain-api#supported-chains`,
      'chainId',
    )
  const answerTo = async (call: JsonRpcRequest) => ({
    jsonrpc: '2.0' as const,
    id: call.id,
    ...(await answer(context, chain, call.method, call.params ?? [])),
  })
  // A batch is answered call by call, as the node behind the real endpoint does: one answer per
  // call, a call's error its own.
  return { json: Array.isArray(body) ? await Promise.all(body.map(answerTo)) : await answerTo(body) }
}
