// A connector whose code loads on first use: its description now, the real connector (and the
// SDK or protocol code behind it) when an operation needs it. Listeners subscribed before that
// are kept and fed once it has loaded. WalletConnect's and the Wallet Standard's connectors come
// this way, so the page's first load carries neither.
import { WalletError } from './walletErrors'
import { noCapabilities, type Connector, type ConnectorEvent, type ConnectorInfo, type WalletCalls } from './types'

export function createLazyConnector(info: ConnectorInfo, load: () => Promise<Connector>): Connector {
  const listeners = new Set<(event: ConnectorEvent) => void>()
  let real: Connector | undefined
  let loading: Promise<Connector> | undefined
  const ready = () =>
    (loading ??= load()
      .then((connector) => {
        real = connector
        real.subscribe((event) => listeners.forEach((listener) => listener(event)))
        return real
      })
      .catch((error: unknown) => {
        loading = undefined
        throw error
      }))

  const loadedCalls = async (): Promise<WalletCalls> => {
    const calls = (await ready()).calls
    if (!calls) throw new WalletError('unsupportedMethod', `${info.name} cannot send calls`, 4200)
    return calls
  }

  return {
    info,
    connect: async (options) => (await ready()).connect(options),
    // Nothing to disconnect when the code never loaded: nothing was connected.
    disconnect: async () => real?.disconnect(),
    switchNetwork: async (network) => (await ready()).switchNetwork(network),
    sendTransaction: async (request) => (await ready()).sendTransaction(request),
    signMessage: async (request) => (await ready()).signMessage(request),
    estimateFee: async (request) => (await ready()).estimateFee(request),
    // Neither WalletConnect's wallet (on another device) nor the Wallet Standard's (no node) reports one.
    walletAssets: async () => undefined,
    // EIP-5792 as the loaded connector speaks it; one without it has no capabilities and sends none.
    calls: {
      capabilities: async (request) => (await ready()).calls?.capabilities(request) ?? noCapabilities,
      send: async (request) => (await loadedCalls()).send(request),
      status: async (request) => (await loadedCalls()).status(request),
    },
    getProvider: (namespace) => real?.getProvider(namespace),
    sessionInfo: () => real?.sessionInfo?.(),
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
