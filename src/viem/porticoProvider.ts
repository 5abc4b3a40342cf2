// Portico's eip155 wallet as one EIP-1193 provider (viem's `EIP1193Provider`) that stays the same
// object across connections: each request goes to the wallet Portico has connected on eip155
// (section 4), whichever it is (a browser wallet, WalletConnect, the embedded wallet, whose
// approvals show in its frame); its events follow Portico's account. With no wallet connected a
// request is refused as EIP-1193's 4900 (disconnected), the accounts are none.
import { ProviderDisconnectedError, numberToHex, type EIP1193Provider } from 'viem'
import type { PorticoInstance } from '../composition/portico'
import { transactionSent } from '../features/send/actions'
import { askedWithApproval } from './hostApproval'
import {
  eip155Connection,
  followEip155Connection,
  type Eip155Connection,
  type PorticoStoreLike,
} from './eip155Connection'

export interface PorticoBinding {
  /** The store Portico lives in (createPorticoStore's, or a host's with porticoReducer). */
  store: PorticoStoreLike
  /** The instance whose middleware that store mounted. */
  instance: Pick<PorticoInstance, 'registry'>
}

type Listener = (...args: never[]) => void

/** The transactions a wallet_getCallsStatus answer names (EIP-5792's receipts), as far as it names them. */
function batchTransactions(answer: unknown): string[] {
  const receipts = (answer as { receipts?: unknown } | null)?.receipts
  if (!Array.isArray(receipts)) return []
  return receipts.flatMap((receipt: { transactionHash?: unknown } | null) =>
    typeof receipt?.transactionHash === 'string' ? [receipt.transactionHash] : [],
  )
}

export function createPorticoProvider({ store, instance }: PorticoBinding): EIP1193Provider {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args)
  }
  let unsubscribe: (() => void) | undefined
  /** The host's batches' transactions Portico follows already. */
  const followed = new Set<string>()
  /** What the provider's events say, while anyone listens to the provider. */
  const follow = (before: Eip155Connection | undefined, next: Eip155Connection | undefined) => {
    if (!next) return emit('disconnect', new ProviderDisconnectedError(new Error('Portico disconnected')))
    if (!before) emit('connect', { chainId: numberToHex(next.chainId) })
    if (!before || before.accounts.join() !== next.accounts.join()) emit('accountsChanged', [...next.accounts])
    if (before && before.chainId !== next.chainId) emit('chainChanged', numberToHex(next.chainId))
  }
  const provider = {
    async request(args: { method: string; params?: unknown }) {
      const connection = eip155Connection(store.getState() as never)
      if (!connection) {
        if (args.method === 'eth_accounts') return []
        throw new ProviderDisconnectedError(new Error('No wallet is connected in Portico'))
      }
      const connector = instance.registry.get(connection.connectorId)
      const live = connector?.getProvider('eip155') as EIP1193Provider | undefined
      if (!live) throw new ProviderDisconnectedError(new Error('The connected wallet has no eip155 provider'))
      const caipNetworkId = `eip155:${connection.chainId}` as const
      const answer = await askedWithApproval(store, connector, live, args, caipNetworkId)
      // A transaction the host sent is the account's as much as one sent from the modal: Portico
      // asks its balance again and follows it in the history until it is mined (section 3).
      if (args.method === 'eth_sendTransaction' && typeof answer === 'string')
        store.dispatch(transactionSent({ hash: answer, caipNetworkId }))
      // A host's batch (EIP-5792) is known by its transactions once the wallet names them, in the
      // status the host asks for (wagmi's useWaitForCallsStatus does): each is followed once.
      if (args.method === 'wallet_getCallsStatus')
        for (const hash of batchTransactions(answer))
          if (!followed.has(hash)) {
            followed.add(hash)
            store.dispatch(transactionSent({ hash, caipNetworkId }))
          }
      return answer
    },
    on(event: string, listener: Listener) {
      if (listeners.size === 0) unsubscribe = followEip155Connection(store, follow)
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set.add(listener))
    },
    removeListener(event: string, listener: Listener) {
      const set = listeners.get(event)
      set?.delete(listener)
      if (set?.size === 0) listeners.delete(event)
      if (listeners.size === 0) unsubscribe?.()
    },
  }
  return provider as unknown as EIP1193Provider
}
