// A scripted connector for flow tests: each call's outcome is set by the test.
import type { CaipNetwork, CaipNetworkId } from '../../src/contract'
import type { ConnectOptions, Connector, ConnectorEvent, ConnectResult } from '../../src/connectors/types'
import { accountOf } from '../../src/contract/caip'
import {
  askProvider,
  eip155WalletAssets,
  estimateEip155Fee,
  sendEip155Transaction,
  signEip155Message,
} from '../../src/connectors/eip155Requests'
import type { Eip1193Provider } from '../../src/connectors/eip1193Provider'
import type { WalletConnectSessionState } from '../../src/features/walletConnect/walletConnectSlice'
import type { ConnectorInfo } from '../../src/features/connection/connectorsSlice'
import { fixtures } from '../../mocks/db/fixtures'

export const address = '0x1111111111111111111111111111111111111111'

export function fakeConnector(info: Partial<ConnectorInfo> = {}) {
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const calls: { method: string; args: unknown }[] = []
  let chain: CaipNetworkId = 'eip155:1'
  const script = {
    connect: (_options?: ConnectOptions): Promise<ConnectResult> =>
      Promise.resolve({ caipAddress: `${chain}:${address}`, accounts: [address], caipNetworkId: chain }),
    switchNetwork: (network: CaipNetwork): Promise<void> => {
      chain = network.caipNetworkId
      return Promise.resolve()
    },
    disconnect: (): Promise<void> => Promise.resolve(),
    sessionInfo: undefined as (() => WalletConnectSessionState | undefined) | undefined,
  }
  // Like a browser wallet's connector: its operations are JSON-RPC to its provider (which a
  // test may replace), recorded as calls.
  const ask = () => askProvider(connector.getProvider() as Eip1193Provider)
  const connector: Connector = {
    info: {
      id: 'announced:dev.portico.fake',
      type: 'ANNOUNCED',
      name: 'Fake Wallet',
      chain: 'eip155',
      rdns: 'dev.portico.fake',
      installed: true,
      ...info,
    },
    connect: (options) => (calls.push({ method: 'connect', args: options }), script.connect(options)),
    switchNetwork: (network) => (
      calls.push({ method: 'switchNetwork', args: network.caipNetworkId }),
      script.switchNetwork(network)
    ),
    disconnect: () => (calls.push({ method: 'disconnect', args: undefined }), script.disconnect()),
    sendTransaction: (request) => (
      calls.push({ method: 'sendTransaction', args: request }),
      sendEip155Transaction(ask(), request.transaction)
    ),
    signMessage: (request) => (
      calls.push({ method: 'signMessage', args: request }),
      signEip155Message(ask(), request.message, accountOf(request.caipAddress))
    ),
    estimateFee: (request) => (
      calls.push({ method: 'estimateFee', args: request }),
      estimateEip155Fee(ask(), request.transaction)
    ),
    walletAssets: (request) => (
      calls.push({ method: 'walletAssets', args: request }),
      eip155WalletAssets(ask(), request.address, request.caipNetworkId)
    ),
    getProvider: () => ({
      request: () => Promise.reject(Object.assign(new Error('The fake wallet answers nothing'), { code: 4200 })),
    }),
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

/** A scripted connector that connects as the mocks' fixture account on Ethereum (the account the db knows). */
export function fixtureAccountConnector() {
  const fake = fakeConnector()
  fake.script.connect = () =>
    Promise.resolve({
      caipAddress: `eip155:1:${fixtures.account}`,
      accounts: [fixtures.account],
      caipNetworkId: 'eip155:1',
    })
  return fake
}

/** What a wallet throws when the visitor declines (EIP-1193 4001). */
export const rejection = (code = 4001) => Object.assign(new Error('User rejected the request.'), { code })
