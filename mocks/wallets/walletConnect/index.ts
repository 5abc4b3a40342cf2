// The headless WalletConnect wallet (the wallet side of a pairing), for tests and the demo's
// wallet page. Not re-exported from mocks/wallets: it brings the WalletConnect SDK with it.
export {
  createWalletConnectWallet,
  defaultWalletChains,
  type WalletConnectWallet,
  type WalletConnectWalletOptions,
  type SessionResponse,
} from './walletConnectWallet'
export type {
  ApprovalMode,
  PendingProposal,
  PendingRequest,
  WalletModes,
  WalletSession,
  WalletConnectWalletEvents,
} from './types'
export { solanaMainnet } from '../solanaAccount'
export { closeSdkClient, localRelayProjectId, sdkStartupPassBegun } from './sdkClient'
