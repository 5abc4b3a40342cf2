// What happens once on the client: what the last visit stored is restored (network, recent
// wallets), browser wallets are discovered, and the last connection comes back without a prompt.
// The api is not loaded here: it loads on demand (apiOnDemand.ts).
import type { ChainNamespace } from '../../contract'
import type { Connector } from '../../connectors/types'
import type { Flow } from '../../store/listener'
import { statusChanged } from '../account/accountSlice'
import { activeNetworkChanged } from '../chain/chainSlice'
import { connectorsFound, lastVisitRestored } from './connectorsSlice'
import { recentWalletsRestored } from './recentWalletsSlice'
import { selectNetworks } from '../chain/selectors'
import { porticoStarted } from '../../store/actions'
import { warnOfProjectId } from '../../config/configError'
import { connectWith } from './connectionFlow'
import { connectionsCameBack } from './actions'
import { walletConnectConnectorId } from '../../connectors/walletConnect/info'
import { createLazyWalletConnectConnector } from '../../connectors/walletConnect/lazyConnector'

/** How long a stored connector may take to show up (EIP-6963 wallets announce at once; some inject late). */
export const reconnectWaitMs = 3000

/** The stores this flow started, by their getState: once per store, and one instance may serve several. */
const startedStores = new WeakSet<object>()

export const startupFlow: Flow = (startListening) => {
  startListening({
    actionCreator: porticoStarted,
    effect: async (_action, api) => {
      if (startedStores.has(api.getState)) return
      startedStores.add(api.getState)
      // Development builds only: a production build drops the warning with the branch.
      if (process.env.NODE_ENV !== 'production') warnOfProjectId(api.getState().portico.services.projectId)
      const { registry, storage, discover } = api.extra
      // What the last visit left, read now, before anything is written; the values' checks
      // load with their chunk while the wallets are set up below.
      const multiWallet = api.getState().portico.options.multiWallet
      const lastVisit = Promise.all([
        storage.get('activeCaipNetworkId'),
        storage.get('recentWallets'),
        storage.get('connectorIds'),
        multiWallet ? storage.get('connections') : undefined,
      ])

      // WalletConnect is always there; its SDK loads only when a visitor takes that path (or a
      // stored session comes back below). A host or a story may have registered its own.
      if (api.getState().portico.options.walletConnect.enabled && !registry.get(walletConnectConnectorId)) {
        registry.add(
          createLazyWalletConnectConnector({
            // Read by the SDK's chunk, so the selector comes with it, not with the first load.
            settings: async () =>
              (await import('../walletConnect/selectors')).selectWalletConnectSettings(api.getState()),
            // Data, not the redirect itself: that code stays in the WalletConnect chunk.
            redirectContext: async () => ({
              isMobile: api.getState().portico.options.environment.isMobile,
              deepLink: await storage.get('deepLink'),
            }),
          }),
        )
      }
      registry.onAdded((connector) => api.dispatch(connectorsFound([connector.info])))
      const known = registry.list().map((c) => c.info)
      if (known.length > 0) api.dispatch(connectorsFound(known))
      discover?.(registry, api.getState().portico.options.namespaces)

      // Its network, if still configured, and its recent wallets.
      const [storedNetwork, recentWallets, stored = {}, connections = []] = await lastVisit
      if (storedNetwork && selectNetworks(api.getState()).some((n) => n.caipNetworkId === storedNetwork)) {
        api.dispatch(activeNetworkChanged(storedNetwork))
      }
      if (recentWallets) api.dispatch(recentWalletsRestored(recentWallets))

      // One reconnect per connector: a WalletConnect session stored under several namespaces
      // comes back once, with all of them.
      const byConnector = new Map<string, ChainNamespace[]>()
      for (const [namespace, connectorId] of Object.entries(stored) as [ChainNamespace, string][]) {
        byConnector.set(connectorId, [...(byConnector.get(connectorId) ?? []), namespace])
      }
      // Several wallets at once: those that did not act come back too, each listed as it
      // connects (the api's flows, here before the first one answers).
      for (const { connectorId } of connections) if (!byConnector.has(connectorId)) byConnector.set(connectorId, [])
      if (multiWallet && byConnector.size > 0) await api.extra.attachApi(api.dispatch)
      const dropped: string[] = []
      await Promise.all(
        [...byConnector].map(async ([connectorId, namespaces]) => {
          for (const namespace of namespaces) api.dispatch(statusChanged({ namespace, status: 'reconnecting' }))
          const connector =
            registry.get(connectorId) ??
            (await new Promise<Connector | undefined>((resolve) => {
              const timer = setTimeout(() => (stop(), resolve(undefined)), reconnectWaitMs)
              const stop = registry.onAdded((c) => {
                if (c.info.id !== connectorId) return
                clearTimeout(timer)
                stop()
                resolve(c)
              })
            }))
          try {
            if (!connector) throw new Error(`The wallet ${connectorId} is not on this page any more`)
            // Several at once: each acts where it acted, and is listed beside the others elsewhere.
            await connectWith(api, connector, true, undefined, undefined, multiWallet ? namespaces : undefined)
          } catch {
            const name = connections.find((c) => c.connectorId === connectorId)?.name
            if (name) dropped.push(name)
            // The wallet forgot us, or is gone: start disconnected, quietly, and do not ask again.
            const rest = { ...(await storage.get('connectorIds')) }
            for (const namespace of namespaces) {
              // Another wallet of the last visit may act there already (several at once): it stays.
              if (!multiWallet || !api.getState().portico.connectors.connectedIdByNamespace[namespace])
                api.dispatch(statusChanged({ namespace, status: 'disconnected' }))
              delete rest[namespace]
            }
            storage.set('connectorIds', rest)
          }
        }),
      )
      if (multiWallet && byConnector.size > 0)
        api.dispatch(
          connectionsCameBack({
            order: connections.map((c) => c.connectorId),
            active: stored,
            network: storedNetwork,
            dropped,
          }),
        )
      api.dispatch(lastVisitRestored())
    },
  })
}
