// The demo wallet as Portico's browser-wallet connector takes it (an announced EIP-1193 wallet):
// what a test registers to connect with a real provider that signs with anvil's keys.
import type { DemoWallet } from '../../mocks/wallets/demoWallet'
import { createEip1193Connector } from '../../src/connectors/eip1193Connector'

export const demoWalletInfo = {
  id: 'announced:dev.portico.demo',
  type: 'ANNOUNCED',
  name: 'Portico Demo Wallet',
  chain: 'eip155',
  installed: true,
} as const

export const demoWalletConnector = (wallet: DemoWallet) => createEip1193Connector(demoWalletInfo, wallet.provider)
