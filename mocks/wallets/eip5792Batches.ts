// EIP-5792 (version 2.0.0) for the demo wallet as an EIP-7702 delegated EOA: the account keeps
// its key and, on a chain where PorticoBatchDelegate is deployed (mocks/chain/batchDelegate.ts),
// runs a batch of calls as ONE transaction to itself that calls the delegate's executeBatch, so
// the calls succeed or revert together. The first batch also upgrades the account (a type-4
// transaction carrying its EIP-7702 authorization); the user approves the batch once, upgrade
// included. A batch's id maps to its transaction: its status is that transaction's receipt.
import {
  BaseError,
  bytesToHex,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  ExecutionRevertedError,
  http,
  isAddress,
  isHex,
  numberToHex,
  TransactionReceiptNotFoundError,
  type Address,
  type Chain,
  type Hex,
  type PrivateKeyAccount,
  type TransactionReceipt,
} from 'viem'
import { batchDelegateAbi, batchDelegateAddress, delegationCode } from '../chain/batchDelegate'
import { toHexChainId } from './chains'
import {
  duplicateId,
  invalidParams,
  unknownBundleId,
  unsupportedCapability,
  unsupportedChainId,
} from './providerErrors'

/** What the batches need of the wallet that answers them (demoWallet.ts). */
export interface BatchingWallet {
  account: PrivateKeyAccount
  /** Every chain the wallet knows, by id. */
  chains: ReadonlyMap<number, Chain>
  /** The chain the wallet is on: the only one it sends batches on. */
  current(): Chain
  /** Throws 4100 unless the site is permitted and `address`, when given, is the wallet's. */
  requireAccount(address: unknown): void
  /** Throws 4001 unless the user approves. */
  consent(method: string, params: readonly unknown[]): Promise<void>
}

export type Eip5792Method =
  'wallet_getCapabilities' | 'wallet_sendCalls' | 'wallet_getCallsStatus' | 'wallet_showCallsStatus'

/** EIP-5792's `atomic` capability: ready until the account delegates, then supported. */
type AtomicStatus = 'supported' | 'ready'

export interface Call {
  to: Address
  value: bigint
  data: Hex
}

/**
 * The gas of a batch the node says will revert. A wallet that only simulated would refuse it;
 * this one sends it as the user approved it, so the app sees EIP-5792's 500 (reverted on chain).
 */
const revertingBatchGas = 1_000_000n

/** EIP-5792's answer for a batch executed atomically in one transaction (100 until it has a receipt). */
export function atomicCallsStatus(id: string, chainId: number, receipt: TransactionReceipt | undefined) {
  return {
    version: '2.0.0',
    id,
    chainId: numberToHex(chainId),
    atomic: true,
    // 100 pending, 200 confirmed, 500 reverted on chain.
    status: !receipt ? 100 : receipt.status === 'success' ? 200 : 500,
    ...(receipt && {
      receipts: [
        {
          logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
          status: receipt.status === 'success' ? '0x1' : '0x0',
          blockHash: receipt.blockHash,
          blockNumber: numberToHex(receipt.blockNumber),
          gasUsed: numberToHex(receipt.gasUsed),
          transactionHash: receipt.transactionHash,
        },
      ],
    }),
  }
}

