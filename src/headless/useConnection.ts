'use client'
// How the visitor's last connection attempt stands (section 4), for a host's own "connecting"
// screen: the wallet it is with, waiting for the wallet, declined or failed in the wallet's or the
// spec's words, and trying again with the same wallet.
import { useCallback } from 'react'
import { connectRetried } from '../features/connection/actions'
import { selectConnectionAttempt, selectConnectors } from '../features/connection/selectors'
import { usePorticoDispatch, usePorticoSelector } from '../react/context'
import { useSay } from './useSay'

/**
 * `status`: idle, connecting (the wallet asks its user), declined, failed; `wallet` names the
 * connector it is with; `error` says why it did not connect; `retry()` asks the same wallet
 * again. A WalletConnect pairing has its own (useWalletConnect).
 */
export function useConnection() {
  const dispatch = usePorticoDispatch()
  const say = useSay()
  const attempt = usePorticoSelector(selectConnectionAttempt)
  const connectorId = attempt.status === 'idle' ? undefined : attempt.connectorId
  const connector = usePorticoSelector((state) =>
    connectorId ? selectConnectors(state).find((c) => c.id === connectorId) : undefined,
  )
  return {
    status: attempt.status,
    wallet: connector && { id: connector.id, name: connector.name, imageSrc: connector.imageUrl },
    error: attempt.status === 'declined' || attempt.status === 'failed' ? say(attempt.message) : undefined,
    retry: useCallback(() => void dispatch(connectRetried()), [dispatch]),
  }
}
