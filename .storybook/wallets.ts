// Browser wallets for stories: the demo wallet (mocks/wallets), announced over EIP-6963 on a
// page of the story's own, and the demo Solana wallet, registered there by the Wallet Standard,
// so Portico discovers them exactly as it discovers extensions.
import {
  createDemoWallet,
  createSolanaStandardWallet,
  ProviderRpcError,
  type ApprovalMode,
  type DemoProvider,
  type DemoWallet,
  type PendingRequest,
  type SolanaStandardChain,
  type SolanaStandardWallet,
} from '../mocks/wallets'
import { createApprovals } from '../mocks/wallets/approvals'
import { announceProvider } from '../mocks/wallets/eip6963Announcer'
import { solanaDevnet, solanaLocalnet, solanaMainnet, solanaTestnet } from '../mocks/db/chains'
import type { CaipNetwork } from '../src/contract'
import { standardConnectorInfo } from '../src/connectors/solana/walletStandard'
import { base, mainnet, polygon } from '../src/networks'

export interface StoryWalletOptions {
  name: string
  rdns: string
  /** How the wallet's user answers; 'manual' keeps requests pending until the play function answers. */
  mode?: ApprovalMode
  /** The eip155 chain the wallet starts on (Ethereum by default). */
  chainId?: number
  /** The wallet refuses to connect with this provider error (a failure, not the user declining). */
  failConnect?: { code: number; message: string }
  /** Networks the wallet can switch to without asking to add them (Ethereum, Polygon and Base by default). */
  knownChains?: CaipNetwork[]
  /** Background colour of the generated icon. */
  color?: string
  /** The site was let in on an earlier visit (a wallet that comes back after a reload). */
  permitted?: boolean
  /**
   * The address the wallet reports instead of its own key's, like a watched account: the mocks'
   * fixture account, which has tokens, history and a name. It cannot sign for it.
   */
  account?: string
  /**
   * The wallet's answer to ERC-7811 `wallet_getAssets`, by hex chain id; it then claims asset
   * discovery (EIP-5792 capabilities) on those chains. Without it the wallet refuses both.
   */
  assets?: Record<string, unknown>
  /**
   * The wallet runs EIP-5792 batches, all or nothing, on every chain (its capabilities say
   * `atomic: supported`): it asks its user once for wallet_sendCalls, and once approved, the
   * batch's status is `settles` (400: not sent, 500: reverted, 600: partly reverted). Stories
   * have no chain to run it on, so none confirms here (test/store/batchedSwap.test.ts does).
   */
  batches?: { settles: 400 | 500 | 600 }
  /**
   * The wallet takes an app's paymaster (ERC-7677's paymasterService capability, beside its
   * batches): `refuses` is what the paymaster answers every batch it is handed (a policy's no),
   * before the wallet asks its user anything.
   */
  paymaster?: { refuses?: string }
}

export interface StoryWallet {
  options: StoryWalletOptions
  demo: DemoWallet
  /** Announces on `page` now and whenever the page asks again; returns stop. */
  announce(page: EventTarget): () => void
  /** Resolves with the first request the wallet holds for the user (manual mode). */
  nextPending(): Promise<PendingRequest>
  /** From now on the wallet reports holding `assets` (as `options.assets`), e.g. once a swap is mined. */
  holds(assets: Record<string, unknown>): void
}

