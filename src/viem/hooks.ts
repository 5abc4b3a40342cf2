'use client'
// viem clients on Portico's eip155 network, for hosts that call the chain with viem (section 6):
// a wallet client for the connected account, through Portico's provider (whichever wallet is
// connected, the embedded wallet's approvals in its frame), and a public client that reads
// through the node Portico reads with (the Blockchain API's JSON-RPC where it serves the
// network, else the network's own RPC URL), over section 9's transport and its retries.
import { useMemo } from 'react'
import {
  createPublicClient,
  createWalletClient,
  custom,
  type Account,
  type Chain,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import type { CaipNetworkId } from '../contract'
import { selectActiveNetwork, selectNetworks } from '../features/chain/selectors'
import { usePorticoInstance, usePorticoSelector, usePorticoStore } from '../react/context'
import { loadApiParts } from '../composition/portico'
import type { PorticoDispatch } from '../store/listener'
import type { RootState } from '../store/state'
import { eip155Connection, sameConnection } from './eip155Connection'
import { createPorticoProvider } from './porticoProvider'
import { viemChain } from './viemChain'

/** The network the clients are on: the connected account's, else the active one when it is eip155, else the first eip155 one. */
function useEip155Network() {
  const connection = usePorticoSelector(eip155Connection, sameConnection)
  const active = usePorticoSelector(selectActiveNetwork)
  const networks = usePorticoSelector(selectNetworks)
  const id: CaipNetworkId | undefined = connection
    ? `eip155:${connection.chainId}`
    : active?.chainNamespace === 'eip155'
      ? active.caipNetworkId
      : networks.find((n) => n.chainNamespace === 'eip155')?.caipNetworkId
  const network = networks.find((n) => n.caipNetworkId === id)
  return { connection, network, chain: useMemo(() => (network ? viemChain(network) : undefined), [network]) }
}

/**
 * A viem wallet client for the connected eip155 account on its network; undefined while no
 * wallet is connected on eip155 (or its network is not one the app configures).
 */
export function usePorticoWalletClient(): WalletClient<Transport, Chain, Account> | undefined {
  const store = usePorticoStore()
  const instance = usePorticoInstance()
  const provider = useMemo(() => createPorticoProvider({ store, instance }), [store, instance])
  const { connection, chain } = useEip155Network()
  const account = connection?.accounts[0]
  return useMemo(
    () =>
      account && chain
        ? (createWalletClient({ account, chain, transport: custom(provider) }) as WalletClient<
            Transport,
            Chain,
            Account
          >)
        : undefined,
    [account, chain, provider],
  )
}

/**
 * A viem public client on the connected account's network (else the active eip155 one), reading
 * through Portico's node for it; undefined while the app configures no eip155 network.
 */
export function usePorticoPublicClient(): PublicClient<Transport, Chain> | undefined {
  const store = usePorticoStore()
  const instance = usePorticoInstance()
  const { network, chain } = useEip155Network()
  const caipNetworkId = network?.caipNetworkId
  return useMemo(() => {
    if (!chain || !caipNetworkId) return undefined
    const dispatch = store.dispatch as PorticoDispatch
    const getState = () => store.getState() as RootState
    const request = async ({ method, params }: { method: string; params?: unknown }) => {
      // The node comes with the api's chunk (the Blockchain API's supported chains decide it).
      await instance.attachApi(dispatch)
      const node = await (await loadApiParts()).chainNode({ dispatch, getState }, caipNetworkId)
      if (!node) throw new Error(`Portico has no node for ${caipNetworkId}`)
      return node.request(method, (params as readonly unknown[] | undefined) ?? [])
    }
    // Section 9's transport retries; viem's own retries would repeat them.
    return createPublicClient({ chain, transport: custom({ request }, { retryCount: 0 }) }) as PublicClient<
      Transport,
      Chain
    >
  }, [chain, caipNetworkId, store, instance])
}
