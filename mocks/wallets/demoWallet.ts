// A demo EIP-6963 wallet backed by a local key and a JSON-RPC node (anvil in tests and the
// offline demo). It behaves like a browser extension: consent for accounts, signatures,
// transactions and new chains; EIP-1193 events; provider errors with real codes. Opt-in, it is
// an EIP-7702 delegated EOA that runs EIP-5792 batches (eip5792Batches.ts), or an ERC-4337 smart
// account whose batches a paymaster can sponsor (erc4337Account.ts). Runs in Node and in the
// browser (no node: imports).
import { createWalletClient, http, isAddress, type Chain, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { anvilPrivateKeys } from './anvilKeys'
import { createApprovals, type ApprovalMode, type PendingRequest } from './approvals'
import { chainIdParam, demoChain, toHexChainId, type DemoChainInput } from './chains'
import { announceProvider, randomUuid, type Eip6963Info } from './eip6963Announcer'
import { createEip7702Batches, type Eip5792Method } from './eip5792Batches'
import { createErc4337Account } from './erc4337Account'
import { createEmitter } from './emitter'
import { demoWalletIcon } from './icon'
import { forwardJsonRpc } from './jsonRpc'
import {
  invalidParams,
  ProviderRpcError,
  unauthorized,
  unrecognizedChain,
  unsupportedMethod,
  userRejected,
} from './providerErrors'
import { simpleAccountAddress } from './simpleAccountV07'
import { personalSignMessage, transactionParam, typedDataParam } from './transactions'

export type { ApprovalMode, PendingRequest } from './approvals'
export type { DemoChainInput } from './chains'

export interface DemoWalletOptions {
  /** The node the wallet reads from and sends to, for its starting chain. */
  rpcUrl: string
  chainId?: number
  /** Defaults to anvil's account 0. */
  privateKey?: Hex
  name?: string
  rdns?: string
  /** Chains the wallet can switch to without wallet_addEthereumChain (CaipNetworks fit). */
  knownChains?: readonly DemoChainInput[]
  /** Defaults to 'approve', so unattended demos and tests never hang. */
  mode?: ApprovalMode
  /**
   * 'eip7702': the wallet is an EIP-7702 delegated EOA that runs EIP-5792 batches atomically, on
   * the chains where the demo's delegate contract is deployed (the demo chain). Absent: an
   * old-style wallet that refuses every wallet_* batch method with 4200.
   */
  batches?: 'eip7702'
  /**
   * An ERC-4337 smart account: the key's SimpleAccount v0.7 (its address the factory's
   * counterfactual one, deployed by its first user operation) is the wallet's account.
   * Transactions and EIP-5792 batches go as user operations to `bundlerUrl`, on the chain it
   * serves where the EntryPoint v0.7 and the SimpleAccount factory are deployed; a batch that
   * names an ERC-7677 paymaster service (capabilities.paymasterService) is sponsored through it.
   * Signatures stay the key's. Not with `batches`.
   */
  smartAccount?: { bundlerUrl: string }
  /**
   * The site was let in on an earlier visit: eth_accounts answers at once, as an extension that
   * remembers the grant does, so a page reconnects without a prompt. Default: not yet.
   */
  permitted?: boolean
}

export interface DemoProvider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
  on(event: string, listener: (...args: never[]) => void): void
  removeListener(event: string, listener: (...args: never[]) => void): void
}

export interface DemoWallet {
  provider: DemoProvider
  info: Eip6963Info
  /** The wallet's account, checksummed: with `smartAccount`, the smart account's. */
  address: Hex
  /** Announces once and answers every later eip6963:requestProvider; returns stop. */
  announce(target: EventTarget): () => void
  setMode(mode: ApprovalMode): void
  pending(): PendingRequest[]
  approve(id: string): boolean
  reject(id: string): boolean
  onPendingChange(listener: (pending: PendingRequest[]) => void): () => void
  /** Asks the wallet's user, as for its own requests: true when they approve (what the wallet signs elsewhere, a Solana key). */
  ask(method: string, params: readonly unknown[]): Promise<boolean>
  /** Simulates the wallet losing its node: emits EIP-1193 `disconnect` (4900). */
  emitDisconnect(): void
}

// Methods a real extension would never pass to the node: other signing methods (anvil's
// unlocked accounts would sign without asking) and the test node's control namespaces.
const refused =
  /^(eth_sign|eth_signTransaction|eth_signTypedData(_v1|_v3)?|personal_(?!sign$).*|anvil_.*|hardhat_.*|evm_.*|wallet_.*)$/

