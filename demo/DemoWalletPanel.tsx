// The demo wallet's own window, as an extension's popup would be: the requests waiting for the
// user's answer, how the user answers (ask, or always approve / reject), and the wallet's
// network, which the user can change on their own (to one the app does not support, too).
import { useEffect, useId, useState, useSyncExternalStore, type ReactNode } from 'react'
import { hexToString, isHex } from 'viem'
import type { ApprovalMode, PendingRequest } from '../mocks/wallets'
import { walletChains, type DemoWalletHandle } from './wallet'

const modeLabels: Record<ApprovalMode, string> = {
  manual: 'Ask me',
  approve: 'Approve everything',
  reject: 'Reject everything',
}

function describe({ method, params }: PendingRequest): string {
  switch (method) {
    case 'eth_requestAccounts':
      return 'Connect to this site'
    case 'personal_sign': {
      const message = params[0]
      return `Sign the message "${typeof message === 'string' && isHex(message) ? hexToString(message) : String(message)}"`
    }
    case 'wallet_addEthereumChain':
      return `Add the network ${(params[0] as { chainName?: string } | undefined)?.chainName ?? ''}`
    case 'eth_signTypedData_v4':
      return 'Sign typed data'
    case 'eth_sendTransaction':
      return 'Send a transaction'
    case 'wallet_sendCalls': {
      const calls = (params[0] as { calls?: unknown[] } | undefined)?.calls ?? []
      return `Send ${calls.length} calls together`
    }
    // The demo Solana wallet asks through the same user (demo/wallet.ts).
    case 'solana_connect':
      return 'Connect to this site (Solana)'
    case 'solana_signMessage':
      return `Sign the message "${String((params[0] as { message?: unknown } | undefined)?.message)}" (Solana)`
    case 'solana_signTransaction':
      return 'Sign a Solana transaction'
    case 'solana_signAndSendTransaction':
      return 'Send a Solana transaction'
    default:
      return method
  }
}

// pending() builds a new array on each call; useSyncExternalStore needs a snapshot that
// changes only with the queue. One store per wallet.
const pendingStores = new WeakMap<
  DemoWalletHandle['wallet'],
  { subscribe(changed: () => void): () => void; snapshot(): PendingRequest[] }
>()

function pendingStore(wallet: DemoWalletHandle['wallet']) {
  let store = pendingStores.get(wallet)
  if (!store) {
    let last: PendingRequest[] = []
    store = {
      subscribe: (changed) => wallet.onPendingChange(changed),
      snapshot: () => {
        const next = wallet.pending()
        if (next.length !== last.length || next.some((r, i) => r.id !== last[i]?.id)) last = next
        return last
      },
    }
    pendingStores.set(wallet, store)
  }
  return store
}

function usePending({ wallet }: DemoWalletHandle): PendingRequest[] {
  const store = pendingStore(wallet)
  return useSyncExternalStore(store.subscribe, store.snapshot)
}

function useWalletChainId({ wallet }: DemoWalletHandle): number | undefined {
  const [chainId, setChainId] = useState<number>()
  useEffect(() => {
    const update = (hex: unknown) => setChainId(Number.parseInt(String(hex), 16))
    void wallet.provider.request({ method: 'eth_chainId' }).then(update)
    wallet.provider.on('chainChanged', update as (...args: never[]) => void)
    return () => wallet.provider.removeListener('chainChanged', update as (...args: never[]) => void)
  }, [wallet])
  return chainId
}

function useSiteConnected({ wallet }: DemoWalletHandle): boolean {
  const [connected, setConnected] = useState(false)
  useEffect(() => {
    const update = (accounts: unknown) => setConnected(Array.isArray(accounts) && accounts.length > 0)
    void wallet.provider.request({ method: 'eth_accounts' }).then(update)
    wallet.provider.on('accountsChanged', update as (...args: never[]) => void)
    return () => wallet.provider.removeListener('accountsChanged', update as (...args: never[]) => void)
  }, [wallet])
  return connected
}

const aboutTheDemoWallet = (
  <>
    A browser wallet simulated in this page (EIP-6963), signing with anvil&apos;s first test key. It is what Portico
    connects to.
  </>
)

/** One demo wallet's window: the demo wallet's by default, or another's (`?multi=1`) under its own title. */
export function DemoWalletPanel({
  handle,
  title = 'Demo wallet',
  about = aboutTheDemoWallet,
}: {
  handle: DemoWalletHandle
  title?: string
  about?: ReactNode
}) {
  const { wallet } = handle
  const titleId = useId()
  const pending = usePending(handle)
  const [mode, setMode] = useState(handle.mode())
  const chainId = useWalletChainId(handle)
  const siteConnected = useSiteConnected(handle)
  const [switchError, setSwitchError] = useState<string>()

  const switchChain = async (id: number) => {
    setSwitchError(undefined)
    try {
      await wallet.provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${id.toString(16)}` }],
      })
    } catch (error) {
      setSwitchError((error as Error).message)
    }
  }

  return (
    <section className="demo-wallet" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p className="demo-muted">{about}</p>
      <dl className="demo-pairs">
        <dt>Account</dt>
        <dd className="demo-mono">{wallet.address}</dd>
        <dt>This site</dt>
        <dd data-testid="wallet-site">{siteConnected ? 'connected' : 'not connected'}</dd>
      </dl>
      <label className="demo-field">
        Wallet network
        <select value={chainId ?? ''} onChange={(e) => void switchChain(Number(e.target.value))}>
          {walletChains.map((chain) => (
            <option key={chain.id} value={chain.id}>
              {chain.name} ({chain.id}){chain.inApp ? '' : ' – not in the app'}
            </option>
          ))}
        </select>
      </label>
      {switchError && <p role="alert">{switchError}</p>}
      <label className="demo-field">
        Requests
        <select
          value={mode}
          onChange={(e) => {
            const next = e.target.value as ApprovalMode
            handle.setMode(next)
            setMode(next)
          }}
        >
          {(Object.keys(modeLabels) as ApprovalMode[]).map((m) => (
            <option key={m} value={m}>
              {modeLabels[m]}
            </option>
          ))}
        </select>
      </label>
      <h3>Waiting for you</h3>
      {pending.length === 0 ? (
        <p className="demo-muted">No request.</p>
      ) : (
        <ul className="demo-requests" aria-label="Pending requests">
          {pending.map((request) => (
            <li key={request.id}>
              <span>{describe(request)}</span>
              <span className="demo-actions">
                <button type="button" className="demo-approve" onClick={() => wallet.approve(request.id)}>
                  Approve
                </button>
                <button type="button" onClick={() => wallet.reject(request.id)}>
                  Reject
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
