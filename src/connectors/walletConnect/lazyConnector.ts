// The WalletConnect connector as the first load carries it: its description and a door that
// loads the real connector (walletConnectConnector.ts, then the SDK) on first use. Listeners
// subscribed before that are kept and fed once it has loaded.
import type { Connector, ConnectorEvent } from '../types'
import { walletConnectConnectorInfo } from './info'
import type { WalletConnectConnectorOptions } from './walletConnectConnector'

export function createLazyWalletConnectConnector(
  options: WalletConnectConnectorOptions,
): Connector & { loaded(): boolean } {
  const listeners = new Set<(event: ConnectorEvent) => void>()
  let real: Connector | undefined
  let loading: Promise<Connector> | undefined
  const load = () =>
    (loading ??= import('./walletConnectConnector')
      .then(({ createWalletConnectConnector }) => {
        real = createWalletConnectConnector(options)
        real.subscribe((event) => listeners.forEach((listener) => listener(event)))
        return real
      })
      .catch((error: unknown) => {
        loading = undefined
        throw error
      }))

  return {
    info: walletConnectConnectorInfo,
    loaded: () => !!real,
    connect: async (connectOptions) => (await load()).connect(connectOptions),
    // Nothing to disconnect when the SDK never loaded.
    disconnect: async () => (real ? real.disconnect() : undefined),
    switchNetwork: async (network) => (await load()).switchNetwork(network),
    sendTransaction: async (request) => (await load()).sendTransaction(request),
    signMessage: async (request) => (await load()).signMessage(request),
    estimateFee: async (request) => (await load()).estimateFee(request),
    // Never asked of a wallet on another device (walletConnectConnector.ts): nothing to load for it.
    walletAssets: async () => undefined,
    getProvider: (namespace) => real?.getProvider(namespace),
    sessionInfo: () => real?.sessionInfo?.(),
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
