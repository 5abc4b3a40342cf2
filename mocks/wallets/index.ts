// The demo wallet, for the offline demo and for hosts' own tests.
export {
  createDemoWallet,
  type DemoWallet,
  type DemoWalletOptions,
  type DemoProvider,
  type ApprovalMode,
  type PendingRequest,
  type DemoChainInput,
} from './demoWallet'
export { ProviderRpcError } from './providerErrors'
export { anvilPrivateKeys } from './anvilKeys'
export {
  createScriptedWalletConnect,
  scriptedPairingUri,
  type ScriptedWalletConnect,
  type ScriptedWalletConnectOptions,
  type WalletConnectOutcome,
} from './scriptedWalletConnect'
export {
  createSolanaStandardWallet,
  solanaStandardChains,
  type SolanaStandardWallet,
  type SolanaStandardWalletOptions,
  type SolanaStandardChain,
} from './solanaStandardWallet'
