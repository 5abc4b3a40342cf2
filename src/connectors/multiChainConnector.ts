// One wallet that speaks several namespaces through separate doors — Phantom, say, announces an
// EIP-6963 provider for eip155 and registers a Wallet Standard wallet for Solana — as one
// connector (section 3's MULTI_CHAIN: a merged entry with its connectors and chains). Listed
// once, it connects every namespace its parts serve in one go, as a session spanning namespaces
// does, and passes each operation to the part of the namespace it is about.
import type { ChainNamespace } from '../contract'
import { namespaceOf } from '../contract/caip'
import type { Connector, ConnectorEvent, ConnectorInfo, ConnectResult, NamespaceConnection } from './types'
import { startNetwork } from './startNetwork'
import { toWalletError, WalletError } from './walletErrors'

/** The merged entry's description: the first part's name and icon, every part and chain. */
export function multiChainInfo(parts: readonly ConnectorInfo[]): ConnectorInfo {
  const [first] = parts
  if (!first) throw new Error('A merged wallet needs its parts')
  return {
    id: `multi:${first.name.toLowerCase()}`,
    type: 'MULTI_CHAIN',
    name: first.name,
    imageUrl: parts.find((p) => p.imageUrl)?.imageUrl,
    rdns: parts.find((p) => p.rdns)?.rdns,
    chain: first.chain,
    chains: parts.map((p) => p.chain),
    connectors: parts.map((p) => p.id),
    installed: parts.some((p) => p.installed),
  }
}

export function createMultiChainConnector(parts: readonly Connector[]): Connector {
  const info = multiChainInfo(parts.map((p) => p.info))
  const partFor = (namespace: ChainNamespace) => {
    const part = parts.find((p) => p.info.chain === namespace)
    if (!part) throw new WalletError('unsupportedMethod', `${info.name} does not serve ${namespace}`, 4200)
    return part
  }
  const eip155Part = parts.find((p) => p.info.chain === 'eip155')

  return {
    info,

    /**
     * Each part in turn (a wallet shows one prompt at a time), on the network given for its
     * namespace. A part that fails is left out; when every part fails, the first failure is
     * the answer. The connection is the first part's, with every namespace beside it.
     */
    async connect(options): Promise<ConnectResult> {
      const namespaces: Partial<Record<ChainNamespace, NamespaceConnection>> = {}
      let failure: unknown
      for (const part of parts) {
        try {
          const result = await part.connect({ ...options, caipNetwork: startNetwork(options, part.info.chain) })
          namespaces[part.info.chain] = result
        } catch (error) {
          failure ??= error
        }
      }
      const connected = Object.values(namespaces)
      const [primary] = connected
      if (!primary) throw toWalletError(failure)
      return { ...primary, namespaces }
    },

    async disconnect() {
      await Promise.all(parts.map((part) => part.disconnect()))
    },
    switchNetwork: (network) => partFor(network.chainNamespace).switchNetwork(network),
    sendTransaction: (request) => partFor(namespaceOf(request.caipNetworkId)).sendTransaction(request),
    signMessage: (request) => partFor(namespaceOf(request.caipAddress)).signMessage(request),
    estimateFee: (request) => partFor(namespaceOf(request.caipNetworkId)).estimateFee(request),
    walletAssets: (request) => partFor(namespaceOf(request.caipNetworkId)).walletAssets(request),
    // Batches are eip155's (EIP-5792): its part's, when it has them.
    ...(eip155Part?.calls && { calls: eip155Part.calls }),
    getProvider: (namespace) => partFor(namespace ?? info.chain).getProvider(),

    // Each part's events, said as its namespace's.
    subscribe(listener) {
      const stops = parts.map((part) =>
        part.subscribe((event): void => {
          const own: ConnectorEvent =
            event.type === 'accountsChanged' ? { ...event, namespace: event.namespace ?? part.info.chain } : event
          // One part's wallet side gone is that namespace's disconnect, not the whole wallet's.
          if (event.type === 'disconnect')
            return listener({ type: 'accountsChanged', accounts: [], namespace: part.info.chain })
          listener(own)
        }),
      )
      return () => stops.forEach((stop) => stop())
    },
  }
}