/** A square icon with the wallet's initial: announced icons must be data:image URIs. */
function icon(name: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="${color}"/>` +
    `<text x="48" y="62" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="#fff">${name.charAt(0)}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

// The story wallets' node. Accounts and chain id are answered by the wallet itself; only a send
// reaches it, and a story that sends answers it with storyNode (storyNode.ts).
export const unusedRpcUrl = 'http://127.0.0.1:8545'

type Listener = (...args: never[]) => void

/** Reports `shown` wherever the wallet would report its own address `own`. */
function watching(provider: DemoProvider, own: string, shown: string): DemoProvider {
  const swap = (accounts: unknown) =>
    Array.isArray(accounts)
      ? accounts.map((a: unknown) => (typeof a === 'string' && a.toLowerCase() === own.toLowerCase() ? shown : a))
      : accounts
  const wrapped = new Map<Listener, Listener>()
  const wrap = (event: string, listener: Listener): Listener => {
    if (event !== 'accountsChanged') return listener
    const swapped = ((accounts: unknown) => (listener as (a: unknown) => void)(swap(accounts))) as Listener
    wrapped.set(listener, swapped)
    return swapped
  }
  return {
    request: async (args) => {
      const result = await provider.request(args)
      return args.method === 'eth_accounts' || args.method === 'eth_requestAccounts' ? swap(result) : result
    },
    on: (event, listener) => provider.on(event, wrap(event, listener)),
    removeListener: (event, listener) => provider.removeListener(event, wrapped.get(listener) ?? listener),
  }
}

/** Answers asset discovery with what `report` says it holds now, as a wallet implementing ERC-7811 would. */
function reportingAssets(provider: DemoProvider, report: () => Record<string, unknown>): DemoProvider {
  const capabilities = Object.fromEntries(
    Object.keys(report()).map((chain) => [chain, { assetDiscovery: { supported: true } }]),
  )
  return {
    ...provider,
    request: (args) => {
      if (args.method === 'wallet_getCapabilities') return Promise.resolve(capabilities)
      if (args.method === 'wallet_getAssets') return Promise.resolve(report())
      return provider.request(args)
    },
  }
}

/** Answers EIP-5792 as a wallet that batches atomically would, its user asked through `demo`. */
function runningBatches(
  provider: DemoProvider,
  demo: DemoWallet,
  settles: 400 | 500 | 600,
  paymaster: StoryWalletOptions['paymaster'],
): DemoProvider {
  const id = 'story-batch'
  return {
    ...provider,
    request: async (args) => {
      const params = (Array.isArray(args.params) ? args.params : []) as unknown[]
      if (args.method === 'wallet_getCapabilities') {
        // Asset discovery as the inner wallet reports it (reportingAssets), atomic batches beside it.
        const inner = (await provider.request(args).catch(() => ({}))) as Record<string, object>
        const chains = (params[1] as string[] | undefined) ?? Object.keys(inner)
        const own = { atomic: { status: 'supported' }, ...(paymaster && { paymasterService: { supported: true } }) }
        return Object.fromEntries(chains.map((chain) => [chain, { ...inner[chain], ...own }]))
      }
      if (args.method === 'wallet_sendCalls') {
        const sponsored = !!(params[0] as { capabilities?: { paymasterService?: unknown } }).capabilities
          ?.paymasterService
        if (sponsored && paymaster?.refuses) throw new ProviderRpcError(-32603, paymaster.refuses)
        if (!(await demo.ask(args.method, params))) throw new ProviderRpcError(4001, 'User rejected the request.')
        return { id }
      }
      if (args.method === 'wallet_getCallsStatus')
        return {
          version: '2.0.0',
          id,
          chainId: await provider.request({ method: 'eth_chainId' }),
          atomic: true,
          status: settles,
        }
      return provider.request(args)
    },
  }
}

/** What holds a wallet's requests for its user: the demo wallet, or the Solana wallet's approvals. */
interface HeldRequests {
  pending(): PendingRequest[]
  onPendingChange(watcher: (pending: PendingRequest[]) => void): () => void
}

/** Resolves with the first request `held` keeps for the user (manual mode). */
const firstPending = (held: HeldRequests) =>
  new Promise<PendingRequest>((resolve) => {
    const [first] = held.pending()
    if (first) return resolve(first)
    const stop = held.onPendingChange((pending) => {
      if (!pending[0]) return
      stop()
      resolve(pending[0])
    })
  })

export function createStoryWallet(options: StoryWalletOptions): StoryWallet {
  const demo = createDemoWallet({
    rpcUrl: unusedRpcUrl,
    chainId: options.chainId ?? 1,
    name: options.name,
    rdns: options.rdns,
    mode: options.mode ?? 'approve',
    knownChains: options.knownChains ?? [mainnet, polygon, base],
    permitted: options.permitted,
  })
  const { failConnect } = options
  let answering = options.account ? watching(demo.provider, demo.address, options.account) : demo.provider
  // What it holds is this wallet's own (a story's options are shared by its every run).
  let held = options.assets
  if (held) answering = reportingAssets(answering, () => held!)
  if (options.batches) answering = runningBatches(answering, demo, options.batches.settles, options.paymaster)
  const provider: DemoProvider = failConnect
    ? {
        ...answering,
        request: (args) =>
          args.method === 'eth_requestAccounts'
            ? Promise.reject(new ProviderRpcError(failConnect.code, failConnect.message))
            : answering.request(args),
      }
    : answering
  const info = { ...demo.info, icon: icon(options.name, options.color ?? '#3b5bdb') }
  return {
    options,
    demo,
    announce: (page) => announceProvider(page, info, provider),
    nextPending: () => firstPending(demo),
    holds: (assets) => {
      held = assets
    },
  }
}

export interface StorySolanaWalletOptions {
  /** 'Portico Solana Demo' by default, as the demo names it. */
  name?: string
  /** How the wallet's user answers; 'manual' keeps requests pending until the play function answers. */
  mode?: ApprovalMode
}

export interface StorySolanaWallet {
  options: StorySolanaWalletOptions
  wallet: SolanaStandardWallet
  /** Its user: switch the mode, approve or reject what is pending. */
  approvals: ReturnType<typeof createApprovals>
  /** The connector id Portico gives it. */
  connectorId: string
  /** Registers on `page` now and whenever an app there says it is ready; returns stop. */
  register(page: EventTarget): () => void
  /** Resolves with the first request the wallet holds for the user (manual mode). */
  nextPending(): Promise<PendingRequest>
}

/** The CAIP-2 network behind each of the standard's Solana clusters, as the mocks name them. */
const clusterNetworks: Record<SolanaStandardChain, string> = {
  'solana:mainnet': solanaMainnet,
  'solana:devnet': solanaDevnet,
  'solana:testnet': solanaTestnet,
  'solana:localnet': solanaLocalnet,
}

/**
 * The demo Solana wallet of a story. Its node for each cluster is the mocked Blockchain API's
 * JSON-RPC for that network (`nodeUrl`), so what it sends is checked and answered by the mocks'
 * db, the same node Portico reads the transfer from. Its accounts are the demo keys'
 * (`fixtures.solanaDemoAccounts`): a story that shows balances gives them some in the db.
 */
export function createStorySolanaWallet(
  options: StorySolanaWalletOptions,
  nodeUrl: (caipNetworkId: string) => string,
): StorySolanaWallet {
  const approvals = createApprovals(options.mode ?? 'approve')
  const rpcUrls = Object.fromEntries(
    Object.entries(clusterNetworks).map(([cluster, caipNetworkId]) => [cluster, nodeUrl(caipNetworkId)]),
  )
  const wallet = createSolanaStandardWallet({ name: options.name, rpcUrls, ask: approvals.ask })
  return {
    options,
    wallet,
    approvals,
    connectorId: standardConnectorInfo(wallet).id,
    register: (page) => wallet.register(page),
    nextPending: () => firstPending(approvals),
  }
}

/** Wallets the stories name: real names and rdns, so the directory's entries merge with them. */
export const storyWallets = {
  metaMask: { name: 'MetaMask', rdns: 'io.metamask', color: '#e2761b' },
  rabby: { name: 'Rabby Wallet', rdns: 'io.rabby', color: '#7084ff' },
  demo: { name: 'Portico Demo Wallet', rdns: 'dev.portico.demo', color: '#3b5bdb' },
} satisfies Record<string, StoryWalletOptions>
