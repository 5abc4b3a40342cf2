// The wallet's sessions as its UI and tests read them: flat CAIP lists instead of the SDK's
// namespace records, and one snapshot array per change (React compares snapshots by identity).
import type { SessionTypes } from '@walletconnect/types'
import { chainsOf } from './approvedNamespaces'
import type { WalletSession } from './types'

export function sessionView(session: SessionTypes.Struct, announcedChain: string | undefined): WalletSession {
  const namespaces = Object.values(session.namespaces)
  const chains = namespaces.flatMap(chainsOf)
  return {
    topic: session.topic,
    dapp: session.peer.metadata,
    chains,
    accounts: namespaces.flatMap((namespace) => namespace.accounts),
    activeChain: announcedChain && chains.includes(announcedChain) ? announcedChain : chains[0]!,
    expiry: session.expiry,
    namespaces: session.namespaces,
  }
}

/** Returns the previous array while nothing a view shows has changed. */
export function createSessionSnapshots() {
  let last: WalletSession[] = []
  let lastKey = '[]'
  return (next: WalletSession[]): WalletSession[] => {
    const key = JSON.stringify(next)
    if (key !== lastKey) {
      last = next
      lastKey = key
    }
    return last
  }
}
