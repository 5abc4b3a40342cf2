// The hooks a host uses. Each returns plain values and stable callbacks; none fetches.
import { addListener, isAnyOf, type UnknownAction } from '@reduxjs/toolkit'
import { useCallback, useContext, useEffect, useRef } from 'react'
import type { CaipNetworkId, ChainNamespace } from '../contract'
import {
  closeRequested,
  connectSucceeded,
  disconnectFailed,
  disconnectRequested,
  disconnectSucceeded,
  openRequested,
  switchNetworkRequested,
} from '../store/flows/actions'
import { selectAccount } from '../store/selectors/account'
import { selectCurrentView, selectModal } from '../store/selectors/base'
import { selectActiveNetwork, selectNetworks } from '../store/selectors/network'
import { closed, opened } from '../store/slices/modal'
import type { RouteData, View } from '../store/slices/views'
import { PorticoInstanceContext, usePorticoDispatch, usePorticoSelector } from './context'

function usePorticoInstance() {
  const instance = useContext(PorticoInstanceContext)
  if (!instance) throw new Error('Portico hooks must be used inside <PorticoProvider>')
  return instance
}

/** Open (optionally on a view, with its data) and close the modal. */
export function usePortico() {
  const dispatch = usePorticoDispatch()
  const open = useCallback((options?: { view?: View; data?: RouteData }) => void dispatch(openRequested(options)), [dispatch])
  const close = useCallback(() => void dispatch(closeRequested()), [dispatch])
  return { open, close }
}

export function usePorticoModal() {
  const modal = usePorticoSelector(selectModal)
  const { view } = usePorticoSelector(selectCurrentView)
  return { open: modal.open, loading: modal.loading, view }
}

export function usePorticoAccount() {
  const account = usePorticoSelector(selectAccount)
  return {
    address: account?.address,
    caipAddress: account?.caipAddress,
    status: account?.status ?? 'disconnected',
    isConnected: account?.status === 'connected',
    connectedWalletInfo: account?.connectedWalletInfo,
  }
}

export function usePorticoNetwork() {
  const dispatch = usePorticoDispatch()
  const caipNetwork = usePorticoSelector(selectActiveNetwork)
  const networks = usePorticoSelector(selectNetworks)
  const switchNetwork = useCallback((caipNetworkId: CaipNetworkId) => void dispatch(switchNetworkRequested({ caipNetworkId })), [dispatch])
  return { caipNetwork, caipNetworkId: caipNetwork?.caipNetworkId, networks, switchNetwork }
}

export function useDisconnect() {
  const dispatch = usePorticoDispatch()
  return { disconnect: useCallback(() => void dispatch(disconnectRequested()), [dispatch]) }
}

/** The connected wallet's live provider for a namespace (EIP-1193 for eip155), for the host's own calls. */
export function useWalletProvider(namespace: ChainNamespace = 'eip155') {
  const { registry } = usePorticoInstance()
  const connectorId = usePorticoSelector((s) => s.portico.connectors.connectedIdByNamespace[namespace])
  const connector = connectorId ? registry.get(connectorId) : undefined
  return { provider: connector?.getProvider(), connector: connector?.info }
}

const events = [opened, closed, connectSucceeded, disconnectSucceeded, disconnectFailed] as const
export type PorticoEvent = ReturnType<(typeof events)[number]>

/** Calls `listener` with each Portico event: the modal opening and closing, connections, disconnections. */
export function usePorticoEvents(listener: (event: PorticoEvent) => void) {
  const dispatch = usePorticoDispatch()
  const latest = useRef(listener)
  useEffect(() => {
    latest.current = listener
  })
  useEffect(() => {
    const unsubscribe = dispatch(
      addListener({ matcher: isAnyOf(...events), effect: (action: UnknownAction) => latest.current(action as PorticoEvent) }),
    ) as unknown as () => void
    return unsubscribe
  }, [dispatch])
}
