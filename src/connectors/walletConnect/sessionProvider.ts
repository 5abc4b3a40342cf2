// What a host gets from useWalletProvider for a WalletConnect session: an EIP-1193 provider
// per namespace whose requests go through the session to the wallet (signing, sending) or to
// the namespace's HTTP RPC (reads). Errors use the section 8 wording, whatever the SDK says.
import type { CaipNetworkId, ChainNamespace } from '../../contract'
import type { ConnectorEvent } from '../types'
import { WalletError } from '../walletErrors'
import { needsUserApproval } from '../../walletconnect/approvalMethods'
import type { WalletConnectProvider } from './sdk'

export const walletConnectErrors = {
  notConnected: 'Please call connect() before request()',
  notInitialized: 'Sign Client not initialized',
  namespaceNotConfigured: 'Namespace is not configured. Please call connect() first with namespace config.',
  noRpcUrl: 'No RPC url provided for chainId',
  noProvider: 'JSON-RPC provider for the chain not found',
} as const

export interface SessionProviderSource {
  namespace: ChainNamespace
  provider: () => WalletConnectProvider | undefined
  activeChain: () => CaipNetworkId | undefined
  subscribe: (listener: (event: ConnectorEvent) => void) => () => void
  /** Called once a request the wallet must ask its user about is on its way (mobile redirect). */
  onApprovalRequest?: () => void
}

type Listener = (...args: unknown[]) => void

export interface SessionProvider {
  request(args: { method: string; params?: unknown[] | object }): Promise<unknown>
  on(event: 'accountsChanged' | 'chainChanged' | 'disconnect', listener: Listener): void
  removeListener(event: string, listener: Listener): void
  readonly isWalletConnect: true
}

/** The SDK's own messages for the section 8 cases, matched to the spec's wording. */
function specError(error: unknown): unknown {
  const message = (error as { message?: unknown })?.message
  if (typeof message !== 'string') return error
  if (/is not configured\. Please call connect\(\) first/.test(message))
    return new WalletError('unknown', walletConnectErrors.namespaceNotConfigured)
  if (message.includes(walletConnectErrors.noRpcUrl)) return new WalletError('unknown', walletConnectErrors.noRpcUrl)
  // The SDK looks up a missing sub-provider and calls it: a TypeError about undefined.
  if (error instanceof TypeError && /undefined|null/.test(message))
    return new WalletError('unknown', walletConnectErrors.noProvider)
  return error
}

export function createSessionProvider(source: SessionProviderSource): SessionProvider {
  const handlers = new Map<Listener, () => void>()
  return {
    isWalletConnect: true,
    async request({ method, params }) {
      const provider = source.provider()
      if (!provider) throw new WalletError('unknown', walletConnectErrors.notInitialized)
      const session = provider.session
      if (!session) throw new WalletError('disconnected', walletConnectErrors.notConnected, 4900)
      if (!session.namespaces[source.namespace])
        throw new WalletError('unknown', walletConnectErrors.namespaceNotConfigured)
      const chain = source.activeChain()
      if (!chain) throw new WalletError('unknown', walletConnectErrors.noProvider)
      // eth_chainId is answered here, from the chain in use (section 7: answered locally).
      if (method === 'eth_chainId' && source.namespace === 'eip155')
        return `0x${Number(chain.split(':')[1]).toString(16)}`
      try {
        const answer = provider.request({ method, params: params as unknown[] }, chain)
        if (needsUserApproval(method)) source.onApprovalRequest?.()
        return await answer
      } catch (error) {
        throw specError(error)
      }
    },
    on(event, listener) {
      const unsubscribe = source.subscribe((e) => {
        if (event === 'disconnect' && e.type === 'disconnect') listener()
        else if (
          event === 'chainChanged' &&
          e.type === 'chainChanged' &&
          e.caipNetworkId.startsWith(`${source.namespace}:`)
        ) {
          const reference = e.caipNetworkId.split(':')[1]!
          listener(source.namespace === 'eip155' ? `0x${Number(reference).toString(16)}` : reference)
        } else if (
          event === 'accountsChanged' &&
          e.type === 'accountsChanged' &&
          (e.namespace ?? source.namespace) === source.namespace
        )
          listener(e.accounts)
      })
      handlers.set(listener, unsubscribe)
    },
    removeListener(_event, listener) {
      handlers.get(listener)?.()
      handlers.delete(listener)
    },
  }
}
