// Browser wallets for stories: the demo wallet (mocks/wallets), announced over EIP-6963 on a
// page of the story's own, so Portico discovers them exactly as it discovers extensions.
import { createDemoWallet, ProviderRpcError, type ApprovalMode, type DemoProvider, type DemoWallet, type PendingRequest } from '../mocks/wallets'
import { announceProvider } from '../mocks/wallets/eip6963Announcer'
import type { CaipNetwork } from '../src/contract'
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
}

export interface StoryWallet {
  options: StoryWalletOptions
  demo: DemoWallet
  /** Announces on `page` now and whenever the page asks again; returns stop. */
  announce(page: EventTarget): () => void
  /** Resolves with the first request the wallet holds for the user (manual mode). */
  nextPending(): Promise<PendingRequest>
}

/** A square icon with the wallet's initial: announced icons must be data:image URIs. */
function icon(name: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="${color}"/>` +
    `<text x="48" y="62" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="#fff">${name.charAt(0)}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

// Never called by the stories' flows (accounts and chain id are answered by the wallet itself).
const unusedRpcUrl = 'http://127.0.0.1:8545'

export function createStoryWallet(options: StoryWalletOptions): StoryWallet {
  const demo = createDemoWallet({
    rpcUrl: unusedRpcUrl,
    chainId: options.chainId ?? 1,
    name: options.name,
    rdns: options.rdns,
    mode: options.mode ?? 'approve',
    knownChains: options.knownChains ?? [mainnet, polygon, base],
  })
  const { failConnect } = options
  const provider: DemoProvider = failConnect
    ? {
        ...demo.provider,
        request: (args) =>
          args.method === 'eth_requestAccounts' ? Promise.reject(new ProviderRpcError(failConnect.code, failConnect.message)) : demo.provider.request(args),
      }
    : demo.provider
  const info = { ...demo.info, icon: icon(options.name, options.color ?? '#3b5bdb') }
  return {
    options,
    demo,
    announce: (page) => announceProvider(page, info, provider),
    nextPending: () =>
      new Promise((resolve) => {
        const [first] = demo.pending()
        if (first) return resolve(first)
        const stop = demo.onPendingChange((pending) => {
          if (!pending[0]) return
          stop()
          resolve(pending[0])
        })
      }),
  }
}

/** Wallets the stories name: real names and rdns, so the directory's entries merge with them. */
export const storyWallets = {
  metaMask: { name: 'MetaMask', rdns: 'io.metamask', color: '#e2761b' },
  rabby: { name: 'Rabby Wallet', rdns: 'io.rabby', color: '#7084ff' },
  demo: { name: 'Portico Demo Wallet', rdns: 'dev.portico.demo', color: '#3b5bdb' },
} satisfies Record<string, StoryWalletOptions>
