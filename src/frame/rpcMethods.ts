// Which JSON-RPC requests the embedded wallet takes (section 6) and the shape rules section 5
// puts on some of them. Safe methods only read (they go straight to the Blockchain API's
// JSON-RPC); unsafe ones need the visitor's approval inside the frame and are the only ones
// aborted on reject; any other method is refused before it reaches the frame.
import { z } from 'zod'

/**
 * Section 6: read-only methods (balance, block, call, logs, estimate gas, capabilities, calls
 * status, assets, raw send, filters, user operations), as the client lists them
 * (`W3mFrameRpcConstants.SAFE_RPC_METHODS`).
 */
export const safeRpcMethods = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
  'wallet_getAssets',
] as const

/** Section 6: methods that need the visitor's approval (`NOT_SAFE_RPC_METHODS`). */
export const unsafeRpcMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

export type RpcMethodKind = 'safe' | 'unsafe'

const kinds = new Map<string, RpcMethodKind>([
  ...safeRpcMethods.map((method) => [method, 'safe'] as const),
  ...unsafeRpcMethods.map((method) => [method, 'unsafe'] as const),
])

/** Safe, unsafe, or undefined for a method the embedded wallet refuses. */
export const rpcMethodKind = (method: string): RpcMethodKind | undefined => kinds.get(method)

/** Section 8. */
export const rpcNotAllowed = 'Requested RPC call is not allowed'

const hex = z.string().regex(/^0x/, 'Expected a 0x hex string')
const list = z.array(z.unknown(), 'Expected the params as a list')
/**
 * Section 5: each call needs a `to` starting with 0x; optional data starts with 0x
 * (`WalletSendCallsRequest`). EIP-5792's own keys the client's schema leaves out (`atomicRequired`,
 * a call's `capabilities`) are read too: the client posts them as given.
 */
const sendCallsParams = z.array(
  z.strictObject({
    chainId: z.union([z.string(), z.number()]).optional(),
    from: z.string().optional(),
    version: z.string().optional(),
    atomicRequired: z.boolean().optional(),
    capabilities: z.unknown().optional(),
    calls: z.array(
      z.strictObject({
        to: hex,
        data: hex.optional(),
        value: z.string().optional(),
        capabilities: z.unknown().optional(),
      }),
    ),
  }),
)
/** Section 5: Solana signing needs message and pubkey, or transaction(s), each method its own (`RpcSolana*Request`). */
const solanaSignMessage = z.strictObject({ message: z.string().min(1), pubkey: z.string().min(1) })
const solanaTransaction = z.strictObject({ transaction: z.string().min(1) })
const solanaTransactions = z.strictObject({ transactions: z.array(z.string().min(1)).min(1) })
const solanaSendOptions = z.strictObject({
  skipPreflight: z.boolean().optional(),
  preflightCommitment: z
    .enum(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])
    .optional(),
  maxRetries: z.number().optional(),
  minContextSlot: z.number().optional(),
})

/**
 * Methods whose params the client's schema leaves unchecked: it names none for them (`eth_accounts`,
 * `eth_chainId` …), takes anything (`wallet_revokePermissions`, `wallet_getAssets`), or lists
 * the method without a schema (the user operations).
 */
const uncheckedParams: ReadonlySet<string> = new Set([
  'eth_accounts',
  'eth_blockNumber',
  'eth_chainId',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newPendingTransactionFilter',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
  'eth_sendUserOperation',
  'wallet_revokePermissions',
  'wallet_getAssets',
])

/** The params the client's schema gives a method of its own; every other listed method's are a list. */
const paramRules: Partial<Record<string, z.ZodType>> = {
  wallet_getCallsStatus: z.array(z.string()),
  wallet_getCapabilities: z.array(z.union([z.string(), z.number(), z.undefined()])).optional(),
  wallet_sendCalls: sendCallsParams,
  solana_signMessage: solanaSignMessage,
  solana_signTransaction: solanaTransaction,
  solana_signAllTransactions: solanaTransactions,
  solana_signAndSendTransaction: solanaTransaction.extend({ options: solanaSendOptions.optional() }),
}

/** Undefined when the embedded wallet may be asked; otherwise why not, in the spec's words. */
export function rpcRequestProblem(request: { method: string; params?: unknown }): string | undefined {
  if (!rpcMethodKind(request.method)) return rpcNotAllowed
  const rule = paramRules[request.method] ?? (uncheckedParams.has(request.method) ? undefined : list)
  if (!rule) return undefined
  const parsed = rule.safeParse(request.params)
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? 'Invalid input')
}

/**
 * Methods whose answer is a transaction hash or a signature (section 5's hash-like rule): any
 * other answer is not taken on trust.
 */
export const hashAnswerMethods: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'eth_sendUserOperation',
])

/**
 * Section 5: a string answer that is a 32-byte 0x hash, or 0x and at least 62 hex digits (a
 * signature), is the transaction or signature itself.
 */
export const isHashLike = (answer: unknown): answer is `0x${string}` =>
  // A 32-byte hash (64 hex digits) is one of those: one pattern covers both.
  typeof answer === 'string' && /^0x[0-9a-fA-F]{62,}$/.test(answer)
