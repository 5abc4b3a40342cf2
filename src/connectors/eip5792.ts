// EIP-5792 (version 2.0.0) as a wallet speaks it: what it can do on a chain
// (wallet_getCapabilities), a batch of calls sent as one request (wallet_sendCalls) and where
// that batch stands (wallet_getCallsStatus). Read strictly: an answer that is not the EIP's
// shape is no capability, and a status that is not the EIP's is an error, never a success.
import type { CaipNetworkId } from '../contract'
import { hexChainId } from './eip1193Provider'
import { noCapabilities, type CallsRequest, type CallsStatus, type ChainCapabilities } from './types'
import { WalletError } from './walletErrors'

/** What asks the wallet: one JSON-RPC method (eip155Requests' JsonRpcAsk). */
type Ask = (method: string, params: readonly unknown[]) => Promise<unknown>

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const supported = (value: unknown) => isRecord(value) && value.supported === true

/**
 * One chain's capabilities from the wallet's answer: the chain's own entry over the "0x0" entry
 * (EIP-5792: what applies to every chain). `atomic.status` is version 2's word; version 1's
 * `atomicBatch.supported` (wallets not yet updated) reads as supported.
 */
export function readCapabilities(answer: unknown, chainIdHex: string): ChainCapabilities {
  if (!isRecord(answer)) return noCapabilities
  const entry = {
    ...(isRecord(answer['0x0']) ? answer['0x0'] : {}),
    ...(isRecord(answer[chainIdHex]) ? answer[chainIdHex] : {}),
  }
  const status = isRecord(entry.atomic) ? entry.atomic.status : undefined
  return {
    atomic:
      status === 'supported' || status === 'ready'
        ? status
        : status === undefined && supported(entry.atomicBatch)
          ? 'supported'
          : 'unsupported',
    paymasterService: supported(entry.paymasterService),
    auxiliaryFunds: supported(entry.auxiliaryFunds),
  }
}

/**
 * The wallet's capabilities for the account on one chain. A wallet without the method (4200,
 * -32601) or with an error has none: the flows send one call at a time, as to any wallet.
 */
export async function eip155Capabilities(ask: Ask, address: string, caipNetworkId: CaipNetworkId) {
  const chainIdHex = hexChainId(caipNetworkId)
  try {
    return readCapabilities(await ask('wallet_getCapabilities', [address, [chainIdHex]]), chainIdHex)
  } catch {
    return noCapabilities
  }
}

/** wallet_sendCalls: the batch's id, as the wallet chose it. */
export async function sendEip155Calls(ask: Ask, request: CallsRequest): Promise<string> {
  const answer = await ask('wallet_sendCalls', [
    {
      version: '2.0.0',
      from: request.from,
      chainId: hexChainId(request.caipNetworkId),
      atomicRequired: request.atomicRequired,
      calls: request.calls.map(({ to, data, value }) => ({ to, ...(data && { data }), ...(value && { value }) })),
      ...(request.capabilities && { capabilities: request.capabilities }),
    },
  ])
  const id = isRecord(answer) ? answer.id : undefined
  if (typeof id !== 'string' || !id) throw new WalletError('unknown', 'The wallet gave no id for the calls')
  return id
}

/** EIP-5792's status codes by their hundreds: 1xx pending, 2xx confirmed, 4xx off chain, 5xx reverted, 6xx partly. */
const statusOfCode: Record<number, CallsStatus['status']> = {
  1: 'pending',
  2: 'confirmed',
  4: 'failedOffchain',
  5: 'reverted',
  6: 'partiallyReverted',
}

/** wallet_getCallsStatus, read: where the batch stands and the transactions it went in. */
export async function eip155CallsStatus(ask: Ask, id: string): Promise<CallsStatus> {
  const answer = await ask('wallet_getCallsStatus', [id])
  const code = isRecord(answer) ? answer.status : undefined
  const status = typeof code === 'number' ? statusOfCode[Math.floor(code / 100)] : undefined
  if (!isRecord(answer) || !status) throw new WalletError('unknown', 'The wallet gave no status for the calls')
  const receipts = Array.isArray(answer.receipts) ? answer.receipts : []
  return {
    status,
    atomic: answer.atomic === true,
    receipts: receipts
      .filter(isRecord)
      .flatMap((receipt) =>
        typeof receipt.transactionHash === 'string'
          ? [{ transactionHash: receipt.transactionHash, succeeded: receipt.status === '0x1' }]
          : [],
      ),
  }
}
