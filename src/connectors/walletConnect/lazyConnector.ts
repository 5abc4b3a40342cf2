// The WalletConnect connector as the first load carries it: its description and a door that
// loads the real connector (walletConnectConnector.ts, then the SDK) on first use.
import { createLazyConnector } from '../lazyConnector'
import type { Connector } from '../types'
import { walletConnectConnectorInfo } from './info'
import type { WalletConnectConnectorOptions } from './walletConnectConnector'

export const createLazyWalletConnectConnector = (options: WalletConnectConnectorOptions): Connector =>
  createLazyConnector(walletConnectConnectorInfo, async () =>
    (await import('./walletConnectConnector')).createWalletConnectConnector(options),
  )
