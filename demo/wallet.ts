// The demo wallet as a browser extension would be: it remembers, per site, that it granted
// access, which network it is on and how the "user" answers, so a reload reconnects without
// a prompt (Portico asks eth_accounts, which a remembering wallet answers). The wallet itself
// (mocks/wallets) keeps its grant in memory only; this file adds the memory.
import {
  anvilPrivateKeys,
  createDemoWallet,
  createSolanaStandardWallet,
  type ApprovalMode,
  type DemoWallet,
  type SolanaStandardWallet,
} from '../mocks/wallets'
import { createPublicClient, http, type Hex } from 'viem'
import { fund } from '../mocks/frame/frameSmartAccount'

export interface WalletChain {
  id: number
  name: string
  /** False for a network the demo app does not configure: switching there shows UnsupportedChain. */
  inApp: boolean
}

export const anvilChainId = 31337

/** Every chain answers from the local anvil node: the wallet signs locally and never leaves the machine. */
export const walletChains: readonly WalletChain[] = [
  { id: anvilChainId, name: 'Anvil', inApp: true },
  { id: 1, name: 'Ethereum', inApp: true },
  { id: 137, name: 'Polygon', inApp: true },
  { id: 10, name: 'OP Mainnet', inApp: false },
]

/**
 * The second EIP-6963 wallet of `?multi=1` (several wallets at once): anvil's third key, a name
 * of its own (so a visitor, and a test, tell the two apart in Connect) and its own memory.
 */
export const secondDemoWallet = {
  privateKey: anvilPrivateKeys[2],
  name: 'Portico Second Wallet',
  rdns: 'dev.portico.demo.second',
  storageId: 'second-wallet',
} as const

/** What a demo wallet remembers, under its own name: `wallet` for the first, another for a second. */
const keysOf = (id: string) => ({
  permitted: `portico-demo:${id}:permitted`,
  chainId: `portico-demo:${id}:chainId`,
  mode: `portico-demo:${id}:mode`,
})

const isMode = (value: unknown): value is ApprovalMode =>
  value === 'manual' || value === 'approve' || value === 'reject'

export interface DemoWalletHandle {
  wallet: DemoWallet
  /** The current approval mode (the wallet has no getter for it). */
  mode(): ApprovalMode
  setMode(mode: ApprovalMode): void
}

export async function setUpDemoWallet(options: {
  rpcUrl: string
  mode?: ApprovalMode
  /** The wallet runs EIP-5792 batches as an EIP-7702 account (`?batches=7702`), or is an ERC-4337 smart account through this bundler (`?batches=4337`). */
  batches?: 'eip7702' | { bundlerUrl: string }
  /**
   * Another wallet beside the first (`?multi=1`): its own key, its name and rdns as it announces
   * itself, and the name its memory is kept under (`second-wallet`), so each remembers the site
   * on its own. Absent: the demo wallet (anvil's first key, "Portico Demo Wallet").
   */
  another?: { privateKey: Hex; name: string; rdns: string; storageId: string }
  storage?: Storage
}): Promise<DemoWalletHandle> {
  const storage = options.storage ?? window.localStorage
  const keys = keysOf(options.another?.storageId ?? 'wallet')
  const wallet = createDemoWallet({
    rpcUrl: options.rpcUrl,
    ...(options.another && {
      privateKey: options.another.privateKey,
      name: options.another.name,
      rdns: options.another.rdns,
    }),
    chainId: anvilChainId,
    knownChains: walletChains.map(({ id, name }) => ({
      id,
      name,
      ...(id === 137 ? { nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 } } : {}),
    })),
    // Restoring is the wallet remembering, not the user answering.
    mode: 'approve',
    ...(options.batches === 'eip7702' && { batches: options.batches }),
    ...(typeof options.batches === 'object' && { smartAccount: options.batches }),
  })
  const provider = wallet.provider
  // A new smart account has nothing: the demo's faucet gives it PTC and ETH to try things (its
  // fee, with `?sponsorship=1`, is the app's paymaster's all the same).
  if (typeof options.batches === 'object')
    await fund(createPublicClient({ transport: http(options.rpcUrl), cacheTime: 0 }), wallet.address)

  if (storage.getItem(keys.permitted) === '1') await provider.request({ method: 'eth_requestAccounts' })
  const chainId = storage.getItem(keys.chainId)
  if (chainId) {
    try {
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
    } catch {
      storage.removeItem(keys.chainId)
    }
  }

  provider.on('accountsChanged', (accounts: never) => {
    if ((accounts as unknown[]).length > 0) storage.setItem(keys.permitted, '1')
    else storage.removeItem(keys.permitted)
  })
  provider.on('chainChanged', (id: never) => storage.setItem(keys.chainId, id as string))

  const stored = storage.getItem(keys.mode)
  let mode: ApprovalMode = options.mode ?? (isMode(stored) ? stored : 'manual')
  wallet.setMode(mode)

  return {
    wallet,
    mode: () => mode,
    setMode(next) {
      mode = next
      wallet.setMode(next)
      storage.setItem(keys.mode, next)
    },
  }
}

const solanaPermittedKey = 'portico-demo:solana-wallet:permitted'

/**
 * The demo Solana wallet (a Wallet Standard wallet), answering through the demo wallet's user:
 * its requests wait in the same panel, in the same mode. It sends to the local Solana chain
 * (solana:localnet) and, like an extension, remembers the site's grant across reloads.
 */
export async function setUpDemoSolanaWallet(options: {
  rpcUrl: string
  ask: DemoWallet['ask']
  /** Another name than its own: the demo wallet's, to play one extension speaking both namespaces. */
  name?: string
  storage?: Storage
}): Promise<SolanaStandardWallet> {
  const storage = options.storage ?? window.localStorage
  // Restoring is the wallet remembering, not the user answering.
  let restoring = true
  const wallet = createSolanaStandardWallet({
    name: options.name,
    rpcUrls: { 'solana:localnet': options.rpcUrl },
    ask: (method, params) => (restoring ? Promise.resolve(true) : options.ask(method, params)),
  })
  const features = wallet.features as {
    'standard:connect': { connect(input?: { silent?: boolean }): Promise<unknown> }
    'standard:events': { on(event: 'change', listener: (change: { accounts?: readonly unknown[] }) => void): void }
  }
  if (storage.getItem(solanaPermittedKey) === '1') await features['standard:connect'].connect()
  restoring = false
  features['standard:events'].on('change', ({ accounts }) => {
    if (!accounts) return
    if (accounts.length > 0) storage.setItem(solanaPermittedKey, '1')
    else storage.removeItem(solanaPermittedKey)
  })
  return wallet
}
