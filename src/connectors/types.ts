// The connector interface: the one door between the store's flows and a wallet's live
// objects (EIP-1193 providers, SDK clients). The store holds only ConnectorInfo; flows reach
// the live connector through the registry by id.
import type { CaipAddress, CaipNetwork, CaipNetworkId } from '../contract'
import type { ConnectorInfo } from '../store/slices/connectors'

export interface ConnectResult {
  /** The selected account on the connected network, `namespace:reference:address`. */
  caipAddress: CaipAddress
  /** Every account the wallet exposed, selected first. */
  accounts: string[]
  caipNetworkId: CaipNetworkId
}

export type ConnectorEvent =
  | { type: 'accountsChanged'; accounts: string[] }
  | { type: 'chainChanged'; caipNetworkId: CaipNetworkId }
  | { type: 'disconnect' }

export interface Connector {
  readonly info: ConnectorInfo
  /**
   * Asks the wallet for accounts. `silent` reconnects after a reload without a prompt (and
   * fails if the wallet would have to ask).
   */
  connect(options: { caipNetwork?: CaipNetwork; silent?: boolean }): Promise<ConnectResult>
  disconnect(): Promise<void>
  /** Switches the wallet's network, adding it to the wallet first when it does not know it. */
  switchNetwork(network: CaipNetwork): Promise<void>
  /** The live provider (EIP-1193 for eip155), for the host's own calls. */
  getProvider(): unknown
  subscribe(listener: (event: ConnectorEvent) => void): () => void
}

export interface ConnectorRegistry {
  add(connector: Connector): void
  get(id: string): Connector | undefined
  list(): Connector[]
  /** Called with each connector added, now and later (discovery is ongoing). */
  onAdded(listener: (connector: Connector) => void): () => void
}

export function createConnectorRegistry(): ConnectorRegistry {
  const connectors = new Map<string, Connector>()
  const listeners = new Set<(connector: Connector) => void>()
  return {
    add(connector) {
      connectors.set(connector.info.id, connector)
      for (const listener of listeners) listener(connector)
    },
    get: (id) => connectors.get(id),
    list: () => [...connectors.values()],
    onAdded(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
