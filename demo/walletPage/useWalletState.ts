// The wallet's lists as React state. The headless wallet keeps one array per change and tells
// every change through on(), which is what useSyncExternalStore needs.
import { useCallback, useState, useSyncExternalStore } from 'react'
import type { WalletConnectWallet } from '../../mocks/wallets/walletConnect'

export const useProposals = (wallet: WalletConnectWallet) =>
  useSyncExternalStore((changed) => wallet.on('proposal', changed), wallet.proposals)
export const useRequests = (wallet: WalletConnectWallet) =>
  useSyncExternalStore((changed) => wallet.on('request', changed), wallet.requests)
export const useSessions = (wallet: WalletConnectWallet) =>
  useSyncExternalStore((changed) => wallet.on('sessions', changed), wallet.sessions)

/**
 * Runs a wallet action from a button: busy while it runs, its failure kept for an alert.
 * Failures are the user's business here (a refused proposal, a dapp that went away), not bugs.
 */
export function useAction() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const run = useCallback(async (action: () => Promise<unknown>) => {
    setBusy(true)
    setError(undefined)
    try {
      await action()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
  }, [])
  return { busy, error, run }
}