export function createEip7702Batches(
  wallet: BatchingWallet,
): Record<Eip5792Method, (params: readonly unknown[]) => Promise<unknown>> {
  const { account } = wallet
  /** Each submitted batch: its chain and its one transaction. */
  const sent = new Map<string, { chain: Chain; hash: Hex }>()
  /** Ids waiting for the user (or the node): taken, so a second request with one is a duplicate. */
  const taken = new Set<string>()

  const rpcUrlOf = (chain: Chain) => chain.rpcUrls.default.http[0]!
  const nodeOf = (chain: Chain) =>
    createPublicClient({ chain, transport: http(rpcUrlOf(chain), { retryCount: 0, timeout: 5_000 }), cacheTime: 0 })

  /** The `atomic` status on a chain; undefined where the delegate is not deployed (no batches there). */
  async function atomicStatus(chain: Chain): Promise<AtomicStatus | undefined> {
    const node = nodeOf(chain)
    if (!(await node.getCode({ address: batchDelegateAddress }))) return undefined
    const code = await node.getCode({ address: account.address })
    return code?.toLowerCase() === delegationCode(batchDelegateAddress).toLowerCase() ? 'supported' : 'ready'
  }

  /** One type-4 transaction from the account to itself; its authorization when it does not delegate yet. */
  async function sendBatch(chain: Chain, calls: readonly Call[], upgrade: boolean): Promise<Hex> {
    const client = createWalletClient({ account, chain, transport: http(rpcUrlOf(chain), { retryCount: 0 }) })
    // The account sends to itself: executeBatch's caller is the account, and the calls' value is
    // spent from its own balance (under EIP-7702 the delegate's balance is the account's).
    const tx = {
      account,
      chain,
      to: account.address,
      data: encodeFunctionData({ abi: batchDelegateAbi, functionName: 'executeBatch', args: [calls] }),
      ...(upgrade && {
        // 'self': the account sends the transaction too, so the authorization takes the nonce after it.
        authorizationList: [
          await client.signAuthorization({ account, contractAddress: batchDelegateAddress, executor: 'self' }),
        ],
      }),
    }
    const gas = await nodeOf(chain)
      .estimateGas(tx)
      .catch((error: unknown) => {
        if (error instanceof BaseError && error.walk((e) => e instanceof ExecutionRevertedError))
          return revertingBatchGas
        throw error
      })
    return client.sendTransaction({ ...tx, gas })
  }

  return {
    wallet_getCapabilities: (params) =>
      capabilitiesAnswer(wallet, params, async (chain) => {
        const status = await atomicStatus(chain)
        return status && { atomic: { status } }
      }),

    async wallet_sendCalls(params) {
      const request = sendCallsParam(params)
      wallet.requireAccount(request.from)
      requireSupportedCapabilities(request)
      const chain = wallet.current()
      if (request.chainId !== chain.id) throw unsupportedChainId(toHexChainId(request.chainId))
      const id = request.id ?? bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
      if (sent.has(id) || taken.has(id)) throw duplicateId()
      const status = await atomicStatus(chain)
      if (!status) throw unsupportedChainId(toHexChainId(chain.id))
      taken.add(id)
      try {
        await wallet.consent('wallet_sendCalls', params)
        const hash = await sendBatch(chain, request.calls, status === 'ready')
        sent.set(id, { chain, hash })
      } finally {
        taken.delete(id)
      }
      return { id }
    },

    async wallet_getCallsStatus(params) {
      const id = idParam('wallet_getCallsStatus', params)
      const batch = sent.get(id)
      if (!batch) throw unknownBundleId()
      const receipt = await nodeOf(batch.chain)
        .getTransactionReceipt({ hash: batch.hash })
        .catch((error: unknown) => {
          if (error instanceof TransactionReceiptNotFoundError) return undefined
          throw error
        })
      return atomicCallsStatus(id, batch.chain.id, receipt)
    },

    async wallet_showCallsStatus(params) {
      if (!sent.has(idParam('wallet_showCallsStatus', params))) throw unknownBundleId()
      return null
    },
  }
}

/**
 * wallet_getCapabilities' answer: each chain asked (every chain the wallet knows when none is)
 * with what `capabilitiesOn` says of it. EIP-5792: a chain the wallet cannot batch on (undefined,
 * or a failure to find out) gets no key; an error would fail every chain.
 */
export async function capabilitiesAnswer(
  wallet: Pick<BatchingWallet, 'chains' | 'requireAccount'>,
  params: readonly unknown[],
  capabilitiesOn: (chain: Chain) => Promise<object | undefined>,
): Promise<Record<string, object>> {
  const [address, asked] = params
  wallet.requireAccount(address ?? undefined)
  const chains =
    asked === undefined || asked === null
      ? [...wallet.chains.values()]
      : chainIdsParam(asked).flatMap((id) => wallet.chains.get(id) ?? [])
  const answers = await Promise.all(chains.map((chain) => capabilitiesOn(chain).catch(() => undefined)))
  return Object.fromEntries(
    chains.flatMap((chain, i) => {
      const capabilities = answers[i]
      return capabilities ? [[toHexChainId(chain.id), capabilities]] : []
    }),
  )
}

// The params, read strictly: what is not EIP-5792 v2's shape is -32602 with what is wrong.
// Exported for the other wallets that answer EIP-5792 (erc4337Account.ts).

export type Capabilities = Record<string, { optional?: boolean }>

