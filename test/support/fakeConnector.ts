// A scripted connector for flow tests: each call's outcome is set by the test.
import type { CaipNetwork, CaipNetworkId } from '../../src/contract'
import type { ConnectOptions, Connector, ConnectorEvent, ConnectResult } from '../../src/connectors/types'
import type { WalletConnectSessionState } from '../../src/features/walletConnect/walletConnectSlice'
import type { ConnectorInfo } from '../../src/features/connection/connectorsSlice'

export const address = '0x1111111111111111111111111111111111111111'

export function fakeConnector(info: Partial<ConnectorInfo> = {}) {
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const calls: { method: string; args: unknown }[] = []
  let chain: CaipNetworkId = 'eip155:1'
  const script = {
    connect: (_options?: ConnectOptions): Promise<ConnectResult> => Promise.resolve({ caipAddress: `${chain}:${address}`, accounts: [address], caipNetworkId: chain }),
    switchNetwork: (network: CaipNetwork): Promise<void> => {
      chain = network.caipNetworkId
      return Promise.resolve()
    },
    disconnect: (): Promise<void> => Promise.resolve(),
    sessionInfo: undefined as (() => WalletConnectSessionState | undefined) | undefined,
  }
  const connector: Connector = {
    info: { id: 'announced:dev.portico.fake', type: 'ANNOUNCED', name: 'Fake Wallet', chain: 'eip155', rdns: 'dev.portico.fake', installed: true, ...info },
    connect: (options) => (calls.push({ method: 'connect', args: options }), script.connect(options)),
    switchNetwork: (network) => (calls.push({ method: 'switchNetwork', args: network.caipNetworkId }), script.switchNetwork(network)),
    disconnect: () => (calls.push({ method: 'disconnect', args: undefined }), script.disconnect()),
    getProvider: () => ({}),
    sessionInfo: () => script.sessionInfo?.(),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
  return {
    connector,
    script,
    calls,
    setChain: (id: CaipNetworkId) => void (chain = id),
    emit: (event: ConnectorEvent) => listeners.forEach((l) => l(event)),
    listenerCount: () => listeners.size,
  }
}

/** What a wallet throws when the visitor declines (EIP-1193 4001). */
export const rejection = (code = 4001) => Object.assign(new Error('User rejected the request.'), { code })
