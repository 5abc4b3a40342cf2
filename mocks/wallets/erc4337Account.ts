// The demo wallet as an ERC-4337 smart account: the key owns a SimpleAccount v0.7 (its address
// is the factory's counterfactual one; its first user operation deploys it), and what the site
// asks the account to do goes as user operations through a bundler. eth_sendTransaction is one
// operation the account pays for; EIP-5792 v2's wallet_sendCalls is one operation running every
// call (executeBatch), sponsored when the app names an ERC-7677 paymaster service. A batch's id
// maps to its user operation: its status is the bundler's eth_getUserOperationReceipt.
// Signatures (personal_sign, eth_signTypedData_v4) stay the owner's, in demoWallet.ts:
// SimpleAccount v0.7 has no ERC-1271, so no contract could check one made for the account.
// Runs in Node and in the browser (no node: imports, no artifacts).
import {
  BaseError,
  createPublicClient,
  http,
  HttpRequestError,
  RpcRequestError,
  TimeoutError,
  type Chain,
  type Hex,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  UserOperationReceiptNotFoundError,
  type GetPaymasterDataParameters,
  type GetPaymasterStubDataParameters,
  type SmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { toHexChainId } from './chains'
import {
  atomicCallsStatus,
  capabilitiesAnswer,
  idParam,
  requireSupportedCapabilities,
  sendCallsParam,
  type BatchingWallet,
  type Call,
  type Capabilities,
  type Eip5792Method,
} from './eip5792Batches'
import { duplicateId, invalidParams, ProviderRpcError, unknownBundleId, unsupportedChainId } from './providerErrors'
import {
  simpleAccountAddress,
  simpleAccountEntryPoint,
  simpleAccountFactoryAddress,
  toSimpleAccountV07,
} from './simpleAccountV07'
import type { TransactionParam } from './transactions'

export interface Erc4337Options {
  /** The bundler the account's user operations go to; it serves one chain. */
  bundlerUrl: string
}

/** ERC-7677's capability, for the one chain of the request. */
export interface PaymasterService {
  url: string
  context?: Record<string, unknown>
}

/** How long the wallet waits for an operation to be included before it sends the account's next. */
const inclusionTimeoutMs = 30_000
const pollingInterval = 100

export function createErc4337Account(wallet: BatchingWallet, { bundlerUrl }: Erc4337Options) {
  const owner = wallet.account
  const address = simpleAccountAddress(owner.address)
  /** Each submitted batch: its chain and its user operation. */
  const sent = new Map<string, { chain: Chain; userOpHash: Hex }>()
  /** Ids the app chose, waiting for the user (or the bundler): a second request with one is a duplicate. */
  const taken = new Set<string>()

  const nodeOf = (chain: Chain) =>
    createPublicClient({
      chain,
      transport: http(chain.rpcUrls.default.http[0], { retryCount: 0, timeout: 5_000 }),
      cacheTime: 0,
    })
  const bundlerOf = (chain?: Chain) =>
    createBundlerClient({
      ...(chain && { client: nodeOf(chain) }),
      transport: http(bundlerUrl, { retryCount: 0, timeout: 10_000 }),
      pollingInterval,
    })
  const servicesOf = (chain: Chain): Service[] => [
    { name: 'The bundler', url: bundlerUrl },
    { name: 'The node', url: chain.rpcUrls.default.http[0]! },
  ]
  const accounts = new Map<number, ReturnType<typeof toSimpleAccountV07>>()
  const accountOn = (chain: Chain) => {
    if (!accounts.has(chain.id)) accounts.set(chain.id, toSimpleAccountV07({ client: nodeOf(chain), owner }))
    return accounts.get(chain.id)!
  }

  let bundlerChainId: Promise<number> | undefined
  /** The account runs on a chain with the EntryPoint v0.7 and the factory, which its bundler serves. */
  async function serves(chain: Chain): Promise<boolean> {
    bundlerChainId ??= bundlerOf()
      .getChainId()
      .catch((error: unknown) => {
        bundlerChainId = undefined
        throw error
      })
    if ((await bundlerChainId) !== chain.id) return false
    const node = nodeOf(chain)
    const [entryPoint, factory] = await Promise.all([
      node.getCode({ address: simpleAccountEntryPoint.address }),
      node.getCode({ address: simpleAccountFactoryAddress }),
    ])
    return !!entryPoint && !!factory
  }
  async function requireServed(chain: Chain) {
    if (!(await serves(chain))) throw unsupportedChainId(toHexChainId(chain.id))
  }

  const inTurn = operationsInTurn()

  const sendOperation = async (
    chain: Chain,
    calls: readonly Call[],
    paymaster: PaymasterService | undefined,
    ask: () => Promise<void>,
  ): Promise<Hex> =>
    sendUserOperation({
      bundler: bundlerOf(chain),
      account: await accountOn(chain),
      chainId: chain.id,
      calls,
      paymaster,
      ask,
      services: servicesOf(chain),
    })

  async function sendTransaction(tx: TransactionParam, params: readonly unknown[]): Promise<Hex> {
    const chain = wallet.current()
    if (!tx.to) throw invalidParams('eth_sendTransaction: to is required (this smart account cannot deploy contracts)')
    await requireServed(chain)
    const call = { to: tx.to, value: tx.value ?? 0n, data: tx.data ?? '0x' }
    // The account pays its own gas: no paymaster.
    const hash = await inTurn(bundlerOf(chain), () =>
      sendOperation(chain, [call], undefined, () => wallet.consent('eth_sendTransaction', params)),
    )
    // A site waits for a transaction: the one that included the operation.
    const receipt = await bundlerOf(chain)
      .waitForUserOperationReceipt({ hash, timeout: inclusionTimeoutMs })
      .catch((error: unknown) => {
        throw inServicesWords(error, servicesOf(chain))
      })
    if (!receipt.success)
      throw new ProviderRpcError(
        -32603,
        `The user operation ${hash} reverted in transaction ${receipt.receipt.transactionHash}${receipt.reason ? `: ${receipt.reason}` : ''}`,
      )
    return receipt.receipt.transactionHash
  }

  const methods: Record<Eip5792Method, (params: readonly unknown[]) => Promise<unknown>> = {
    wallet_getCapabilities: (params) =>
      capabilitiesAnswer(wallet, params, async (chain) =>
        (await serves(chain)) ? { atomic: { status: 'supported' }, paymasterService: { supported: true } } : undefined,
      ),

    async wallet_sendCalls(params) {
      const request = sendCallsParam(params)
      wallet.requireAccount(request.from)
      requireSupportedCapabilities(request, ['paymasterService'])
      const chain = wallet.current()
      if (request.chainId !== chain.id) throw unsupportedChainId(toHexChainId(request.chainId))
      const paymaster = paymasterServiceParam(request.capabilities, chain.id)
      if (request.id !== undefined && (sent.has(request.id) || taken.has(request.id))) throw duplicateId()
      await requireServed(chain)
      if (request.id !== undefined) taken.add(request.id)
      try {
        const userOpHash = await inTurn(bundlerOf(chain), () =>
          sendOperation(chain, request.calls, paymaster, () => wallet.consent('wallet_sendCalls', params)),
        )
        // Without an id of the app's, the batch is named by its user operation.
        const id = request.id ?? userOpHash
        sent.set(id, { chain, userOpHash })
        return { id }
      } finally {
        if (request.id !== undefined) taken.delete(request.id)
      }
    },

    async wallet_getCallsStatus(params) {
      const id = idParam('wallet_getCallsStatus', params)
      const batch = sent.get(id)
      if (!batch) throw unknownBundleId()
      return userOperationCallsStatus(bundlerOf(batch.chain), {
        id,
        chainId: batch.chain.id,
        userOpHash: batch.userOpHash,
        services: servicesOf(batch.chain),
      })
    },

    async wallet_showCallsStatus(params) {
      if (!sent.has(idParam('wallet_showCallsStatus', params))) throw unknownBundleId()
      return null
    },
  }

  return { address, sendTransaction, methods }
}

export type Erc4337Account = ReturnType<typeof createErc4337Account>

type BundlerClient = ReturnType<typeof createBundlerClient>

/**
 * One operation of an account at a time: the next is prepared once the last is included, so
 * it reads the account deployed (no second factory call) and its next nonce.
 */
export function operationsInTurn() {
  let lastIncluded: Promise<unknown> = Promise.resolve()
  return (bundler: BundlerClient, send: () => Promise<Hex>): Promise<Hex> => {
    const turn = lastIncluded.then(send)
    lastIncluded = turn
      .then((hash) => bundler.waitForUserOperationReceipt({ hash, timeout: inclusionTimeoutMs }))
      .catch(() => undefined)
    return turn
  }
}

export interface UserOperationRequest {
  /** A bundler client with the node's client (the account's chain). */
  bundler: BundlerClient
  account: SmartAccount
  chainId: number
  calls: readonly Call[]
  /** ERC-7677's service that pays the gas; without it the account pays. */
  paymaster: PaymasterService | undefined
  /** Asks the user; throws when they decline. */
  ask: () => Promise<void>
  /** The services named in its errors. */
  services: readonly Service[]
}

/**
 * Prepares the operation (the paymaster's stub, the bundler's gas estimate, the paymaster's
 * signed data), then asks the user, then signs and sends: the user is asked only for an
 * operation that can go, and a paymaster's refusal comes before the question, as ERC-7677
 * means its stub call to. Its hash is the answer.
 */
export async function sendUserOperation({
  bundler,
  account,
  chainId,
  calls,
  paymaster,
  ask,
  services,
}: UserOperationRequest): Promise<Hex> {
  try {
    const prepared = (await bundler.prepareUserOperation({
      account,
      calls: calls.map(({ to, value, data }) => ({ to, value, data })),
      ...(paymaster && { paymaster: paymasterHooks(paymaster.url), paymasterContext: paymaster.context }),
    })) as UserOperation<'0.7'>
    await ask()
    const signature = await account.signUserOperation({ ...prepared, chainId })
    return await bundler.sendUserOperation({
      ...prepared,
      signature,
      entryPointAddress: account.entryPoint.address,
    } as unknown as Parameters<typeof bundler.sendUserOperation>[0])
  } catch (error) {
    throw inServicesWords(error, services)
  }
}

/**
 * EIP-5792's status of a batch sent as one user operation: the operation's own outcome and logs
 * (eth_getUserOperationReceipt), not its bundle transaction's (which succeeds when the operation
 * reverts, and carries the other operations' logs). Pending (100) until the bundler has it.
 */
export async function userOperationCallsStatus(
  bundler: BundlerClient,
  { id, chainId, userOpHash, services }: { id: string; chainId: number; userOpHash: Hex; services: readonly Service[] },
) {
  const receipt = await bundler.getUserOperationReceipt({ hash: userOpHash }).catch((error: unknown) => {
    if (error instanceof UserOperationReceiptNotFoundError) return undefined
    throw inServicesWords(error, services)
  })
  return atomicCallsStatus(
    id,
    chainId,
    receipt && { ...receipt.receipt, logs: receipt.logs, status: receipt.success ? 'success' : 'reverted' },
  )
}

/** A service the wallet talks to, named in its errors. */
export interface Service {
  name: string
  url: string
}

/** viem's paymaster hooks over ERC-7677, failing in the service's own words. */
function paymasterHooks(url: string) {
  const client = createPaymasterClient({ transport: http(url, { retryCount: 0, timeout: 10_000 }) })
  const services = [{ name: 'The paymaster service', url }]
  return {
    getPaymasterStubData: (parameters: GetPaymasterStubDataParameters) =>
      client.getPaymasterStubData(parameters).catch((error: unknown) => {
        throw inServicesWords(error, services)
      }),
    getPaymasterData: (parameters: GetPaymasterDataParameters) =>
      client.getPaymasterData(parameters).catch((error: unknown) => {
        throw inServicesWords(error, services)
      }),
  }
}

/**
 * What a service (the bundler, the paymaster service, the node) answered, as a provider error
 * with its code and its own message, not viem's paraphrase; or that it could not be reached.
 */
export function inServicesWords(error: unknown, services: readonly Service[]): unknown {
  if (error instanceof ProviderRpcError || !(error instanceof BaseError)) return error
  const answered = error.walk((e) => e instanceof RpcRequestError)
  if (answered instanceof RpcRequestError) return new ProviderRpcError(answered.code, answered.details, answered.data)
  const failed = error.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError)
  if (!(failed instanceof HttpRequestError || failed instanceof TimeoutError)) return error
  const service = services.find(({ url }) => URL.canParse(url) && new URL(url).href === new URL(failed.url).href)
  const who = `${service?.name ?? 'The service'} at ${service?.url ?? failed.url}`
  return new ProviderRpcError(
    -32603,
    failed instanceof HttpRequestError && failed.status !== undefined
      ? `${who} answered HTTP ${failed.status}.`
      : `${who} could not be reached.`,
  )
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * ERC-7677's `paymasterService` capability of a wallet_sendCalls request. Under EIP-5792 v2 the
 * request is for one chain and the capability is `{ url, context? }`; the form of ERC-7677's
 * first drafts, keyed by chain id (`{ "0x7a69": { url, context? } }`), is read too.
 */
export function paymasterServiceParam(
  capabilities: Capabilities | undefined,
  chainId: number,
): PaymasterService | undefined {
  const capability = capabilities?.paymasterService as Record<string, unknown> | undefined
  if (!capability) return undefined
  const what = 'wallet_sendCalls: capabilities.paymasterService'
  const perChain = Object.entries(capability).find(
    ([key]) => /^0x[0-9a-f]+$/i.test(key) && Number.parseInt(key, 16) === chainId,
  )
  const entry = 'url' in capability ? capability : perChain?.[1]
  if (!isRecord(entry))
    throw invalidParams(`${what} must be { url, context? } (or name chain ${toHexChainId(chainId)})`)
  const { url, context } = entry
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url) || !URL.canParse(url))
    throw invalidParams(`${what}.url must be an http(s) URL`)
  if (context !== undefined && !isRecord(context)) throw invalidParams(`${what}.context must be an object`)
  return { url, context }
}