export interface SendCallsRequest {
  id?: string
  from?: Address
  chainId: number
  atomicRequired: boolean
  calls: (Call & { capabilities?: Capabilities })[]
  capabilities?: Capabilities
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** EIP-5792: a hex chain id with no leading zeros. */
const chainIdPattern = /^0x(0|[1-9a-f][0-9a-f]*)$/i
const quantityPattern = /^0x[0-9a-f]+$/i
/** EIP-5792: an id is at most 4096 bytes (8194 characters with its 0x). */
const maxIdLength = 8194

function onlyKeys(what: string, value: Record<string, unknown>, keys: readonly string[]) {
  const unknown = Object.keys(value).find((key) => !keys.includes(key))
  if (unknown !== undefined) throw invalidParams(`${what} has an unknown field "${unknown}"`)
}

function capabilitiesParam(what: string, value: unknown): Capabilities | undefined {
  if (value === undefined) return undefined
  if (!isRecord(value)) throw invalidParams(`${what} must be an object of capabilities`)
  for (const [name, capability] of Object.entries(value)) {
    if (!isRecord(capability)) throw invalidParams(`${what}.${name} must be an object`)
    if (capability.optional !== undefined && typeof capability.optional !== 'boolean')
      throw invalidParams(`${what}.${name}.optional must be a boolean`)
  }
  return value as Capabilities
}

function callParam(call: unknown, i: number): SendCallsRequest['calls'][number] {
  const what = `wallet_sendCalls: calls[${i}]`
  if (!isRecord(call)) throw invalidParams(`${what} must be an object { to, data?, value? }`)
  onlyKeys(what, call, ['to', 'data', 'value', 'capabilities'])
  const { to, data, value } = call
  // EIP-5792 lets `to` out for a deployment; executeBatch only calls, it cannot deploy.
  if (typeof to !== 'string' || !isAddress(to, { strict: false }))
    throw invalidParams(`${what}.to must be an address (this wallet's batches cannot deploy contracts)`)
  if (data !== undefined && (typeof data !== 'string' || !isHex(data) || data.length % 2 !== 0))
    throw invalidParams(`${what}.data must be 0x-prefixed hex bytes`)
  if (value !== undefined && (typeof value !== 'string' || !quantityPattern.test(value)))
    throw invalidParams(`${what}.value must be a hex quantity`)
  return {
    to,
    data: data ?? '0x',
    value: BigInt(value ?? '0x0'),
    capabilities: capabilitiesParam(`${what}.capabilities`, call.capabilities),
  }
}

export function sendCallsParam(params: readonly unknown[]): SendCallsRequest {
  const [request] = params
  if (params.length !== 1 || !isRecord(request))
    throw invalidParams(
      'wallet_sendCalls expects [{ version: "2.0.0", chainId, atomicRequired, calls, from?, id?, capabilities? }]',
    )
  onlyKeys('wallet_sendCalls', request, ['version', 'id', 'from', 'chainId', 'atomicRequired', 'calls', 'capabilities'])
  const { version, id, from, chainId, atomicRequired, calls } = request
  if (version !== '2.0.0')
    throw invalidParams(`wallet_sendCalls: version must be "2.0.0", not ${JSON.stringify(version)}`)
  if (id !== undefined && (typeof id !== 'string' || !id || id.length > maxIdLength))
    throw invalidParams(`wallet_sendCalls: id must be a string of 1 to ${maxIdLength} characters`)
  if (from !== undefined && (typeof from !== 'string' || !isAddress(from, { strict: false })))
    throw invalidParams('wallet_sendCalls: from must be an address')
  if (typeof chainId !== 'string' || !chainIdPattern.test(chainId))
    throw invalidParams('wallet_sendCalls: chainId must be a hex chain id without leading zeros')
  if (typeof atomicRequired !== 'boolean') throw invalidParams('wallet_sendCalls: atomicRequired must be a boolean')
  if (!Array.isArray(calls) || calls.length === 0)
    throw invalidParams('wallet_sendCalls: calls must be a non-empty array')
  return {
    id,
    from,
    chainId: Number.parseInt(chainId, 16),
    atomicRequired,
    calls: calls.map(callParam),
    capabilities: capabilitiesParam('wallet_sendCalls: capabilities', request.capabilities),
  }
}

/**
 * EIP-5792: a capability the wallet does not support fails the request (5700) unless the app
 * marked it optional. `supported`: the names the wallet supports at the top level; a call's own
 * capabilities must all be optional.
 */
export function requireSupportedCapabilities(request: SendCallsRequest, supported: readonly string[] = []) {
  const check = (capabilities: Capabilities | undefined, names: readonly string[]) => {
    for (const [name, capability] of Object.entries(capabilities ?? {}))
      if (!names.includes(name) && capability.optional !== true) throw unsupportedCapability(name)
  }
  check(request.capabilities, supported)
  for (const call of request.calls) check(call.capabilities, [])
}

export function chainIdsParam(value: unknown): number[] {
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string' && chainIdPattern.test(id)))
    throw invalidParams('wallet_getCapabilities: the chain ids must be an array of hex chain ids')
  return value.map((id: string) => Number.parseInt(id, 16))
}

export function idParam(method: string, params: readonly unknown[]): string {
  const [id] = params
  if (params.length !== 1 || typeof id !== 'string' || !id) throw invalidParams(`${method} expects [id]`)
  return id
}
