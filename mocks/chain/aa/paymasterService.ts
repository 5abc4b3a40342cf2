// A paymaster web service (ERC-7677) on 127.0.0.1 for the local verifying paymaster
// (paymaster.ts): the URL an app names in wallet_sendCalls' `paymasterService` capability, which
// a smart wallet asks before it sends a sponsored user operation. JSON-RPC 2.0 over HTTP POST:
//   pm_getPaymasterStubData [userOperation, entryPoint, chainId, context]
//     → { paymaster, paymasterData, paymasterVerificationGasLimit, paymasterPostOpGasLimit, sponsor }
//     stub values for the gas estimate (not final: the data is signed over the gas)
//   pm_getPaymasterData [userOperation, entryPoint, chainId, context]
//     → { paymaster, paymasterData }, the data signed by the paymaster's signer
// for EntryPoint v0.7 on the node's own chain. Both ask the policy (ERC-7677: a service SHOULD
// refuse at the stub what it would not sponsor), so a wallet hears a refusal before it asks its
// user. A refusal is a JSON-RPC error object whose message says why, in words for the app's
// user. Pages on other origins may call it (CORS). Whoever starts one stops it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createPublicClient, getAddress, http, isAddress, isHex, numberToHex, type Address, type Hex } from 'viem'
import { freePort } from '../../freePorts'
import { entryPoint } from './entryPoint'
import { signVerifyingPaymasterData, verifyingPaymasterStubData, type SponsoredUserOperation } from './paymaster'

export { sponsorDemoCalls } from './sponsorDemoCalls'

/** What the policy sees of a request: whose operation, what it runs, where, and the app's context. */
export interface SponsorshipRequest {
  sender: Address
  callData: Hex
  chainId: number
  /** The capability's `context`, as the app gave it (undefined when it gave none). */
  context: unknown
}

/** undefined: sponsor it; a string: refuse, with that message. */
export type SponsorshipPolicy = (request: SponsorshipRequest) => string | undefined

export interface PaymasterServiceOptions {
  /** The node of the chain it sponsors on (its chain id is read once, at start). */
  rpcUrl: string
  /** The VerifyingPaymaster it sponsors from, deployed and funded (deployVerifyingPaymaster). */
  paymaster: Address
  policy: SponsorshipPolicy
  /** ERC-7677's sponsor, which a wallet may show its user. */
  sponsor?: { name: string; icon?: string }
  /** Seconds a signature stays valid. Default 600. */
  validFor?: number
  /** Default: a free port. */
  port?: number
}

export interface PaymasterService {
  url: string
  /** Every JSON-RPC request it received, in order, refused ones included. */
  requests(): { method: string; params: unknown }[]
  stop(): Promise<void>
}

// JSON-RPC 2.0's codes, and one for a refusal: EIP-1474's "transaction rejected" (-32003).
const parseError = -32700
const invalidRequest = -32600
const methodNotFound = -32601
const invalidParams = -32602
const internalError = -32603
const notSponsored = -32003

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const quantityPattern = /^0x(0|[1-9a-f][0-9a-f]*)$/i
const chainIdPattern = quantityPattern

