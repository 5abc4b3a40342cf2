export { PorticoProvider, type PorticoProviderProps } from './PorticoProvider'
export {
  usePortico,
  usePorticoModal,
  usePorticoAccount,
  usePorticoNetwork,
  usePorticoLocale,
  useDisconnect,
  useWalletProvider,
  type WalletProviders,
  useWalletConnectPairing,
  usePorticoEvents,
  useSiwx,
  useSmartSessions,
  usePay,
  useSendCalls,
  type SentCalls,
  type PorticoEvent,
} from './hooks'
export { usePorticoSelector, usePorticoDispatch } from './context'