export function createDemoWallet(options: DemoWalletOptions): DemoWallet {
  const account = privateKeyToAccount(options.privateKey ?? anvilPrivateKeys[0])
  if (options.batches && options.smartAccount)
    throw new Error('Demo wallet: `batches` and `smartAccount` are two kinds of account; choose one')
  /** The address sites see: the smart account's, or the key's. */
  const accountAddress = options.smartAccount ? simpleAccountAddress(account.address) : account.address
  const events = createEmitter()
  const approvals = createApprovals(options.mode)
  const chains = new Map<number, Chain>()
  for (const input of [
    { id: options.chainId ?? 31337, rpcUrls: { default: { http: [options.rpcUrl] } } },
    ...(options.knownChains ?? []),
  ]) {
    const chain = demoChain(input, options.rpcUrl)
    if (!chains.has(chain.id)) chains.set(chain.id, chain)
  }
  let current = chains.get(options.chainId ?? 31337)!
  // Site permission, in memory like an extension's per-origin grant.
  let permitted = options.permitted ?? false

  const rpcUrl = () => current.rpcUrls.default.http[0] ?? options.rpcUrl
  const consent = async (method: string, params: readonly unknown[]) => {
    if (!(await approvals.ask(method, params))) throw userRejected()
  }
  const requireAccount = (address: unknown) => {
    if (!permitted) throw unauthorized()
    if (
      address !== undefined &&
      (typeof address !== 'string' ||
        !isAddress(address, { strict: false }) ||
        address.toLowerCase() !== accountAddress.toLowerCase())
    ) {
      throw unauthorized()
    }
  }
  const batching = { account, chains, current: () => current, requireAccount, consent }
  const smartAccount = options.smartAccount ? createErc4337Account(batching, options.smartAccount) : undefined
  const batches = options.batches === 'eip7702' ? createEip7702Batches(batching) : smartAccount?.methods

  async function handle(method: string, params: readonly unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        // Like extensions, a site that already has permission is not asked again.
        if (!permitted) {
          await consent(method, params)
          permitted = true
          events.emit('connect', { chainId: toHexChainId(current.id) })
          events.emit('accountsChanged', [accountAddress])
        }
        return [accountAddress]
      case 'eth_accounts':
        return permitted ? [accountAddress] : []
      case 'eth_chainId':
        return toHexChainId(current.id)
      case 'wallet_switchEthereumChain': {
        const id = chainIdParam(params)
        if (id === undefined) throw invalidParams('wallet_switchEthereumChain expects [{ chainId: hex }]')
        const target = chains.get(id)
        if (!target) throw unrecognizedChain(toHexChainId(id))
        if (target.id !== current.id) {
          current = target
          events.emit('chainChanged', toHexChainId(id))
        }
        return null
      }
      case 'wallet_addEthereumChain': {
        const id = chainIdParam(params)
        const added = params[0] as
          { chainName?: string; nativeCurrency?: DemoChainInput['nativeCurrency']; rpcUrls?: string[] } | undefined
        if (id === undefined || !added)
          throw invalidParams('wallet_addEthereumChain expects [{ chainId, chainName, nativeCurrency, rpcUrls }]')
        if (chains.has(id)) return null
        await consent(method, params)
        chains.set(
          id,
          demoChain(
            {
              id,
              name: added.chainName,
              nativeCurrency: added.nativeCurrency,
              rpcUrls: { default: { http: added.rpcUrls ?? [] } },
            },
            options.rpcUrl,
          ),
        )
        return null
      }
      case 'personal_sign': {
        const message = personalSignMessage(params[0])
        requireAccount(params[1])
        await consent(method, params)
        return account.signMessage({ message })
      }
      case 'eth_signTypedData_v4': {
        requireAccount(params[0])
        const typedData = typedDataParam(params[1])
        await consent(method, params)
        return account.signTypedData(typedData)
      }
      case 'eth_sendTransaction': {
        const { from, ...tx } = transactionParam(params[0])
        requireAccount(from)
        if (smartAccount) return smartAccount.sendTransaction(tx, params)
        await consent(method, params)
        const client = createWalletClient({ account, chain: current, transport: http(rpcUrl()) })
        return client.sendTransaction({ ...tx, account, chain: current } as Parameters<
          typeof client.sendTransaction
        >[0])
      }
      case 'wallet_revokePermissions':
        if (permitted) {
          permitted = false
          events.emit('accountsChanged', [])
        }
        return null
      default:
        if (batches && Object.hasOwn(batches, method)) return batches[method as Eip5792Method](params)
        if (refused.test(method)) throw unsupportedMethod(method)
        return forwardJsonRpc(rpcUrl(), method, params)
    }
  }

  const provider: DemoProvider = {
    async request({ method, params }) {
      const list = Array.isArray(params) ? (params as readonly unknown[]) : params === undefined ? [] : [params]
      try {
        return await handle(method, list)
      } catch (error) {
        // Whatever viem or the node threw leaves as a provider error, like a real wallet's: with
        // the one-line reason (viem's shortMessage), not viem's page of request details.
        if (error instanceof ProviderRpcError) throw error
        const message = (error as { shortMessage?: unknown }).shortMessage
        throw new ProviderRpcError(
          -32603,
          typeof message === 'string' && message ? message : error instanceof Error ? error.message : String(error),
          error,
        )
      }
    },
    on: events.on,
    removeListener: events.removeListener,
  }

  const info: Eip6963Info = {
    uuid: randomUuid(),
    name: options.name ?? 'Portico Demo Wallet',
    icon: demoWalletIcon,
    rdns: options.rdns ?? 'dev.portico.demo',
  }

  return {
    provider,
    info,
    address: accountAddress,
    announce: (target) => announceProvider(target, info, provider),
    setMode: approvals.setMode,
    pending: approvals.pending,
    approve: approvals.approve,
    reject: approvals.reject,
    onPendingChange: approvals.onPendingChange,
    ask: approvals.ask,
    emitDisconnect: () =>
      events.emit('disconnect', new ProviderRpcError(4900, 'The wallet is disconnected from all chains.')),
  }
}