/** ERC-7677's userOperation, for EntryPoint v0.7 (RPC form: hex quantities, factory and factoryData apart). */
function userOperationParam(method: string, value: unknown): SponsoredUserOperation {
  const what = `${method}: userOperation`
  if (!isRecord(value)) throw new RpcError(invalidParams, `${what} must be an object`)
  if (value.initCode !== undefined || value.paymasterAndData !== undefined)
    throw new RpcError(
      invalidParams,
      `${what} is an EntryPoint v0.6 one (initCode, paymasterAndData); this service serves v0.7`,
    )
  const address = (field: string, optional = false): Address | undefined => {
    const v = value[field]
    if (v === undefined || v === null) {
      if (optional) return undefined
      throw new RpcError(invalidParams, `${what}.${field} is missing`)
    }
    if (typeof v !== 'string' || !isAddress(v, { strict: false }))
      throw new RpcError(invalidParams, `${what}.${field} must be an address`)
    return getAddress(v)
  }
  const bytes = (field: string, optional = false): Hex | undefined => {
    const v = value[field]
    if (v === undefined || v === null) {
      if (optional) return undefined
      throw new RpcError(invalidParams, `${what}.${field} is missing`)
    }
    if (typeof v !== 'string' || !isHex(v) || v.length % 2 !== 0)
      throw new RpcError(invalidParams, `${what}.${field} must be 0x-prefixed hex bytes`)
    return v
  }
  const quantity = (field: string, fallback?: bigint): bigint => {
    const v = value[field]
    if ((v === undefined || v === null) && fallback !== undefined) return fallback
    if (typeof v !== 'string' || !quantityPattern.test(v))
      throw new RpcError(invalidParams, `${what}.${field} must be a hex quantity`)
    return BigInt(v)
  }
  const stub = verifyingPaymasterStubData()
  const factory = address('factory', true)
  const factoryData = bytes('factoryData', true)
  return {
    sender: address('sender')!,
    nonce: quantity('nonce'),
    ...(factory && { factory, factoryData: factoryData ?? '0x' }),
    callData: bytes('callData')!,
    callGasLimit: quantity('callGasLimit'),
    verificationGasLimit: quantity('verificationGasLimit'),
    preVerificationGas: quantity('preVerificationGas'),
    maxFeePerGas: quantity('maxFeePerGas'),
    maxPriorityFeePerGas: quantity('maxPriorityFeePerGas'),
    // The signature covers the paymaster's gas; a wallet that left them out uses the stub's.
    paymasterVerificationGasLimit: quantity('paymasterVerificationGasLimit', stub.paymasterVerificationGasLimit),
    paymasterPostOpGasLimit: quantity('paymasterPostOpGasLimit', stub.paymasterPostOpGasLimit),
  }
}

interface PaymasterRequest {
  userOperation: SponsoredUserOperation
  chainId: number
  context: unknown
}

/** [userOperation, entryPoint, chainId, context?], each read strictly; then the entry point and the chain. */
function paymasterParams(method: string, params: unknown, servedChainId: number): PaymasterRequest {
  if (!Array.isArray(params) || params.length < 3 || params.length > 4)
    throw new RpcError(invalidParams, `${method} expects [userOperation, entryPoint, chainId, context]`)
  const [op, entryPointParam, chainIdParam, context] = params as unknown[]
  if (typeof entryPointParam !== 'string' || !isAddress(entryPointParam, { strict: false }))
    throw new RpcError(invalidParams, `${method}: entryPoint must be an address`)
  if (typeof chainIdParam !== 'string' || !chainIdPattern.test(chainIdParam))
    throw new RpcError(invalidParams, `${method}: chainId must be a hex chain id`)
  if (context !== undefined && context !== null && !isRecord(context))
    throw new RpcError(invalidParams, `${method}: context must be an object`)
  const userOperation = userOperationParam(method, op)
  if (entryPointParam.toLowerCase() !== entryPoint.address.toLowerCase())
    throw new RpcError(
      invalidParams,
      `This paymaster service does not serve EntryPoint ${entryPointParam}: it sponsors through EntryPoint v0.7 at ${entryPoint.address}.`,
    )
  const chainId = Number.parseInt(chainIdParam, 16)
  if (chainId !== servedChainId)
    throw new RpcError(
      invalidParams,
      `This paymaster service does not sponsor on chain ${numberToHex(chainId)}: it serves chain ${numberToHex(servedChainId)} only.`,
    )
  return { userOperation, chainId, context: context ?? undefined }
}

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, accept',
  'access-control-max-age': '600',
}

