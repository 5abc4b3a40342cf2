// The WalletConnect connector as the store knows it. One connector serves every namespace a
// session spans; the SDK behind it loads only when a visitor takes a WalletConnect path.
import type { ConnectorInfo } from '../types'

export const walletConnectConnectorId = 'walletConnect'

export const walletConnectConnectorInfo: ConnectorInfo = {
  id: walletConnectConnectorId,
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'eip155',
  installed: false,
  connectsByPairing: true,
}