const maxBodyBytes = 1024 * 1024

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > maxBodyBytes) throw new RpcError(invalidRequest, 'The request is larger than 1 MiB')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function reply(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, { ...corsHeaders, ...(body !== undefined && { 'content-type': 'application/json' }) })
  res.end(body === undefined ? undefined : JSON.stringify(body))
}

export async function startPaymasterService(options: PaymasterServiceOptions): Promise<PaymasterService> {
  const { rpcUrl, paymaster, policy, sponsor = { name: 'Portico demo' }, validFor = 600 } = options
  const node = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }), cacheTime: 0 })
  const chainId = await node.getChainId()
  if (!(await node.getCode({ address: paymaster })))
    throw new Error(`No paymaster at ${paymaster} on ${rpcUrl}: deploy it first (deployVerifyingPaymaster)`)
  const received: { method: string; params: unknown }[] = []

  const sponsored = (method: string, params: unknown): PaymasterRequest => {
    const request = paymasterParams(method, params, chainId)
    const { sender, callData } = request.userOperation
    const refusal = policy({ sender, callData, chainId, context: request.context })
    if (refusal !== undefined) throw new RpcError(notSponsored, refusal)
    return request
  }

  const methods: Record<string, (params: unknown) => Promise<unknown>> = {
    async pm_getPaymasterStubData(params) {
      sponsored('pm_getPaymasterStubData', params)
      const stub = verifyingPaymasterStubData(paymaster)
      // No isFinal: the data is signed over the gas the wallet estimates with this stub.
      return {
        paymaster: stub.paymaster,
        paymasterData: stub.paymasterData,
        paymasterVerificationGasLimit: numberToHex(stub.paymasterVerificationGasLimit),
        paymasterPostOpGasLimit: numberToHex(stub.paymasterPostOpGasLimit),
        sponsor,
      }
    },
    async pm_getPaymasterData(params) {
      const { userOperation } = sponsored('pm_getPaymasterData', params)
      const paymasterData = await signVerifyingPaymasterData(userOperation, { chainId, paymaster, validFor })
      return { paymaster, paymasterData }
    },
  }

  async function answer(message: unknown): Promise<unknown> {
    const id =
      isRecord(message) && (typeof message.id === 'string' || typeof message.id === 'number') ? message.id : null
    try {
      if (!isRecord(message) || message.jsonrpc !== '2.0' || typeof message.method !== 'string')
        throw new RpcError(invalidRequest, 'Expected a JSON-RPC 2.0 request { jsonrpc: "2.0", id, method, params }')
      received.push({ method: message.method, params: message.params })
      const method = Object.hasOwn(methods, message.method) ? methods[message.method] : undefined
      if (!method)
        throw new RpcError(
          methodNotFound,
          `This paymaster service does not answer ${message.method} (ERC-7677: pm_getPaymasterStubData, pm_getPaymasterData)`,
        )
      return { jsonrpc: '2.0', id, result: await method(message.params) }
    } catch (error) {
      const { code, message: text } =
        error instanceof RpcError ? error : { code: internalError, message: (error as Error).message }
      return { jsonrpc: '2.0', id, error: { code, message: text } }
    }
  }

  const server = createServer(async (req, res) => {
    if (req.method === 'OPTIONS') return reply(res, 204)
    if (req.method !== 'POST') return reply(res, 405, { error: 'POST a JSON-RPC request' })
    let message: unknown
    try {
      message = JSON.parse(await readBody(req))
    } catch (error) {
      const code = error instanceof RpcError ? error.code : parseError
      return reply(res, 200, { jsonrpc: '2.0', id: null, error: { code, message: (error as Error).message } })
    }
    // A batch is answered as one, in order (JSON-RPC 2.0).
    const body = Array.isArray(message) ? await Promise.all(message.map(answer)) : await answer(message)
    reply(res, 200, body)
  })
  const port = options.port ?? (await freePort())
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })

  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => [...received],
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve()
        server.close(() => resolve())
        // Keep-alive connections would hold close() open.
        server.closeAllConnections()
      }),
  }
}
